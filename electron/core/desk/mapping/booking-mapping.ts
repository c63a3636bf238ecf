// Wire bookings (spec 2.7, docs/api-assumptions.md) into the contract's domain words.
import type { BookingDetail, BookingNote, BookingSummary, Invoice, Stamp } from '../../../../shared/contract/model/booking.js';
import { centsToDecimal, decimalToCents } from '../../../../shared/domain/money.js';
import { dayOrNone, type WireBooking, type WireBookingListing, type WireBookingStamp, type WireInvoice, type WireNote } from '../../../../shared/wire/index.js';
import { LIVE } from '../../../../shared/contract/model/answer-source.js';
import { safeLink } from './safe-link.js';

/** Staff names this desk knows, for stamps the service sends without a name. */
export type StaffNames = ReadonlyMap<number, string>;

const amount = (value: string | undefined) => value ?? '0.00';

function due(total: string, paid: string): string {
  const cents = decimalToCents(total) - decimalToCents(paid);
  return Number.isNaN(cents) ? '0.00' : centsToDecimal(Math.max(0, cents));
}

function optionalNumber(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The listing's key is the booking_id (2.7), so it stands in when a record lacks the member. */
function bookingId(wire: WireBookingListing, key: string | undefined): number {
  if (wire.booking_id !== undefined) return wire.booking_id;
  const fromKey = Number(key);
  return Number.isSafeInteger(fromKey) ? fromKey : 0;
}

export function bookingSummary(wire: WireBookingListing, key?: string): BookingSummary {
  const total = amount(wire.total);
  const paid = amount(wire.paid_total);
  const statusId = wire.status_id ?? '';
  return {
    id: bookingId(wire, key),
    code: wire.code,
    status: { id: statusId, name: wire.status_name || statusId || 'Status unknown' },
    createdAt: optionalNumber(wire.created_date),
    total, paid, due: due(total, paid), tax: amount(wire.tax_total),
    customer: { id: wire.customer_id ?? null, name: wire.customer_name ?? '', email: wire.customer_email ?? '' },
    summary: wire.summary ?? '',
    dates: wire.date_desc ?? '',
    startDay: dayOrNone(wire.start_date),
    endDay: dayOrNone(wire.end_date),
    lastModified: optionalNumber(wire.last_modified),
  };
}

export function bookingNote(wire: WireNote, bookingCode: string): BookingNote {
  return {
    id: wire.note_id,
    bookingCode: wire.booking_id ?? bookingCode,
    staffId: wire.account_id ?? 0,
    at: wire.date ?? '',
    body: wire.body ?? '',
    private: wire.private ?? true,
  };
}

function stamp(wire: WireBookingStamp | null | undefined, names: StaffNames): Stamp | null {
  if (!wire) return null;
  const staffId = wire.account_id ?? null;
  const staffName = wire.name || (staffId !== null ? names.get(staffId) : undefined) || (staffId !== null ? `Staff #${staffId}` : 'Staff');
  return { at: wire.date, staffId, staffName };
}

/** `skipped`: lines and notes of the answer that could not be read. */
export function bookingDetail(wire: WireBooking, currency: string, names: StaffNames, skipped = 0): BookingDetail {
  const summary = bookingSummary(wire);
  return {
    ...summary,
    due: wire.due_total ?? summary.due,
    currency: wire.currency ?? currency,
    startTime: wire.start_time ?? '',
    endTime: wire.end_time ?? '',
    phone: wire.customer_phone && wire.customer_phone !== '0' ? wire.customer_phone : '',
    lines: (wire.lines ?? []).map((line) => ({
      itemId: line.item_id, name: line.name ?? `Item ${line.item_id}`, quantity: line.qty ?? 1,
      counts: Object.fromEntries(Object.entries(line.params ?? {})), total: line.total ?? null,
    })),
    notes: (wire.notes ?? []).map((note) => bookingNote(note, wire.code)),
    checkedIn: stamp(wire.checked_in, names),
    checkedOut: stamp(wire.checked_out, names),
    bookmarked: wire.bookmark ?? false,
    invoiceUrl: safeLink(wire.invoice_url),
    // A live record: the desk adds the booking's queued writes, and asOf when it answers from its own copy.
    pending: [],
    ...LIVE,
    skipped,
  };
}

export function invoice(wire: WireInvoice, code: string, currency: string): Invoice {
  const total = amount(wire.total);
  const paid = amount(wire.paid_total);
  return {
    code: wire.code ?? code, html: wire.html ?? '', total, paid, due: wire.due_total ?? due(total, paid),
    currency: wire.currency ?? currency,
  };
}
