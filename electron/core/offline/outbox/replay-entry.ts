// One outbox entry through one replay attempt: check first when an earlier attempt may have landed, else send;
// then record what happened, durably, before the next write of the same booking may start.
import type { DeskError } from '../../../../shared/contract/desk-error.js';
import type { BookingNotice } from '../../../../shared/contract/model/booking.js';
import type { WireBooking } from '../../../../shared/wire/index.js';
import { wasApplied } from './applied-check.js';
import { landedTwice } from './landed-twice.js';
import type { OutboxEntry } from './outbox-entry.js';
import type { Outbox } from './outbox.js';
import { judgeFailure } from './replay-failure.js';
import { needsStampCheck, stampedMeanwhile } from './stamped-meanwhile.js';

export type ReplayEvent =
  | { type: 'sent'; entry: OutboxEntry }
  /** An earlier attempt had landed (its answer was lost): done without sending again. */
  | { type: 'already-applied'; entry: OutboxEntry }
  | { type: 'conflict'; entry: OutboxEntry; error: DeskError }
  | { type: 'retry-later'; entry: OutboxEntry; error: DeskError; maybeApplied: boolean }
  | { type: 'signed-out'; entry: OutboxEntry; error: DeskError }
  /** Sent, and the record it answered shows the same stamp twice, moments apart: another desk pressed too. */
  | { type: 'landed-twice'; entry: OutboxEntry; notice: Extract<BookingNotice, { id: 'landedTwice' }> };

export interface EntryContext {
  outbox: Outbox;
  /** Answers the booking as the service wrote it after the write (null when a caller has none to give). */
  send(entry: OutboxEntry, signal: AbortSignal): Promise<WireBooking | null | void>;
  readBooking(code: string, staffId: number | null, signal: AbortSignal): Promise<WireBooking>;
  /** The name of a staff member by account id, for "already checked in by Priya". */
  staffName(accountId: number): string | null;
  /** The account's time zone, in which the service's dates without one are read. */
  timeZone(): string;
  /** Pressed by a person this moment and sent at once: they see the booking, so it is not read first. */
  sentAtOnce(entry: OutboxEntry): boolean;
  /**
   * The service has the write: told before the entry leaves the outbox, so that a press in between is known for
   * the same write (recently-landed.ts), never a new one.
   */
  landed(entry: OutboxEntry): void;
  /**
   * Whether the write may still go from this desk: asked again right before a request that waited (a desk frozen or
   * asleep after deciding to send). Another desk of a venue may have taken it over meanwhile.
   */
  mayStillSend(entry: OutboxEntry): boolean;
  emit(event: ReplayEvent): void;
}

/** next: go on with the following entry; otherwise the whole replay stops for now. */
export type EntryOutcome =
  | { kind: 'next'; event: 'sent' | 'already-applied' | 'conflict' | 'skipped' }
  | { kind: 'stop'; reason: 'retry-later' | 'signed-out'; error: DeskError };

type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown };

async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Longer than reading a booking and saving the outbox take on a desk that runs, shorter than the silence after which
 * another desk of a venue takes a write over (venue-links.ts): a desk that stopped (frozen, asleep) between
 * deciding to send and sending has this long behind it, and reads the service's record again first.
 */
export const STALE_DECISION_MS = 2_500;

/**
 * A stopwatch started now: the monotonic clock runs while a process is stopped, the wall clock while the computer
 * sleeps; it reads whichever says longer.
 */
const sinceThen = () => {
  const wall = Date.now(), monotonic = performance.now();
  return () => Math.max(Date.now() - wall, performance.now() - monotonic);
};

export async function replayEntry(context: EntryContext, entry: OutboxEntry, signal: AbortSignal): Promise<EntryOutcome> {
  const { outbox } = context;
  const elapsed = sinceThen();
  let booking: WireBooking | null = null;
  if (entry.maybeApplied) {
    const read = await attempt(() => context.readBooking(entry.write.code, entry.staffId, signal));
    // Still unknown whether it landed, so it stays marked maybeApplied whatever went wrong with the read.
    if (!read.ok) return settleFailure(context, entry, read.error, true);
    if (wasApplied(entry, read.value, context.timeZone())) return alreadyApplied(context, entry);
    booking = read.value;
  }
  if (needsStampCheck(entry, context.sentAtOnce(entry))) {
    if (booking === null) {
      const read = await attempt(() => context.readBooking(entry.write.code, entry.staffId, signal));
      if (!read.ok) return settleFailure(context, entry, read.error, false);
      booking = read.value;
    }
    const stamped = stampedMeanwhile(entry, booking, context.staffName, context.timeZone());
    if (stamped) {
      await outbox.markConflict(entry.id, stamped);
      context.emit({ type: 'conflict', entry, error: stamped });
      return { kind: 'next', event: 'conflict' };
    }
  }
  // On disk before the request leaves: a desk that dies now knows on restart that this write may have landed.
  if (!(await outbox.markSending(entry.id))) return { kind: 'next', event: 'skipped' };
  if (elapsed() > STALE_DECISION_MS) {
    // Woken after deciding: the write may be another desk's now. It goes back to waiting, as may have landed, and
    // the venue says whose it is before anything is sent.
    if (!context.mayStillSend(entry)) {
      await outbox.unsend(entry.id);
      return { kind: 'next', event: 'skipped' };
    }
    const again = await attempt(() => context.readBooking(entry.write.code, entry.staffId, signal));
    if (!again.ok) return settleFailure(context, entry, again.error, true);
    if (wasApplied(entry, again.value, context.timeZone())) return alreadyApplied(context, entry);
  }
  const sent = await attempt(() => context.send(entry, signal));
  if (!sent.ok) return settleFailure(context, entry, sent.error, false);
  context.landed(entry);
  await outbox.markDone(entry.id);
  context.emit({ type: 'sent', entry });
  const twice = sent.value ? landedTwice(entry.write, sent.value, context.timeZone(), context.staffName) : null;
  if (twice) context.emit({ type: 'landed-twice', entry, notice: twice });
  return { kind: 'next', event: 'sent' };
}

async function alreadyApplied(context: EntryContext, entry: OutboxEntry): Promise<EntryOutcome> {
  context.landed(entry);
  await context.outbox.markDone(entry.id);
  context.emit({ type: 'already-applied', entry });
  return { kind: 'next', event: 'already-applied' };
}

/** What a write waiting for a sign-in says of itself, on the Outbox screen and the booking. */
const WAITS_FOR_SIGN_IN = 'Waits for a sign-in: it goes out by itself, once, when this desk is signed in again.';

async function settleFailure(context: EntryContext, entry: OutboxEntry, failure: unknown, stillUnknown: boolean):
  Promise<EntryOutcome> {
  const verdict = judgeFailure(failure);
  const maybeApplied = stillUnknown || verdict.maybeApplied;
  const { error } = verdict;
  if (verdict.action === 'conflict') {
    await context.outbox.markConflict(entry.id, error, maybeApplied);
    context.emit({ type: 'conflict', entry, error });
    return { kind: 'next', event: 'conflict' };
  }
  // Signed out: kept pending, to go out once the desk is signed in again; it says so.
  const kept = verdict.action === 'signed-out' ? { ...error, message: WAITS_FOR_SIGN_IN } : error;
  await context.outbox.markRetryLater(entry.id, kept, maybeApplied);
  context.emit(verdict.action === 'signed-out'
    ? { type: 'signed-out', entry, error }
    : { type: 'retry-later', entry, error, maybeApplied });
  return { kind: 'stop', reason: verdict.action, error };
}
