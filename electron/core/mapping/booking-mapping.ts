// Wire bookings (spec 2.7, docs/api-assumptions.md) into the contract's domain words.
import type { BookingDetail, BookingNote, BookingSummary, Invoice, Stamp } from '../../../shared/contract/model/booking.js';
import type { OrderLine } from '../../../shared/contract/model/order-line.js';
import { clockText, dayInZone, isoDay, timeInZone } from '../../../shared/domain/dates.js';
import type { Amount } from '../../../shared/domain/money.js';
import { dueFrom } from '../../../shared/domain/payment.js';
import { numberedStaff } from '../../../shared/domain/staff-names.js';
import {
  dayOf, instantOf, isDayOnly, isoOf, linesOf, type WireBooking, type WireBookingLine, type WireBookingListing,
  type WireBookingStamp, type WireInvoice, type WireMoment, type WireNote,
} from '../../../shared/wire/index.js';
import { LIVE } from '../../../shared/contract/model/answer-source.js';
import { customAnswers } from './custom-answers.js';
import { safeLink } from './safe-link.js';

/** Staff names this desk knows, for stamps the service sends without a name. */
export type StaffNames = ReadonlyMap<number, string>;

/** An amount the answer did not carry, or carried in a form the desk cannot read for certain: not known, never 0. */
const amount = (value: string | undefined): Amount | null => value ?? null;

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
    total, paid, due: dueFrom(total, paid), tax: amount(wire.tax_total),
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

/** The notes a zone named, by the wire note they came of: the service's reads hand back a note they hold unchanged. */
let named = { zone: '', notes: new WeakMap<WireNote, BookingNote>() };

/**
 * A note of booking/notes, which names its booking. A wire note named before in the same zone gives the same note: today's
 * notes are asked whole a dozen times a day, and dating and naming each again made some 270 MiB of a day's garbage.
 */
export function listedNote(wire: WireNote, zone: string): BookingNote {
  if (named.zone !== zone) named = { zone, notes: new WeakMap() };
  const known = named.notes.get(wire);
  if (known) return known;
  const note = bookingNote(wire, wire.booking_id ?? '', zone);
  named.notes.set(wire, note);
  return note;
}

function stamp(wire: WireBookingStamp | null | undefined, names: StaffNames, zone: string): Stamp | null {
  if (!wire) return null;
  const staffId = wire.account_id ?? null;
  const staffName = wire.name || (staffId !== null ? names.get(staffId) : undefined) || (staffId !== null ? numberedStaff(staffId) : 'Staff');
  return { at: momentText(wire.date, zone), staffId, staffName };
}

/** What a full record is read with: the account's currency and time zone, and the staff names this desk knows. */
export interface RecordContext {
  /** The account's currency, for a record that does not name its own. */
  currency: string;
  /** The account's zone (ping), in which instants become days and times and zone-less dates are read. */
  timeZone: string;
  names: StaffNames;
}

const HH_MM = (seconds: number) => clockText(Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60);

/** A moment becomes the account's day and time; local midnight is a day's start, not a time (docs/api-assumptions.md). */
function clockOf(moment: WireMoment | undefined, timeZone: string): { day: number | null; time: string } {
  if (!moment) return { day: null, time: '' };
  if (!('at' in moment)) return { day: moment.day === 0 ? null : moment.day, time: moment.clock ? HH_MM(moment.clock) : '' };
  const time = timeInZone(moment.at, timeZone);
  return { day: dayInZone(moment.at, timeZone), time: time === '00:00' ? '' : time };
}

function orderLine(line: WireBookingLine, timeZone: string): OrderLine {
  const start = clockOf(line.start, timeZone);
  const end = clockOf(line.end, timeZone);
  return {
    lineId: line.lineId, itemId: line.itemId, name: line.name ?? `Item ${line.itemId}`, quantity: line.qty ?? 1,
    counts: line.counts, startDay: start.day, endDay: end.day ?? start.day,
    startTime: line.startTime ?? start.time, endTime: line.endTime ?? end.time, dates: line.dateText ?? '',
    total: line.total ?? null, tax: line.tax ?? null, statusId: line.status ?? null, packageOf: line.packageOf,
  };
}

/** The booking's days: the record's own (a day, or an instant in the account's zone), else its lines' span. */
function spanOf(wire: WireBooking, lines: readonly OrderLine[], timeZone: string): Pick<BookingSummary, 'startDay' | 'endDay'> {
  const starts = lines.flatMap((line) => (line.startDay === null ? [] : [line.startDay]));
  const ends = lines.flatMap((line) => (line.endDay === null ? [] : [line.endDay]));
  return {
    startDay: clockOf(wire.start_date, timeZone).day ?? (starts.length > 0 ? Math.min(...starts) : null),
    endDay: clockOf(wire.end_date, timeZone).day ?? (ends.length > 0 ? Math.max(...ends) : null),
  };
}

/**
 * The record in the listing's words: the docs' booking writes its status as status, its contact under customer and
 * its money under order (ref/webhook/booking.rst); the days are read apart (spanOf).
 */
function asListing(wire: WireBooking): WireBookingListing {
  return {
    ...wire, start_date: undefined, end_date: undefined,
    status_id: wire.status_id ?? wire.status, customer_name: wire.customer_name ?? wire.customer?.name,
    customer_email: wire.customer_email ?? wire.customer?.email,
    total: wire.total ?? wire.order?.total, tax_total: wire.tax_total ?? wire.order?.tax_total,
    paid_total: wire.paid_total ?? wire.order?.paid_total,
  };
}

/** The first line to start: its time is the booking's when the record gives none (a tour at 09:00). */
function firstLine(lines: readonly OrderLine[]): OrderLine | undefined {
  const dated = lines.filter((line) => line.startDay !== null && line.packageOf === null);
  return [...dated].sort((a, b) => a.startDay! - b.startDay! || a.startTime.localeCompare(b.startTime))[0];
}

/** `skipped`: lines and notes of the answer that could not be read. */
export function bookingDetail(wire: WireBooking, context: RecordContext, skipped = 0): BookingDetail {
  const { currency, names, timeZone } = context;
  const summary = bookingSummary(asListing(wire), undefined, timeZone);
  const lines = linesOf(wire).map((line) => orderLine(line, timeZone));
  const first = firstLine(lines);
  const phone = wire.customer_phone ?? wire.customer?.phone;
  return {
    ...summary,
    ...spanOf(wire, lines, timeZone),
    due: wire.due_total ?? summary.due,
    currency: wire.currency ?? currency,
    startTime: wire.start_time ?? first?.startTime ?? '',
    endTime: wire.end_time ?? first?.endTime ?? '',
    phone: phone && phone !== '0' ? phone : '',
    lines,
    notes: uniqueNotes((wire.notes ?? []).map((note) => bookingNote(note, wire.code, timeZone))),
    customAnswers: customAnswers(wire.fields),
    checkedIn: stamp(wire.checked_in, names, timeZone),
    checkedOut: stamp(wire.checked_out, names, timeZone),
    stampsKnown: true,
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
    code: wire.code ?? code, html: wire.html ?? '', total, paid, due: wire.due_total ?? dueFrom(total, paid),
    currency: wire.currency ?? currency,
  };
}
