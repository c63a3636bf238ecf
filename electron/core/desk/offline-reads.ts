// Reads that keep working when the service does not answer: a live answer is kept in the working set; when the
// service cannot be reached, fails, or sends what cannot be read, the working set answers instead, saying how old
// its copy is and why it is shown.
import type { DeskErrorKind } from '../../../shared/contract/desk-error.js';
import type { BookingDetail, BookingSummary } from '../../../shared/contract/model/booking.js';
import { ApiFailure } from '../api/api-errors.js';
import { COPY_REASONS } from '../../../shared/contract/model/copy-reasons.js';
import { pendingWrite, withPendingWrites } from '../offline/pending-view.js';
import type { WorkingSet } from '../offline/working-set/index.js';
import type { DeskParts } from './desk-parts.js';

/** What a read that the desk's copy may answer uses of the desk. */
export type CopyDesk = Pick<DeskParts, 'account' | 'service' | 'log' | 'now'>;
/** What a read of one booking uses: the copy's, the booking's queued writes and the names on them. */
export type ReadingDesk = CopyDesk & Pick<DeskParts, 'details' | 'staff'>;


export const OFFLINE_REASON = COPY_REASONS.unreachable;
/** Said while the desk has started but the service has not answered yet (it may accept and never answer). */
export const NOT_YET_REASON = COPY_REASONS.notYet;

/**
 * Why the copy answers without asking the service, or null when the service should be asked: known to be offline;
 * or not heard from since the start while the desk holds a synced copy. Screens show that at once and ask again
 * when the service answers (the desk's `connectivity` event).
 */
export function copyFirstReason(desk: Pick<DeskParts, 'account' | 'service'>): string | null {
  if (!desk.service.online) return OFFLINE_REASON;
  if (desk.service.answersFromCopy && desk.account.offline().workingSet.lastSyncAt !== null) return NOT_YET_REASON;
  return null;
}

/** The end of "Shown from this desk's copy of 14:05, 3 min ago: …", for each way a live read can fail. */
const REASONS: Partial<Record<DeskErrorKind, string>> = {
  offline: OFFLINE_REASON,
  server: COPY_REASONS.serverFailed,
  unreadable: COPY_REASONS.unreadable,
  // No time of day: the pause is counted on this computer's clock, and the screens say the account's times; the
  // error beside the copy counts the seconds down.
  'rate-limited': COPY_REASONS.askedToWait,
  'invalid-input': COPY_REASONS.notAccepted,
  internal: COPY_REASONS.couldNotAsk,
};

/** Failures a copy must not hide. */
const NO_COPY: ReadonlySet<DeskErrorKind> = new Set<DeskErrorKind>([
  // The service's true answer: a booking removed there must not live on here.
  'not-found',
  // Nobody is waiting for the answer.
  'cancelled',
  // Signed out, or refused by the service (403 not allowed, 409): the person must see it; an old copy would hide it.
  'signed-out', 'refused',
]);

/** A copy answers for every failure of the connection or the service, but not for those above. */
export function copyReason(error: unknown): string | null {
  if (!(error instanceof ApiFailure)) return REASONS.internal!;
  if (NO_COPY.has(error.kind)) return null;
  return REASONS[error.kind] ?? OFFLINE_REASON;
}

/** After a write the person just made, a sign-out is no reason to hide the booking: the write waits for the sign-in. */
export const SIGNED_OUT_AFTER_WRITE = COPY_REASONS.signedOutAfterWrite;

function reasonAfterWrite(error: unknown): string | null {
  return error instanceof ApiFailure && error.kind === 'signed-out' ? SIGNED_OUT_AFTER_WRITE : copyReason(error);
}

export interface CopyReads {
  /** Why a failed live read shows the copy; null: it must not. */
  reasonFor?: (error: unknown) => string | null;
  /**
   * Whether the copy's answer reads bookings (then it waits until every booking is read from disk). The lists kept
   * beside them (items, categories, the calendar) are read at open: the first screen needs them at once.
   */
  readsBookings?: boolean;
}

export async function liveOrLocal<T>(
  desk: CopyDesk, live: () => Promise<T>, keep: (workingSet: WorkingSet, value: T, at: number) => void,
  local: (workingSet: WorkingSet, reason: string) => T | null | Promise<T | null>,
  { reasonFor = copyReason, readsBookings = true }: CopyReads = {},
): Promise<T> {
  // Known to be offline, or not heard from yet: answer from the copy at once (the desk probes the service and
  // says when it answers).
  const first = copyFirstReason(desk);
  if (first !== null) {
    // A copy answers only once every booking is read from disk: a part read could answer wrongly ("never read").
    if (readsBookings) await desk.account.offline().workingSet.whole();
    const kept = await local(desk.account.offline().workingSet, first);
    if (kept !== null) return kept;
  }
  let value: T;
  try {
    value = await live();
  } catch (error) {
    const reason = reasonFor(error);
    if (reason !== null && readsBookings) await desk.account.offline().workingSet.whole();
    const answer = reason === null ? null : await local(desk.account.offline().workingSet, reason);
    if (answer === null) throw error;
    desk.log.info('read', `answered from the desk's copy: ${reason}`);
    return answer;
  }
  try {
    keep(desk.account.offline().workingSet, value, Math.floor(desk.now() / 1000));
  } catch (error) {
    // The copy is a convenience: a failure to keep it must not cost the person their answer.
    desk.log.error('read', 'keeping an answer in the working set failed', error);
  }
  return value;
}

/** A booking the desk only knows from a listing: what the list showed, without lines and notes. */
export function detailFromSummary(summary: BookingSummary, currency: string): BookingDetail {
  return {
    ...summary, currency, startTime: '', endTime: '', phone: '', lines: [], notes: [], customAnswers: {},
    checkedIn: null, checkedOut: null, stampsKnown: false,
    bookmarked: false, invoiceUrl: null, pending: [], asOf: summary.lastModified, asOfReason: null, skipped: 0,
  };
}

/** The booking with its queued writes listed, and (for a copy from the working set) already shown as done. */
export function withOutbox(desk: ReadingDesk, detail: BookingDetail): BookingDetail {
  const accountId = desk.account.config()?.id;
  const entries = accountId ? desk.account.outbox().entries(accountId).filter((entry) => entry.write.code === detail.code) : [];
  const name = (staffId: number | null) => desk.staff.staffName(staffId);
  const queued = detail.asOf !== null ? withPendingWrites(detail, entries, name) : detail;
  // The notes the venue's other desks added that this copy (or the service, for a desk that reached it first) lacks.
  // And the check-in or check-out another desk made today, where this booking shows none yet.
  const venue = desk.account.venue();
  const shown = venue ? venue.withStamps(detail.code, venue.withNotes(queued)) : queued;
  const notices = desk.account.offlineIfOpen()?.noticesFor(detail.code) ?? [];
  return {
    ...shown, pending: entries.map((entry) => pendingWrite(entry, name, desk.now(), desk.account.outbox().isUnsaved(entry.id))),
    ...(notices.length > 0 ? { notices: [...(shown.notices ?? []), ...notices] } : {}),
  };
}

/** `afterWrite`: the read that shows the person the write they just made (a sign-out then still shows the copy). */
export async function readDetail(desk: ReadingDesk, code: string, live: () => Promise<BookingDetail>, afterWrite = false):
  Promise<BookingDetail> {
  const { currency } = await desk.details.accountInfo().catch(() => ({ currency: '' }));
  // Taken as the read is asked: an answer that arrives after a write's must not undo it (working-set/booking-store.ts).
  const asked = desk.account.offline().workingSet.recordAsked();
  const detail = await liveOrLocal(desk, live, (ws, value, at) => ws.putDetail(value, at, asked), (ws, asOfReason) => {
    const kept = ws.detail(code);
    if (kept) return { ...kept.detail, asOf: kept.fetchedAt, asOfReason };
    const listed = ws.search(code, 1).find((summary) => summary.code.toUpperCase() === code.toUpperCase());
    return listed ? { ...detailFromSummary(listed, currency), asOfReason } : null;
  }, { reasonFor: afterWrite ? reasonAfterWrite : copyReason });
  return withOutbox(desk, detail);
}
