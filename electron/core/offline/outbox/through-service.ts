// The Replayer's send and readBooking, done through the BookingService, acting as the staff member who queued the
// write: a check-in or note made for Priya must reach the service as Priya's, whoever acts on the desk now.
import type { WireBooking } from '../../../../shared/wire/index.js';
import type { BookingService } from '../../api/booking-service.js';
import type { CallOptions } from '../../api/caller.js';
import type { OutboxEntry } from './outbox-entry.js';

/**
 * X-On-Behalf for the entry's staff member. null means the signed-in staff member, which must be said as "" (no
 * header sent): leaving it undefined would let the service fall back to whoever the desk acts for right now.
 */
const actingAs = (staffId: number | null, signal: AbortSignal): CallOptions =>
  ({ signal, onBehalf: staffId === null ? '' : String(staffId) });

/** Sends the write; answers the booking as the service wrote it after the write (every write answers the record). */
export function sendThrough(service: BookingService) {
  return async (entry: OutboxEntry, signal: AbortSignal): Promise<WireBooking> => {
    const { write } = entry;
    const options = actingAs(entry.staffId, signal);
    switch (write.kind) {
      case 'checkIn': return (await service.checkIn(write.code, options)).booking;
      case 'checkOut': return (await service.checkOut(write.code, options)).booking;
      case 'note': return (await service.addNote(write.code, write.body, { ...options, private: write.private })).booking;
      case 'bookmark': return (await service.bookmark(write.code, write.bookmarked, options)).booking;
      case 'status':
        return (await service.updateStatus(write.code,
          { statusId: write.statusId, notify: write.notify, setPaid: write.setPaid }, options)).booking;
    }
  };
}

export function readThrough(service: BookingService) {
  return async (code: string, staffId: number | null, signal: AbortSignal): Promise<WireBooking> =>
    (await service.booking(code, actingAs(staffId, signal))).booking;
}
