// Bookings as a CSV file (RFC 4180), safe to open in a spreadsheet. Pure: no DOM, tested on its own.
import type { BookingLines } from '../../../shared/contract/model/booking-lines.js';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { isoDay, isoInZone } from '../../../shared/domain/dates.js';

export type CsvValue = string | number | null | undefined;

/** A plain decimal number is read as a number, never as a formula, so amounts like -12.50 stay usable. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** Cells a spreadsheet would run as a formula (OWASP "CSV injection"): = + - @, and tab or CR in front of them. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records end with CRLF (RFC 4180 section 2). */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const HEADER = ['Code', 'Status', 'Status name', 'Guest', 'E-mail', 'What', 'Dates', 'Start', 'End', 'Total', 'Paid',
  'Due', 'Currency', 'Created', 'Guests', 'Items'];

export interface CsvContext {
  currency: string;
  timeZone: string;
  /** Guests and per-item amounts by booking code, as far as the desk knows them. */
  lines?: ReadonlyMap<string, BookingLines>;
}

/** "Harbour View Double × 1: 120.50; Kayak × 2: 40.00"; a line without its own amount is named alone. */
function itemsCell(known: BookingLines | undefined): string | null {
  if (!known || known.lines.length === 0) return null;
  return known.lines.map((line) => `${line.name} × ${line.quantity}${line.amount === null ? '' : `: ${line.amount}`}`).join('; ');
}

function bookingRow(booking: BookingSummary, { currency, timeZone, lines }: CsvContext): CsvValue[] {
  const known = lines?.get(booking.code);
  return [
    booking.code, booking.status.id, booking.status.name, booking.customer.name, booking.customer.email,
    booking.summary, booking.dates,
    booking.startDay === null ? null : isoDay(booking.startDay),
    booking.endDay === null ? null : isoDay(booking.endDay),
    booking.total, booking.paid, booking.due, currency,
    booking.createdAt === null ? null : isoInZone(booking.createdAt, timeZone),
    known?.guests ?? null, itemsCell(known),
  ];
}

/** The file: a header, then one record per booking; amounts stay plain decimals in the account currency. */
export function bookingsCsv(bookings: readonly BookingSummary[], context: CsvContext): string {
  return csvText([HEADER, ...bookings.map((booking) => bookingRow(booking, context))]);
}
