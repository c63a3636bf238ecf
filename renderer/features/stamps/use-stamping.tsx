// The one way a booking is checked in or out, whatever was pressed (manifest, booking screen, scan, list keys):
// the same questions first (stamp-questions.ts), then the stamp goes to the desk with its undo window, where it is
// durable at once; the screen follows it with StampProgress. A scan answers a stamp already there in words and
// changes nothing, as a scanner cannot answer a question; another day, like everywhere, is asked about. A stamp
// another desk of the venue made today is said by the desk when pressed (nothing queued); the person is then asked
// whether to go on anyway, which queues it as any other stamp. What it says belongs to the press it answers: a question
// replaces the "Reading …" of its press, and a switch of account drops what was asked, said or still being read, since
// it was about the other account's booking.
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { STAMPED_ELSEWHERE } from '../../../shared/domain/stamps.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { DeskFailure } from '../../desk/desk-client.js';
import { useDeskStatus } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { accountNow } from '../../ui/account-now.js';
import { noticeText } from '../../ui/booking-notice-text.js';
import { StampDialog, type StampChoice } from './StampDialog.js';
import { AFTER_STAMP } from './stamp-reads.js';
import { bookingNamed, stampQuestions, type Stampable, type StampKind, type StampQuestions } from './stamp-questions.js';

export interface StampOutcome {
  /** busy: reading or sending; queued: in the desk's outbox (StampProgress follows it); said: nothing changed. */
  tone: 'busy' | 'queued' | 'said' | 'bad';
  kind: StampKind;
  code: string;
  text: string;
}

export interface StampingOptions {
  /** A scanner pressed it: a stamp already there is said, not asked about. */
  scanned?: boolean;
}

interface Asking {
  kind: StampKind;
  target: Stampable;
  questions: StampQuestions;
  /** Asked after the desk said another desk of the venue stamped it: going on sends it with the choices made before. */
  despiteVenue?: { settle: boolean; owed: string | null };
}

/** How a press ended: a question is open about it, or it was sent or said (or refused). */
export type PressEnd = 'asked' | 'done';

const SAID = words(defineMessages({
  working: { id: 'stamp.outcome.working', defaultMessage: '{kind, select, checkIn {Check-in of {booking}…} other {Check-out of {booking}…}}' },
  queued: { id: 'stamp.outcome.queued', defaultMessage: '{kind, select, checkIn {Check-in of {booking}.} other {Check-out of {booking}.}}' },
  due: { id: 'stamp.outcome.due', defaultMessage: '{owed} is still due.' },
  notDone: {
    id: 'stamp.outcome.notDone',
    defaultMessage: '{kind, select, checkIn {{booking} was not checked in.} other {{booking} was not checked out.}}',
  },
  reading: { id: 'stamp.outcome.reading', defaultMessage: 'Reading {code}…' },
  couldNot: { id: 'stamp.outcome.couldNot', defaultMessage: 'The desk could not do it.' },
}));

/** "ABCD-123456 (Freya Kowalski) was not checked in. This booking is void, …": the booking, then why. */
const notDone = (intl: IntlShape, kind: StampKind, booking: string, why: string) =>
  `${intl.formatMessage(SAID.notDone, { kind, booking })} ${why}`;

/** Whether the booking's stamp of this kind, which the person was asked about, is another desk's of the venue. */
const sharedStampOf = ({ kind, target }: Pick<Asking, 'kind' | 'target'>) =>
  Boolean((kind === 'checkIn' ? target.checkedIn : target.checkedOut)?.sharedBy);

const messageOf = (error: unknown, intl: IntlShape) => (error instanceof DeskFailure ? error.error.message : intl.formatMessage(SAID.couldNot));

export function useStamping(options: StampingOptions = {}) {
  const desk = useDesk();
  const queryClient = useQueryClient();
  const format = useFormatter();
  const intl = useIntl();
  const [asking, setAskingShown] = useState<Asking | null>(null);
  const [outcome, setShownOutcome] = useState<StampOutcome | null>(null);
  // One stamp at a time: a second press (or key) while one is read or sent would stamp the booking twice.
  const working = useRef(false);
  // The stamp being sent, for a press that waits its turn rather than being refused.
  const sending = useRef<Promise<void>>(Promise.resolve());
  // Read by a press at once, not from the render it was made in: a scan that waited for the last question to close
  // presses before that render is drawn again.
  const askingNow = useRef(false);
  const setAsking = useCallback((question: Asking | null) => {
    askingNow.current = question !== null;
    setAskingShown(question);
  }, []);
  // Bumped at a switch of account: what a press of before would say or ask is dropped.
  const account = useDeskStatus().data?.account?.id ?? null;
  const era = useRef({ account, count: 0 });
  const setOutcome = useCallback((shown: StampOutcome | null, since = era.current.count) => {
    if (since === era.current.count) setShownOutcome(shown);
  }, []);
  useEffect(() => {
    if (era.current.account === account) return;
    era.current = { account, count: era.current.count + 1 };
    setAsking(null);
    setShownOutcome(null);
  }, [account, setAsking]);

  const sendNow = useCallback(async (kind: StampKind, target: Stampable, settle: boolean, owed: string | null, despiteVenueStamp = false) => {
    const { code } = target.booking;
    const since = era.current.count;
    working.current = true;
    const booking = bookingNamed(target);
    setOutcome({ tone: 'busy', kind, code, text: intl.formatMessage(SAID.working, { kind, booking }) });
    try {
      const detail = await (kind === 'checkIn'
        ? desk.value('bookings.checkIn', { code, undoable: true, despiteVenueStamp })
        : desk.value('bookings.checkOut', { code, undoable: true, settle, despiteVenueStamp }));
      const due = owed !== null && !settle ? [intl.formatMessage(SAID.due, { owed: format.money(owed) })] : [];
      // What the desk must say at once (a wait the service asked for, a stamp that landed twice) is said here too.
      const text = [intl.formatMessage(SAID.queued, { kind, booking }), ...due, ...(detail.notices ?? []).map((notice) => noticeText(intl, notice))].join(' ');
      setOutcome({ tone: 'queued', kind, code, text }, since);
    } catch (error) {
      const elsewhere = error instanceof DeskFailure && error.error.code === STAMPED_ELSEWHERE;
      if (elsewhere && !options.scanned) {
        if (since !== era.current.count) return;
        setOutcome(null);
        setAsking({ kind, target, questions: { refusal: null, alreadyDone: null, reasons: [messageOf(error, intl)], owed: null }, despiteVenue: { settle, owed } });
      } else {
        setOutcome({ tone: elsewhere ? 'said' : 'bad', kind, code, text: notDone(intl, kind, booking, messageOf(error, intl)) }, since);
      }
    } finally {
      working.current = false;
      await Promise.all(AFTER_STAMP.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))).catch(() => undefined);
    }
  }, [desk, format, intl, options.scanned, queryClient, setAsking, setOutcome]);
  const send = useCallback((...stamp: Parameters<typeof sendNow>) => (sending.current = sendNow(...stamp)), [sendNow]);

  /** The booking as the desk holds it (live or its copy), for a press that came with a code only. */
  const read = useCallback(async (code: string): Promise<Stampable> => {
    const booking = await desk.value('bookings.get', { code });
    return { booking, checkedIn: booking.checkedIn, checkedOut: booking.checkedOut, stampsKnown: booking.stampsKnown };
  }, [desk]);

  const press = useCallback(async (kind: StampKind, given: Stampable | string): Promise<PressEnd> => {
    if (working.current || askingNow.current) return 'done';
    const code = typeof given === 'string' ? given : given.booking.code;
    const since = era.current.count;
    const say = (tone: StampOutcome['tone'], text: string): PressEnd => {
      setOutcome({ tone, kind, code, text }, since);
      return 'done';
    };
    let target: Stampable;
    try {
      working.current = true;
      if (typeof given === 'string') say('busy', intl.formatMessage(SAID.reading, { code }));
      target = typeof given === 'string' ? await read(given) : given;
    } catch (error) {
      return say('bad', notDone(intl, kind, code, messageOf(error, intl)));
    } finally {
      working.current = false;
    }
    if (since !== era.current.count) return 'done';
    const today = accountNow(Date.now(), format.timeZone).day;
    const questions = stampQuestions(kind, target, today, format, intl);
    if (questions.refusal) return say('bad', notDone(intl, kind, bookingNamed(target), questions.refusal));
    if (options.scanned && questions.alreadyDone) return say('said', questions.alreadyDone);
    const settleOffer = kind === 'checkOut' && questions.owed !== null;
    if (questions.reasons.length > 0 || settleOffer) {
      // The question says what the reading found: "Reading …" goes with it.
      setOutcome(null);
      setAsking({ kind, target, questions });
      return 'asked';
    }
    await send(kind, target, false, questions.owed);
    return 'done';
  }, [format, intl, options.scanned, read, send, setAsking, setOutcome]);

  // The same function on every render, so a memoised list is not drawn again for it; it calls the latest press.
  const latestPress = useRef(press);
  useLayoutEffect(() => {
    latestPress.current = press;
  });
  const stablePress = useCallback((kind: StampKind, target: Stampable | string) => void latestPress.current(kind, target), []);
  /** The same press once the stamp being sent has gone, for a caller that waits for it to end (scans, one after another). */
  const pressInTurn = useCallback(async (kind: StampKind, target: Stampable | string) => {
    await sending.current;
    return latestPress.current(kind, target);
  }, []);

  const choose = (choice: StampChoice) => {
    const chosen = asking;
    setAsking(null);
    if (!chosen || choice === 'cancel') return;
    if (chosen.despiteVenue) void send(chosen.kind, chosen.target, chosen.despiteVenue.settle, chosen.despiteVenue.owed, true);
    // The stamp asked about was another desk's (shown before the service has it): going on is going on despite it.
    else void send(chosen.kind, chosen.target, choice === 'settle-and-go-on', chosen.questions.owed, sharedStampOf(chosen));
  };

  const dialog: ReactNode = asking
    ? <StampDialog kind={asking.kind} contents={asking.target} questions={asking.questions} format={format}
      scanned={options.scanned ?? false} onChoose={choose} />
    : null;

  return {
    press: stablePress,
    pressInTurn,
    dialog,
    outcome,
    /** A press is being read or sent, or a question is open. */
    busy: asking !== null || outcome?.tone === 'busy',
    dismiss: () => setOutcome(null),
  };
}
