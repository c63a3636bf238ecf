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
   * The stamp the booking has already, as a scan says it (a scanner cannot answer a question): "ABCD-000001 (Freya
   * Kowalski) is already in since 9:12 a.m. (Priya Shah). Nothing was changed."; a guest who has left since: "…
   * checked out at 4:21 p.m. today (Alex Morgan). …".
   */
  alreadyDone: string | null;
  /** Why to stop and think; empty when nothing looks wrong. */
  reasons: string[];
  /** Money still due: offered to settle at check-out, said at check-in. */
  owed: string | null;
}

/** "ABCD-123456 (Freya Kowalski)": the booking a line about a press is about. */
export const bookingNamed = (target: Stampable) =>
  `${target.booking.code}${target.booking.customer.name ? ` (${target.booking.customer.name})` : ''}`;

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
  refused: { id: 'stamp.reason.refused', defaultMessage: 'The booking service refuses this for a void or cancelled booking.' },
}));

/** What a scan says of a stamp already there (a scanner cannot answer a question): a guest checked out is out, not "in since". */
const SCANNED = words(defineMessages({
  checkedOut: {
    id: 'stamp.scan.checkedOut',
    defaultMessage: '{booking} checked out {today, select, yes {at {time} today} other {on {time}}} ({shared, select, yes {{staff} at the {desk} desk} other {{staff}}}). Nothing was changed.',
  },
  alreadyDone: {
    id: 'stamp.scan.alreadyDone',
    defaultMessage: '{kind, select, checkIn {{booking} is already in since {time}} other {{booking} is already out since {time}}} ({shared, select, yes {{staff} at the {desk} desk} other {{staff}}}). Nothing was changed.',
  },
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

/** Who stamped, and at which desk of the venue when another desk did (its desk sends it). */
const stampedBy = (stamp: StampMark) =>
  ({ staff: stamp.staffName, desk: stamp.sharedBy ?? '', shared: stamp.sharedBy ? 'yes' : 'no' });

/** "… checked out at 4:21 p.m. today (Alex Morgan)", "… is already in since 9:12 a.m. (Priya Shah at the Dock desk)". */
function alreadyDoneText(kind: StampKind, contents: Stampable, done: StampMark, today: Day, format: Formatter, intl: IntlShape,
  nowMs: number): string {
  const booking = bookingNamed(contents);
  const out = contents.checkedOut;
  if (kind === 'checkIn' && out) {
    const at = Date.parse(out.at);
    const isToday = Number.isFinite(at) && dayInZone(at / 1000, format.timeZone) === today;
    return intl.formatMessage(SCANNED.checkedOut,
      { booking, today: isToday ? 'yes' : 'no', time: isToday ? format.time(out.at) : format.dateTime(out.at), ...stampedBy(out) });
  }
  return intl.formatMessage(SCANNED.alreadyDone, { kind, booking, time: format.when(done.at, nowMs), ...stampedBy(done) });
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
      ? whyNoCheckIn(booking.status, intl) ?? intl.formatMessage(REASONS.refused) : null,
    alreadyDone: done ? alreadyDoneText(kind, contents, done.stamp, today, format, intl, nowMs) : null,
    reasons: concerns.map((concern) => reasonFor(concern, kind, contents, format, intl)).filter((reason) => reason !== null),
    owed,
  };
}
