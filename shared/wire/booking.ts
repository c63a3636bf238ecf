// A booking: the listing record of booking/index (spec 2.7) and the full record of GET booking/{booking_id}, whose
// shape 2.7 leaves "not shown" (docs/api-assumptions.md, "Bookings"). Every write answers with the full record.
import { z } from 'zod';
import { lineMembers } from './booking-line.js';
import { envelopeOf } from './envelope.js';
import { formAnswerSchema } from './form.js';
import { wireMoment } from './moment.js';
import { noteSchema } from './note.js';
import {
  decimalString,
  keyedCollection,
  phpObject,
  wireBool,
  wireInt,
  wireKey,
  wireString,
  wireText,
} from './primitives.js';

export const bookingListingShape = {
  /** The collection is keyed by it too, so a record that lacks it is still read (the key stands in). */
  booking_id: wireInt.optional(),
  /** The unique booking reference, e.g. PVCA-050314: the one member a booking cannot do without. */
  code: wireKey,
  /** PEND, HOLD, PART, PAID, WAIT, STOP, VOID by default; accounts configure more (3), so any text. */
  status_id: wireString.optional(),
  status_name: wireText.optional(),
  /** Unix seconds in the sample; read in every documented date form (moment.ts). */
  created_date: wireMoment.optional(),
  total: decimalString.optional(),
  tax_total: decimalString.optional(),
  paid_total: decimalString.optional(),
  /** Missing from records of the live service (samples/README.md). */
  customer_id: wireInt.optional(),
  customer_name: wireText.optional(),
  customer_email: wireString.optional(),
  /** Plain text ("brief contents"), HTML-escaped by a PHP service. */
  summary: wireText.optional(),
  date_desc: wireText.optional(),
  /** Empty in the spec's sample, missing on the live service. */
  tid: wireString.optional(),
  /** Customer token, for links to the customer's part of the reservation system. */
  token: wireString.optional(),
  /**
   * Extensions the sandbox sends (docs/api-assumptions.md); absent from the live sample, so optional. A day as
   * yyyymmdd here, though the webhooks write a booking's start_date as Unix seconds: every form reads.
   */
  start_date: wireMoment.optional(),
  end_date: wireMoment.optional(),
  last_modified: wireMoment.optional(),
};

export const bookingListingSchema = z.looseObject(bookingListingShape);

/** GET booking/index: keyed by booking_id, paged through request.page/pages. */
export const bookingIndexResponseSchema = envelopeOf('booking/index', keyedCollection(bookingListingSchema));

/** The same answer with its records left to be read one by one (a page holds up to 1,000: the desk reads them in slices). */
export const bookingIndexEnvelopeSchema = envelopeOf('booking/index', keyedCollection(z.unknown()));

/** A check-in or check-out: when and by which staff account. */
export const bookingStampSchema = z.looseObject({
  /** ISO 8601 in the sandbox; any documented form reads. Unreadable, the stamp still says it was made. */
  date: wireMoment.optional(),
  account_id: wireInt.optional(),
  name: wireText.optional(),
});

/** The docs' booking.customer (ref/webhook/booking.rst): the contact, where the record does not flatten it. */
const bookingCustomerSchema = phpObject({
  name: wireText.optional(),
  email: wireString.optional(),
  phone: wireString.optional(),
});

/**
 * The full record. Its lines come as items (public clients' reading), lines (this desk's earlier sandbox) or
 * order.items.item (the docs' order form): linesOf (booking-line.ts) reads them all into one shape. Its start and
 * end are days (yyyymmdd, as the sandbox writes them) or instants (Unix seconds, as the docs' booking does).
 */
export const bookingSchema = bookingListingSchema.extend({
  /** The docs' booking names its status status, not status_id. */
  status: wireString.optional(),
  customer: bookingCustomerSchema.optional(),
  /** HH:MM, or empty for bookings by the day. */
  start_time: wireString.optional(),
  end_time: wireString.optional(),
  due_total: decimalString.optional(),
  currency: wireString.optional(),
  partner_id: wireInt.optional(),
  customer_phone: wireString.optional(),
  /**
   * The booking form's answers by field name, the customer's own fields and the account's (Checkfront's booking:
   * "booking.fields: Contains each of the form fields associated with a booking", ref/webhook/booking.rst).
   */
  fields: keyedCollection(formAnswerSchema).optional(),
  ...lineMembers,
  notes: z.array(noteSchema).optional(),
  /** null until the booking is checked in (or out). */
  checked_in: bookingStampSchema.nullable().optional(),
  checked_out: bookingStampSchema.nullable().optional(),
  /** Bookmarked by the acting staff member. */
  bookmark: wireBool.optional(),
  invoice_url: wireString.optional(),
});

/** GET booking/{booking_id}, and the answer of checkin, checkout, update and bookmark. */
export const bookingResponseSchema = envelopeOf('booking', bookingSchema);

/** POST booking/{booking_id}/note: the full record plus the new note. */
export const noteAddedResponseSchema = bookingResponseSchema.extend({ note: noteSchema });

export type WireBookingListing = z.output<typeof bookingListingSchema>;
export type WireBookingIndexResponse = z.output<typeof bookingIndexResponseSchema>;
export type WireBookingStamp = z.output<typeof bookingStampSchema>;
export type WireBooking = z.output<typeof bookingSchema>;
export type WireBookingResponse = z.output<typeof bookingResponseSchema>;
export type WireNoteAddedResponse = z.output<typeof noteAddedResponseSchema>;
