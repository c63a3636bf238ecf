// Every booking write goes through the outbox: kept on disk first, then sent at once when the service answers,
// or later when it is back. Nothing is lost, nothing is sent twice (the replay checks before resending).
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { ApiFailure } from '../api/api-errors.js';
import type { OutboxWrite } from '../offline/outbox/index.js';
import type { Desk } from './desk.js';
import { readDetail } from './offline-reads.js';

export async function queueWrite(desk: Desk, write: OutboxWrite, readLive: () => Promise<BookingDetail>): Promise<BookingDetail> {
  const entry = await desk.offline().queue(write, desk.actingStaffId());
  if (entry?.state === 'conflict') {
    // Refused while the person is looking: they read the reason now, so nothing is left behind to resolve later.
    await desk.outbox().discard(entry.id);
    const error = entry.lastError;
    throw new ApiFailure(error?.kind === 'invalid-input' ? 'invalid-input' : 'refused',
      error?.message ?? 'The booking service refused this change.',
      { ...(error?.code ? { code: error.code } : {}), ...(error?.fields ? { fields: error.fields } : {}) });
  }
  return readDetail(desk, write.code, readLive);
}
