// Every write on this screen answers with the whole booking; these are the reads it may have changed, on this
// screen and on the others (lists, notes, invoice), so they are refetched after it.
import type { CallName } from '../../../shared/contract/calls.js';

export const AFTER_BOOKING_WRITE: CallName[] = ['bookings.get', 'bookings.invoice', 'bookings.list', 'bookings.held', 'notes.list', 'day.contents'];

