// Check-in and check-out ("stamps", spec 3): how long one can be taken back, and what to ask before one that looks
// like a slip. Every path that stamps a booking (manifest, booking screen, scan, list keys) asks these questions and
// waits this window, so a person meets the same safeguards wherever they press.
import type { Day } from './dates.js';
import { isPositiveAmount } from './money.js';
import { amountOwed, type MoneyFacts } from './payment.js';
import { NO_CHECK_IN_STATUSES } from './statuses.js';

export type StampKind = 'checkIn' | 'checkOut';

/** Seconds a pressed stamp waits in the outbox before it is sent: the time a person has to take it back. */
export const UNDO_SECONDS = 6;

// The refusals' codes live here rather than beside the outbox's schemas, so that the manifest's code does not bring
// the schema library into the first screen's JavaScript.
/** The error code of a check-in or check-out someone else stamped while this desk was waiting to send its own. */
export const STAMPED_MEANWHILE = 'stamped_meanwhile';

/** The error code of a check-in or check-out another desk of the venue already made: nothing was queued. */
export const STAMPED_ELSEWHERE = 'stamped_elsewhere';

/** Who stamped a booking, and when (an ISO instant). */
export interface StampMark {
  at: string;
  staffName: string;
  /** The desk of the venue it was pressed on, when another desk made it and the service has not told this one yet. */
  sharedBy?: string | undefined;
}

/** What the questions are asked about: the booking's status, money and days, and its stamps so far. */
export interface StampFacts extends MoneyFacts {
  startDay: Day | null;
  endDay: Day | null;
  checkedIn: StampMark | null;
  checkedOut: StampMark | null;
}

/**
 * not-allowed: the service refuses it (VOID, CANCELLED): said, nothing to ask. The rest look like slips and are asked
 * about: a stamp the booking already has, a check-out of a guest never checked in, a check-in on another day.
 */
export type StampConcern =
  | { kind: 'not-allowed'; statusId: string }
  | { kind: 'already-done'; stamp: StampMark }
  | { kind: 'never-in' }
  | { kind: 'other-day'; start: Day; end: Day };

export interface StampCheck {
  concerns: StampConcern[];
  /** Money still due (a decimal), or null: offered to settle at check-out, said at check-in. */
  owed: string | null;
}

export function checkStamp(kind: StampKind, facts: StampFacts, today: Day): StampCheck {
  const owed = amountOwed(facts);
  const check = { owed: isPositiveAmount(owed) ? owed : null };
  if (NO_CHECK_IN_STATUSES.has(facts.statusId.toUpperCase())) {
    return { ...check, concerns: [{ kind: 'not-allowed', statusId: facts.statusId.toUpperCase() }] };
  }
  const concerns: StampConcern[] = [];
  const done = kind === 'checkIn' ? facts.checkedIn : facts.checkedOut;
  if (done) concerns.push({ kind: 'already-done', stamp: done });
  if (kind === 'checkOut' && facts.checkedIn === null) concerns.push({ kind: 'never-in' });
  const start = facts.startDay;
  const end = facts.endDay ?? start;
  if (kind === 'checkIn' && start !== null && end !== null && (today < start || today > end)) {
    concerns.push({ kind: 'other-day', start, end });
  }
  return { ...check, concerns };
}
