// Wire bookings (spec 2.7, docs/api-assumptions.md) into the contract's domain words.
import type { BookingDetail, BookingNote, BookingSummary, Invoice, Stamp } from '../../../../shared/contract/model/booking.js';
import { centsToDecimal, decimalToCents } from '../../../../shared/domain/money.js';
import { isoDay } from '../../../../shared/domain/dates.js';
import {
  dayOf, instantOf, isDayOnly, isoOf, type WireBooking, type WireBookingListing, type WireBookingStamp, type WireInvoice,
  type WireMoment, type WireNote,
} from '../../../../shared/wire/index.js';
import { LIVE } from '../../../../shared/contract/model/answer-source.js';
import { safeLink } from './safe-link.js';

/** Staff names this desk knows, for stamps the service sends without a name. */
export type StaffNames = ReadonlyMap<number, string>;

/** An amount the answer did not carry, or carried in a form the desk cannot read for certain: not known, never 0. */
const amount = (value: string | undefined): string | null => value ?? null;

function due(total: string | null, paid: string | null): string | null {
  if (total === null || paid === null) return null;
  const cents = decimalToCents(total) - decimalToCents(paid);
  return Number.isNaN(cents) ? null : centsToDecimal(Math.max(0, cents));
}

const instant = (moment: WireMoment | undefined, zone: string): number | null =>
  moment === undefined ? null : instantOf(moment, zone);

/** A wire day of 0 (2.9: "0 when no end") is no day. */
function day(moment: WireMoment | undefined, zone: string): number | null {
  if (moment === undefined || ('day' in moment && moment.day === 0)) return null;
  return dayOf(moment, zone);
}

/**
 * When a note was written or a guest stamped, for the screens: ISO 8601 with the account's offset; the day alone
 * ("2026-11-24") when the service gave only the day; '' when it gave nothing the desk can read.
 */
export function momentText(moment: WireMoment | undefined, zone: string): string {
  if (moment === undefined) return '';
  return isDayOnly(moment) ? isoDay(dayOf(moment, zone)) : isoOf(moment, zone);
}

/** The listing's key is the booking_id (2.7), so it stands in when a record lacks the member. */
function bookingId(wire: WireBookingListing, key: string | undefined): number {
  if (wire.booking_id !== undefined) return wire.booking_id;
  const fromKey = Number(key);
  return Number.isSafeInteger(fromKey) ? fromKey : 0;
}

/** `zone`: the account's time zone, in which dates written without one (yyyymmdd, MySQL text) are read. */
export function bookingSummary(wire: WireBookingListing, key: string | undefined, zone: string): BookingSummary {
  const total = amount(wire.total);
  const paid = amount(wire.paid_total);
  const statusId = wire.status_id ?? '';
  return {
    id: bookingId(wire, key),
    code: wire.code,
    status: { id: statusId, name: wire.status_name || statusId || 'Status unknown' },
    createdAt: instant(wire.created_date, zone),
    total, paid, due: due(total, paid), tax: amount(wire.tax_total),
    customer: { id: wire.customer_id ?? null, name: wire.customer_name ?? '', email: wire.customer_email ?? '' },
    summary: wire.summary ?? '',
    dates: wire.date_desc ?? '',
    startDay: day(wire.start_date, zone),
    endDay: day(wire.end_date, zone),
    lastModified: instant(wire.last_modified, zone),
  };
}

export function bookingNote(wire: WireNote, bookingCode: string, zone: string): BookingNote {
  return {
    id: wire.note_id,
    bookingCode: wire.booking_id ?? bookingCode,
    staffId: wire.account_id ?? 0,
    at: momentText(wire.date, zone),
    body: wire.body ?? '',
    private: wire.private ?? true,
  };
}

function stamp(wire: WireBookingStamp | null | undefined, names: StaffNames, zone: string): Stamp | null {
  if (!wire) return null;
  const staffId = wire.account_id ?? null;
  const staffName = wire.name || (staffId !== null ? names.get(staffId) : undefined) || (staffId !== null ? `Staff #${staffId}` : 'Staff');
  return { at: momentText(wire.date, zone), staffId, staffName };
}

export interface DetailContext {
  /** The account's currency, for a record that does not name its own. */
  currency: string;
  names: StaffNames;
  /** The account's time zone (bookingSummary). */
  zone: string;
}

/** `skipped`: lines and notes of the answer that could not be read. */
export function bookingDetail(wire: WireBooking, { currency, names, zone }: DetailContext, skipped = 0): BookingDetail {
  const summary = bookingSummary(wire, undefined, zone);
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
    notes: uniqueNotes((wire.notes ?? []).map((note) => bookingNote(note, wire.code, zone))),
    checkedIn: stamp(wire.checked_in, names, zone),
    checkedOut: stamp(wire.checked_out, names, zone),
    bookmarked: wire.bookmark ?? false,
    invoiceUrl: safeLink(wire.invoice_url),
    // A live record: the desk adds the booking's queued writes, and asOf when it answers from its own copy.
    pending: [],
    ...LIVE,
    skipped,
  };
}

/** A note the service lists twice (paging that overlaps, say) is one note: notes are never edited. */
export function uniqueNotes<T extends { id: number }>(notes: readonly T[]): T[] {
  const seen = new Set<number>();
  return notes.filter((note) => !seen.has(note.id) && seen.add(note.id));
}

export function invoice(wire: WireInvoice, code: string, currency: string): Invoice {
  const total = amount(wire.total);
  const paid = amount(wire.paid_total);
  return {
    code: wire.code ?? code, html: wire.html ?? '', total, paid, due: wire.due_total ?? due(total, paid),
    currency: wire.currency ?? currency,
  };
}
