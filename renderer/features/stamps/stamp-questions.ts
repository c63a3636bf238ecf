// What to say and ask before a check-in or check-out (shared/domain/stamps.ts decides; this puts it in words):
// why it cannot be done at all, what looks like a slip, and the money still due.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { dayInZone, type Day } from '../../../shared/domain/dates.js';
import { checkStamp, type StampConcern, type StampKind, type StampMark } from '../../../shared/domain/stamps.js';
import type { Formatter } from '../../ui/format.js';
import { whyNoCheckIn } from '../../ui/statuses.js';

export type { StampKind } from '../../../shared/domain/stamps.js';

/**
 * A booking as the manifest or the booking screen holds it: its listing fields and its stamps, and whether those are
 * known (a record the desk never read knows none).
 */
export type Stampable = Pick<BookingContents, 'booking' | 'checkedIn' | 'checkedOut'> & Partial<Pick<BookingContents, 'stampsKnown'>>;

export interface StampQuestions {
  /** Why it cannot be done at all (VOID, CANCELLED): said, nothing asked, nothing sent. */
  refusal: string | null;
  /**
   * The stamp the booking has already, in a scan's words after its code: "is already in since 9:12 a.m. (Priya
   * Shah)"; a guest who has left since: "checked out at 4:21 p.m. today (Alex Morgan)".
   */
  alreadyDone: string | null;
  /** Why to stop and think; empty when nothing looks wrong. */
  reasons: string[];
  /** Money still due: offered to settle at check-out, said at check-in. */
  owed: string | null;
}

/** " at the Dock desk" for a stamp another desk of the venue made (its desk sends it); "" for the service's own. */
const atDesk = (stamp: { sharedBy?: string | undefined }) => (stamp.sharedBy ? ` at the ${stamp.sharedBy} desk` : '');

const REASONS = words(defineMessages({
  alreadyDone: {
    id: 'stamp.reason.alreadyDone',
    defaultMessage: '{kind, select, checkIn {Already checked in by {staff} ({when}).} other {Already checked out by {staff} ({when}).}}',
  },
  alreadyDoneAtDesk: {
    id: 'stamp.reason.alreadyDoneAtDesk',
    defaultMessage: '{kind, select, checkIn {Already checked in by {staff} at the {desk} desk ({when}).} other {Already checked out by {staff} at the {desk} desk ({when}).}}',
  },
  neverIn: { id: 'stamp.reason.neverIn', defaultMessage: '{guest} was never checked in.' },
  neverInNoName: { id: 'stamp.reason.neverInNoName', defaultMessage: 'This guest was never checked in.' },
  otherDay: { id: 'stamp.reason.otherDay', defaultMessage: 'The booking is for {days}, not today.' },
}));

function reasonFor(concern: StampConcern, kind: StampKind, contents: Stampable, format: Formatter, intl: IntlShape): string | null {
  switch (concern.kind) {
    case 'not-allowed': return null;
    case 'already-done': {
      const { stamp } = concern;
      return intl.formatMessage(stamp.sharedBy ? REASONS.alreadyDoneAtDesk : REASONS.alreadyDone,
        { kind, staff: stamp.staffName, desk: stamp.sharedBy, when: format.dateTime(stamp.at) });
    }
    case 'never-in': {
      const guest = contents.booking.customer.name;
      return guest ? intl.formatMessage(REASONS.neverIn, { guest }) : intl.formatMessage(REASONS.neverInNoName);
    }
    case 'other-day': {
      const days = concern.start === concern.end ? format.day(concern.start, 'medium') : format.dayRange(concern.start, concern.end);
      return intl.formatMessage(REASONS.otherDay, { days });
    }
  }
}

/** "at 4:21 p.m. today", "on Nov 25, 2026, 2:41 p.m.". */
function whenStamped(stamp: StampMark, today: Day, format: Formatter): string {
  const at = Date.parse(stamp.at);
  return Number.isFinite(at) && dayInZone(at / 1000, format.timeZone) === today
    ? `at ${format.time(stamp.at)} today` : `on ${format.dateTime(stamp.at)}`;
}

/** What a scan says of a stamp already there: a guest checked out is out, not "in since". */
function alreadyDoneText(kind: StampKind, contents: Stampable, done: StampMark, today: Day, format: Formatter, nowMs: number): string {
  if (kind === 'checkIn' && contents.checkedOut) {
    return `checked out ${whenStamped(contents.checkedOut, today, format)} (${contents.checkedOut.staffName}${atDesk(contents.checkedOut)})`;
  }
  return `is already ${kind === 'checkIn' ? 'in' : 'out'} since ${format.when(done.at, nowMs)} (${done.staffName}${atDesk(done)})`;
}

export function stampQuestions(kind: StampKind, contents: Stampable, today: Day, format: Formatter, intl: IntlShape,
  nowMs: number = Date.now()): StampQuestions {
  const { booking } = contents;
  const checked = checkStamp(kind, {
    statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due,
    startDay: booking.startDay, endDay: booking.endDay, checkedIn: contents.checkedIn, checkedOut: contents.checkedOut,
  }, today);
  const { owed } = checked;
  // Never checked in is not a thing to say of a booking whose record the desk has not read: nobody knows yet.
  const concerns = checked.concerns.filter((concern) => concern.kind !== 'never-in' || contents.stampsKnown !== false);
  const done = concerns.find((concern) => concern.kind === 'already-done');
  return {
    refusal: concerns.some((concern) => concern.kind === 'not-allowed')
      ? whyNoCheckIn(booking.status) ?? 'The booking service refuses this for a void or cancelled booking.' : null,
    alreadyDone: done ? alreadyDoneText(kind, contents, done.stamp, today, format, nowMs) : null,
    reasons: concerns.map((concern) => reasonFor(concern, kind, contents, format, intl)).filter((reason) => reason !== null),
    owed,
  };
}
