// Every booking write goes through the outbox: kept on disk first, then sent at once when the service answers,
// or later when it is back. Nothing is lost, nothing is sent twice (the replay checks before resending).
// A check-in or check-out a person presses waits its undo window there too (UNDO_SECONDS), durably.
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { UNDO_SECONDS, type StampKind } from '../../../shared/domain/stamps.js';
import { ApiFailure } from '../api/api-errors.js';
import type { AddOptions, OutboxWrite } from '../offline/outbox/index.js';
import type { Desk } from './desk.js';
import { readDetail } from './offline-reads.js';

/** Queued (or found waiting already), and sent if the service answers; a refusal the person reads now. */
async function queueOne(desk: Desk, write: OutboxWrite, options: AddOptions = {}): Promise<void> {
  const entry = await desk.offline().queue(write, desk.actingStaffId(), options);
  if (entry?.state !== 'conflict') return;
  // Refused while the person is looking: they read the reason now, so nothing is left behind to resolve later.
  await desk.outbox().discard(entry.id);
  const error = entry.lastError;
  throw new ApiFailure(error?.kind === 'invalid-input' ? 'invalid-input' : 'refused',
    error?.message ?? 'The booking service refused this change.',
    { ...(error?.code ? { code: error.code } : {}), ...(error?.fields ? { fields: error.fields } : {}) });
}

export async function queueWrite(desk: Desk, write: OutboxWrite, readLive: () => Promise<BookingDetail>): Promise<BookingDetail> {
  await queueOne(desk, write);
  return readDetail(desk, write.code, readLive);
}

export interface StampChoices {
  /** Waits UNDO_SECONDS before it is sent, and may be taken back meanwhile. */
  undoable: boolean;
  /** Settles the balance due first (status PAID with set_paid, spec 4.4), in the same window. */
  settle: boolean;
}

export async function queueStamp(desk: Desk, kind: StampKind, code: string, choices: StampChoices,
  readLive: () => Promise<BookingDetail>): Promise<BookingDetail> {
  const options: AddOptions = choices.undoable ? { notBefore: desk.now() + UNDO_SECONDS * 1000 } : {};
  if (choices.settle) await queueOne(desk, { kind: 'status', code, statusId: 'PAID', notify: false, setPaid: true }, options);
  await queueOne(desk, { kind, code }, options);
  return readDetail(desk, code, readLive);
}

/** Undo: the booking's stamp and its settling leave the outbox, if their window is still open. */
export async function undoStamp(desk: Desk, code: string, readLive: () => Promise<BookingDetail>): Promise<BookingDetail> {
  const taken = await desk.outbox().takeBack(desk.offline().accountId, code);
  if (taken === 0) {
    throw new ApiFailure('refused', 'It is too late to take this back: the booking service already has it, or it is on its '
      + 'way. Check the booking, and change it there if need be.', { code: 'undo_too_late' });
  }
  return readDetail(desk, code, readLive);
}
