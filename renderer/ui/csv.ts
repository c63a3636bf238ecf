// Bookings as a CSV file (RFC 4180), safe to open in a spreadsheet. Pure: no DOM, tested on its own.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { BookingLines } from '../../shared/contract/model/booking-lines.js';
import type { BookingSummary } from '../../shared/contract/model/booking.js';
import { isoDay, isoInZone } from '../../shared/domain/dates.js';
import { amountInCurrency, type Amount } from '../../shared/domain/money.js';

export type CsvValue = string | number | null | undefined;

/**
 * A plain decimal number, or a percentage, is read as a number, never as a formula, so amounts like -12.50 and a
 * change of -4.6% stay numbers a spreadsheet sums and charts.
 */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?%?$/;
/**
 * Where a spreadsheet may begin a cell and run what follows as a formula (OWASP "CSV injection": = + - @): the start
 * of our cell, and, because a spreadsheet whose list separator is ";" (most of Europe) or a tab splits inside our
 * cell, after every such separator and line break in it, blanks and quotes in between.
 */
const FORMULA_SIGN = /[=+\-@]/;
const FORMULA_AT_START = /^[\s"]*[=+\-@]/;
const FORMULA_INSIDE = /([,;\t\r\n][\s"]*)(?=[=+\-@])/g;
/** Quoted also for a semicolon or a tab, so a spreadsheet reading either keeps such a cell whole where it starts one. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * The text with a ' before every place a spreadsheet could start a formula. A plain number is left a number, except
 * first in its record: there a spreadsheet splitting at ";" reads it together with the cells after it.
 */
function neutralised(text: string, firstInRecord: boolean): string {
  // Most cells hold none of the four: nothing to look for (an export of 20,000 bookings is 320,000 cells).
  if (!FORMULA_SIGN.test(text)) return text;
  // Every break is guarded, a leading one too: a spreadsheet splitting at it starts a cell right there.
  const inside = text.replace(FORMULA_INSIDE, "$1'");
  const number = PLAIN_NUMBER.test(text) && !firstInRecord;
  return FORMULA_AT_START.test(text) && !number ? `'${inside}` : inside;
}

export function csvCell(value: CsvValue, firstInRecord = false): string {
  if (value === null || value === undefined) return '';
  const text = neutralised(String(value), firstInRecord);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records end with CRLF (RFC 4180 section 2). */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map((value, column) => csvCell(value, column === 0)).join(',')).join('\r\n') + '\r\n';
}

/**
 * A file's headings in the desk's language, in the order given. Its values stay as they are in every language: a
 * spreadsheet's formulas and filters that match them keep working whoever exported the file.
 */
export const csvHeadings = (headings: Readonly<Record<string, MessageDescriptor>>, intl: IntlShape): string[] =>
  Object.values(headings).map((heading) => intl.formatMessage(heading));

// Plain defineMessages (no values to type): ui/ stays below i18n/, which reads it.
const HEADINGS = defineMessages({
  code: { id: 'bookings.csv.code', defaultMessage: 'Code' },
  status: { id: 'bookings.csv.status', defaultMessage: 'Status' },
  statusName: { id: 'bookings.csv.statusName', defaultMessage: 'Status name' },
  guest: { id: 'bookings.csv.guest', defaultMessage: 'Guest' },
  email: { id: 'bookings.csv.email', defaultMessage: 'E-mail' },
  what: { id: 'bookings.csv.what', defaultMessage: 'What' },
  dates: { id: 'bookings.csv.dates', defaultMessage: 'Dates' },
  start: { id: 'bookings.csv.start', defaultMessage: 'Start' },
  end: { id: 'bookings.csv.end', defaultMessage: 'End' },
  total: { id: 'bookings.csv.total', defaultMessage: 'Total' },
  paid: { id: 'bookings.csv.paid', defaultMessage: 'Paid' },
  due: { id: 'bookings.csv.due', defaultMessage: 'Due' },
  currency: { id: 'bookings.csv.currency', defaultMessage: 'Currency' },
  created: { id: 'bookings.csv.created', defaultMessage: 'Created' },
  guests: { id: 'bookings.csv.guests', defaultMessage: 'Guests' },
  items: { id: 'bookings.csv.items', defaultMessage: 'Items' },
});

export interface CsvContext {
  /** The desk's language: the headings'. */
  intl: IntlShape;
  currency: string;
  timeZone: string;
  /** Guests and per-item amounts by booking code, as far as the desk knows them. */
  lines?: ReadonlyMap<string, BookingLines>;
}

/** An amount as a file writes it: the currency's own decimals (12.345 in KWD, 1200 in JPY); empty when not known. */
export const csvAmount = (amount: Amount | null, currency: string): string | null =>
  (amount === null ? null : amountInCurrency(amount, currency));

/** What the file says where the desk does not know a booking's guests or items: an empty cell sums as 0. */
export const NOT_KNOWN = 'not known';

/**
 * "Harbour View Double × 1: 120.50; Kayak × 2: 40.00"; a line without its own amount is named alone, one whose
 * quantity the desk does not know (its record never read) says so.
 */
function itemsCell(known: BookingLines | undefined, currency: string): string {
  if (!known || known.lines.length === 0) return NOT_KNOWN;
  return known.lines.map((line) => {
    const quantity = line.quantity === null ? ' (quantity not known)' : ` × ${line.quantity}`;
    return `${line.name}${quantity}${line.amount === null ? '' : `: ${csvAmount(line.amount, currency)}`}`;
  }).join('; ');
}

function bookingRow(booking: BookingSummary, { currency, timeZone, lines }: CsvContext): CsvValue[] {
  const known = lines?.get(booking.code);
  const money = (amount: Amount | null) => csvAmount(amount, currency);
  return [
    booking.code, booking.status.id, booking.status.name, booking.customer.name, booking.customer.email,
    booking.summary, booking.dates,
    booking.startDay === null ? null : isoDay(booking.startDay),
    booking.endDay === null ? null : isoDay(booking.endDay),
    money(booking.total), money(booking.paid), money(booking.due), currency,
    booking.createdAt === null ? null : isoInZone(booking.createdAt, timeZone),
    known?.guests ?? NOT_KNOWN, itemsCell(known, currency),
  ];
}

/** The file: a header, then one record per booking; amounts stay plain decimals in the account currency's decimals. */
export function bookingsCsv(bookings: readonly BookingSummary[], context: CsvContext): string {
  return csvText([csvHeadings(HEADINGS, context.intl), ...bookings.map((booking) => bookingRow(booking, context))]);
}
