// Reading bookings (spec 4.4): the listing, one record, its invoice, notes across bookings, and the booking form.
import {
  bookingFormResponseSchema, bookingIndexEnvelopeSchema, bookingListingSchema, bookingResponseSchema, invoiceResponseSchema,
  noteSchema, notesEnvelopeSchema, type WireBookingFormResponse, type WireBookingIndexResponse, type WireBookingResponse,
  type WireInvoiceResponse, type WireNote, type WireNotesResponse,
} from '../../../shared/wire/index.js';
import { bookingFilterParams, pointText, type BookingFilters, type DatePoint } from './booking-filters.js';
import { segment, type CallOptions, type Caller } from './caller.js';
import { HeldRecords } from './held-records.js';

/** booking/{booking_id} takes the numeric id or the booking code (docs/api-assumptions.md, "Bookings"). */
export type BookingRef = string | number;

export const bookingPath = (booking: BookingRef, action?: string): string =>
  `booking/${segment(booking)}${action ? `/${action}` : ''}`;

export interface NotesQuery {
  /** A day, an instant, or a month as "YYYY-MM"; without it, the past thirty days (8). */
  date?: DatePoint;
}

/** booking/index, its records read a slice at a time (a page of 1,000 read whole held the desk for up to 150 ms). */
export const bookingIndex = (call: Caller, filters: BookingFilters = {}, options?: CallOptions):
  Promise<WireBookingIndexResponse> => call.readList(bookingIndexEnvelopeSchema, 'booking/index', bookingListingSchema,
  'booking/index', bookingFilterParams(filters), options);

export const booking = (call: Caller, ref: BookingRef, options?: CallOptions): Promise<WireBookingResponse> =>
  call.read(bookingResponseSchema, bookingPath(ref), undefined, options);

export const invoice = (call: Caller, ref: BookingRef, options?: CallOptions): Promise<WireInvoiceResponse> =>
  call.read(invoiceResponseSchema, bookingPath(ref, 'invoice'), undefined, options);

/** Notes as read, by id: booking/notes has no "since" and no paging, so today's are asked whole again and again. */
export const heldNotes = (): HeldRecords<WireNote> =>
  new HeldRecords(['note_id', ...Object.keys(noteSchema.shape).filter((member) => member !== 'note_id')]);

/** 4.4 lists booking/notes as a POST, but it only reads, so it is retried like a GET. */
export const notes = (call: Caller, query: NotesQuery = {}, options?: CallOptions, held?: HeldRecords<WireNote>):
  Promise<WireNotesResponse> => call.readListByPost(notesEnvelopeSchema, 'notes', noteSchema, 'booking/notes', {
    date: query.date === undefined ? undefined : pointText(query.date),
  }, options, held);

export const bookingForm = (call: Caller, options?: CallOptions): Promise<WireBookingFormResponse> =>
  call.read(bookingFormResponseSchema, 'booking/form', undefined, options);
