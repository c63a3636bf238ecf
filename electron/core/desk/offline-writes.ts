// Every booking write goes through the outbox: kept on disk first, then sent at once when the service answers,
// or later when it is back. Nothing is lost, nothing is sent twice (the replay checks before resending). What the
// person then reads always says where their write stands, even when the booking cannot be shown. A check-in or
// check-out a person presses waits its undo window there too (UNDO_SECONDS), durably.
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { STAMPED_ELSEWHERE, UNDO_SECONDS, type StampKind } from '../../../shared/domain/stamps.js';
import { ApiFailure } from '../api/api-errors.js';
import type { AddOptions, OutboxEntry, OutboxWrite } from '../offline/outbox/index.js';
import { copyReason, readDetail, SIGNED_OUT_AFTER_WRITE, type ReadingDesk } from './offline-reads.js';

const WHAT: Record<OutboxWrite['kind'], string> = {
  checkIn: 'The check-in', checkOut: 'The check-out', note: 'The note', bookmark: 'The bookmark', status: 'The status change',
};

/**
 * Queued (or found waiting already), and sent if the service answers; a refusal the person reads now. The entry as
 * it stands after, null once the service has the write.
 */
async function queueOne(desk: ReadingDesk, write: OutboxWrite, options: AddOptions = {}): Promise<OutboxEntry | null> {
  const { entry } = await desk.account.offline().queue(write, desk.staff.actingStaffId(), options);
  if (entry?.state !== 'conflict') return entry;
  // Refused while the person is looking: they read the reason now, so nothing is left behind to resolve later.
  await desk.account.outbox().discard(entry.id);
  const error = entry.lastError;
  throw new ApiFailure(error?.kind === 'invalid-input' ? 'invalid-input' : 'refused',
    error?.message ?? 'The booking service refused this change.',
    { ...(error?.code ? { code: error.code } : {}), ...(error?.fields ? { fields: error.fields } : {}) });
}

export async function queueWrite(desk: ReadingDesk, write: OutboxWrite, readLive: () => Promise<BookingDetail>): Promise<BookingDetail> {
  const entry = await queueOne(desk, write);
  if (write.kind === 'note') desk.account.venue()?.noted(write, desk.staff.actingStaffId());
  try {
    return withWaitNotice(desk, await readDetail(desk, write.code, readLive, true));
  } catch (error) {
    throw whereTheWriteStands(desk, write, entry, error);
  }
}

/**
 * Within a Retry-After, the booking says its queued write goes by itself after the pause. No time of day: the pause
 * is counted on this computer's clock, and the screens say the account's times.
 */
function withWaitNotice(desk: ReadingDesk, detail: BookingDetail): BookingDetail {
  const until = desk.account.offline().waitUntil;
  if (until === 0 || detail.pending.length === 0) return detail;
  return { ...detail, notices: [...(detail.notices ?? []), { id: 'queuedInPause' }] };
}

/**
 * The booking could not be shown after the write (no copy, nothing readable): the person still reads what became
 * of their write, never only "unreadable" or "signed out" for a write that is kept or landed.
 */
function whereTheWriteStands(desk: ReadingDesk, write: OutboxWrite, entry: OutboxEntry | null, error: unknown): ApiFailure {
  if (!(error instanceof ApiFailure)) return new ApiFailure('internal', 'Something went wrong inside Frontdesk. Try again; if it persists, restart it.');
  const why = error.kind === 'signed-out' ? SIGNED_OUT_AFTER_WRITE : copyReason(error) ?? error.message;
  const status = entry === null
    ? `${WHAT[write.kind]} reached the booking service and it has it`
    : `${WHAT[write.kind]} is kept on this desk and goes out by itself${entry.maybeApplied ? ' (first checking whether it already landed)' : ''}`;
  return new ApiFailure(error.kind, `${status}; the booking cannot be shown just now: ${why}.`, error.details);
}

/** The stamp the desk showed on the booking when the person pressed: theirs to stamp over, not someone else's news. */
async function seenStamp(desk: ReadingDesk, kind: StampKind, code: string): Promise<Pick<AddOptions, 'seenStamp'>> {
  await desk.account.offline().workingSet.whole();
  const held = desk.account.offline().workingSet.detail(code)?.detail;
  if (!held) return {};
  return { seenStamp: (kind === 'checkIn' ? held.checkedIn : held.checkedOut)?.at ?? '' };
}

export interface StampChoices {
  /** Waits UNDO_SECONDS before it is sent, and may be taken back meanwhile. */
  undoable: boolean;
  /** Settles the balance due first (status PAID with set_paid, spec 4.4), in the same window. */
  settle: boolean;
  /** Told that another desk of the venue stamped it today, the person goes on: queued as any other stamp. */
  despiteVenueStamp?: boolean;
}

export async function queueStamp(desk: ReadingDesk, kind: StampKind, code: string, choices: StampChoices,
  readLive: () => Promise<BookingDetail>): Promise<BookingDetail> {
  const options: AddOptions = choices.undoable ? { notBefore: desk.now() + UNDO_SECONDS * 1000 } : {};
  const elsewhere = choices.despiteVenueStamp ? null : desk.account.venue()?.stampedElsewhere(code, kind);
  if (elsewhere) throw new ApiFailure('refused', elsewhere, { code: STAMPED_ELSEWHERE });
  if (choices.settle) await queueOne(desk, { kind: 'status', code, statusId: 'PAID', notify: false, setPaid: true }, options);
  const write: OutboxWrite = { kind, code };
  // The other desks of the venue learn it before the service is tried, which may take a while when it is away.
  desk.account.venue()?.stamped(code, kind, desk.staff.actingStaffId());
  const despite = choices.despiteVenueStamp ? { despiteVenueStamp: true as const } : {};
  const entry = await queueOne(desk, write, { ...options, ...despite, ...(await seenStamp(desk, kind, code)) }).catch((error: unknown) => {
    if (error instanceof ApiFailure && (error.kind === 'refused' || error.kind === 'invalid-input')) desk.account.venue()?.unstamped(code, kind);
    throw error;
  });
  try {
    return withWaitNotice(desk, await readDetail(desk, code, readLive, true));
  } catch (error) {
    throw whereTheWriteStands(desk, write, entry, error);
  }
}

/** Undo: the booking's stamp and its settling leave the outbox, if their window is still open. */
export async function undoStamp(desk: ReadingDesk, code: string, readLive: () => Promise<BookingDetail>): Promise<BookingDetail> {
  const accountId = desk.account.offline().accountId;
  const outbox = desk.account.outbox();
  const kinds = outbox.pendingFor(accountId, code).filter((entry) => outbox.isWaiting(entry)).map((entry) => entry.write.kind);
  const taken = await outbox.takeBack(accountId, code);
  for (const kind of kinds) if (kind === 'checkIn' || kind === 'checkOut') desk.account.venue()?.unstamped(code, kind);
  if (taken === 0) {
    throw new ApiFailure('refused', 'It is too late to take this back: the booking service already has it, or it is on its '
      + 'way. Check the booking, and change it there if need be.', { code: 'undo_too_late' });
  }
  return readDetail(desk, code, readLive);
}
