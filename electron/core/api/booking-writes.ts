// Changing a booking (spec 3, 4.4): check-in, check-out, status update, bookmark, note. Each is logged under the
// acting staff member (X-On-Behalf) and answers the full record (docs/api-assumptions.md, "Bookings").
import {
  bookingResponseSchema, noteAddedResponseSchema, type WireBookingResponse, type WireNoteAddedResponse,
} from '../../../shared/wire/index.js';
import { bookingPath, type BookingRef } from './bookings.js';
import type { CallOptions, Caller } from './caller.js';

export interface StatusChange {
  /** A status configured in the account (3), e.g. PAID. */
  statusId: string;
  /** Trigger the service's notifications (default false). */
  notify?: boolean;
  /** With PAID on an unpaid booking: settle the remaining cost at the point of sale. Takes no other input (4.4). */
  setPaid?: boolean;
}

export interface NoteOptions extends CallOptions {
  /** Hidden from the invoice (2.8); the service's default is private. */
  private?: boolean;
}

/** Refused with 409 booking_void / booking_cancelled for VOID and CANCELLED bookings (3, 7). */
export const checkIn = (call: Caller, ref: BookingRef, options?: CallOptions): Promise<WireBookingResponse> =>
  call.write(bookingResponseSchema, bookingPath(ref, 'checkin'), undefined, options);

export const checkOut = (call: Caller, ref: BookingRef, options?: CallOptions): Promise<WireBookingResponse> =>
  call.write(bookingResponseSchema, bookingPath(ref, 'checkout'), undefined, options);

export function updateStatus(call: Caller, ref: BookingRef, change: StatusChange, options?: CallOptions):
  Promise<WireBookingResponse> {
  return call.write(bookingResponseSchema, bookingPath(ref, 'update'), {
    status_id: change.statusId,
    // set_paid "cannot be combined with other input" (4.4): with it, notify is not sent at all.
    notify: change.setPaid ? undefined : change.notify,
    set_paid: change.setPaid ? true : undefined,
  }, options);
}

/** mark true adds the acting staff member's bookmark, false removes it. */
export const bookmark = (call: Caller, ref: BookingRef, mark: boolean, options?: CallOptions):
  Promise<WireBookingResponse> => call.write(bookingResponseSchema, bookingPath(ref, 'bookmark'), { mark }, options);

/** body holds up to 3000 characters (8); a longer one is refused as invalid input naming "body". */
export function addNote(call: Caller, ref: BookingRef, body: string, options: NoteOptions = {}):
  Promise<WireNoteAddedResponse> {
  const { private: isPrivate, ...callOptions } = options;
  return call.write(noteAddedResponseSchema, bookingPath(ref, 'note'), { body, private: isPrivate }, callOptions);
}
