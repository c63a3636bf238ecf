// The list's columns: what each shows, how it sorts, and how wide it is.
import { createColumnHelper, type RowData } from '@tanstack/react-table';
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { amountOwed } from '../../../shared/domain/payment.js';
import type { AccountFormat } from '../../ui/account-format.js';
import { formatDateTime, formatMoney, formatter, type Formatter } from '../../ui/format.js';
import { formatInstant } from '../../ui/format-dates.js';
import { statusTone } from '../../ui/StatusBadge.js';
import type { CellPieces, SpanPiece } from './cell-pieces.js';

export type ColumnId = 'code' | 'status' | 'guest' | 'email' | 'what' | 'dates' | 'total' | 'paid' | 'due' | 'created';

/** In the order shown: the money and the created day come before the long texts, so at 1366×768 they are in view. */
export const COLUMN_WORDS = words(defineMessages({
  code: { id: 'bookings.column.code', defaultMessage: 'Code' },
  status: { id: 'bookings.column.status', defaultMessage: 'Status' },
  guest: { id: 'bookings.column.guest', defaultMessage: 'Guest' },
  dates: { id: 'bookings.column.dates', defaultMessage: 'Dates' },
  total: { id: 'bookings.column.total', defaultMessage: 'Total' },
  paid: { id: 'bookings.column.paid', defaultMessage: 'Paid' },
  due: { id: 'bookings.column.due', defaultMessage: 'Due' },
  created: { id: 'bookings.column.created', defaultMessage: 'Created' },
  what: { id: 'bookings.column.what', defaultMessage: 'What' },
  email: { id: 'bookings.column.email', defaultMessage: 'E-mail' },
})) satisfies Record<ColumnId, unknown>;

export const COLUMN_IDS = Object.keys(COLUMN_WORDS) as ColumnId[];

/** A column's name in the desk's language ("Created"); an id the list does not know is shown as it is. */
export const columnLabel = (id: string, intl: IntlShape): string =>
  (id in COLUMN_WORDS ? intl.formatMessage(COLUMN_WORDS[id as ColumnId]) : id);

const STAMP_WORDS = words(defineMessages({
  badge: { id: 'bookings.sharedStamp.badge', defaultMessage: '{kind, select, checkIn {In} other {Out}}' },
  title: {
    id: 'bookings.sharedStamp.title',
    defaultMessage: '{kind, select, checkIn {Checked in} other {Checked out}} at the {desk} desk by {staff} at {time}',
  },
}));

/**
 * "In · Dock": a check-in (or check-out) another desk of the venue made today, which the listing does not show; the
 * title says when and by whom.
 */
function sharedStampBadge(booking: BookingSummary, format: Formatter, intl: IntlShape): SpanPiece[] {
  const stamp = booking.sharedStamp;
  if (!stamp) return [];
  const said = { kind: stamp.kind, desk: stamp.sharedBy, staff: stamp.staffName, time: format.when(stamp.at) };
  return [{
    className: 'badge badge-info shared-stamp', title: intl.formatMessage(STAMP_WORDS.title, said),
    pieces: [`${intl.formatMessage(STAMP_WORDS.badge, said)} · `, { translate: 'no', pieces: [stamp.sharedBy] }],
  }];
}

/** Every column but the status (whose badge may carry the desk's words) shows only the service's data and its formatting. */
export const serviceData = (id: string): 'no' | undefined => (id === 'status' ? undefined : 'no');

/** The code names the booking, so it always shows. */
export const ALWAYS_SHOWN: ReadonlySet<ColumnId> = new Set(['code']);

export const MONEY_COLUMNS: ReadonlySet<string> = new Set(['total', 'paid', 'due']);

const column = createColumnHelper<BookingSummary>();

/** The table's visibility state for the columns a person hid. */
export const columnVisibility = (hidden: ColumnId[]) => Object.fromEntries(hidden.map((id) => [id, false]));

/**
 * A free text shown whole: its column is fitted to the longest on the page (fit-columns.ts), so no title repeats it.
 * A title written is a style recalculation of its element (the browser's own stylesheet has abbr[title]), and every
 * key of the quick filter wrote one into each such cell in view.
 */
const text = (value: string): CellPieces => [value];

/** The service's trailing wall-clock time in its dates text ("Fri Nov 13, 2026 13:00"). */
const SERVICE_TIME = /\b(\d{1,2}:\d{2})\s*$/;

/** "Nov 13, 2026, 1:00 p.m.", "Nov 2 – 4, 2026": the days and the time the way every screen writes them. */
export function listDates(booking: BookingSummary, format: Formatter): string {
  const { startDay, endDay } = booking;
  if (startDay === null) return booking.dates;
  const time = SERVICE_TIME.exec(booking.dates)?.[1];
  const days = endDay === null || endDay <= startDay ? format.day(startDay, 'medium') : format.dayRange(startDay, endDay);
  return time ? `${days}, ${format.clock(time)}` : days;
}

/**
 * What a booking holds, as the list's narrow column shows it: "Family Suite +2" for three items (the whole
 * summary in its title and on paper), so that one long booking does not widen the column for every row and push
 * E-mail out of the window.
 */
export function whatOnScreen(summary: string): string {
  const items = summary.split(', ').filter((item) => item.trim() !== '');
  return items.length <= 1 ? summary : `${items[0]} +${items.length - 1}`;
}

/** The free texts of a row, by column: the list sizes these columns to their longest value (fit-columns.ts). */
export type ColumnTexts = Partial<Record<ColumnId, (booking: BookingSummary) => string>>;

/** Due is what is owed, as every screen shows it: nothing for a void or cancelled booking (payment.ts). */
const amountIn = (booking: BookingSummary, id: 'total' | 'paid' | 'due') =>
  (id === 'due' ? amountOwed({ ...booking, statusId: booking.status.id }) : booking[id]);

/** Amounts too: "KWD 1,234.567" needs more room than "$1,234.56", and a cut amount is no amount. */
export function columnTexts(format: Formatter): ColumnTexts {
  return {
    code: (booking) => booking.code, guest: (booking) => booking.customer.name, email: (booking) => booking.customer.email,
    what: (booking) => whatOnScreen(booking.summary), dates: (booking) => listDates(booking, format),
    total: (booking) => format.money(amountIn(booking, 'total')), paid: (booking) => format.money(amountIn(booking, 'paid')),
    due: (booking) => format.money(amountIn(booking, 'due')),
  };
}

declare module '@tanstack/react-table' {
  // What a column shows for a booking, drawn straight from the booking: the screen's rows (BookingCells) and the
  // paper (PrintedList) draw cells without building the table's row model, which cost a millisecond a key.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats tanstack's parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    show: (row: TData) => CellPieces;
    /** On paper, where long texts wrap, when it differs from the screen's. */
    paper?: (row: TData) => CellPieces;
  }
}

/** What a column shows for a booking; the table itself draws only the headings. */
const showing = (show: (booking: BookingSummary) => CellPieces) => ({ meta: { show } });

export function bookingColumns({ locale, currency, timeZone }: Pick<AccountFormat, 'locale' | 'currency' | 'timeZone'>, intl: IntlShape) {
  const format = formatter({ locale, currency, timeZone });
  const label = (id: ColumnId) => intl.formatMessage(COLUMN_WORDS[id]);
  const money = (id: 'total' | 'paid' | 'due') => column.accessor((booking) => Number(amountIn(booking, id)), {
    id, header: label(id), size: 88,
    ...showing((booking) => [formatMoney(amountIn(booking, id), currency, locale)]),
  });
  // The created day alone: the list has no room for the time, which the cell's title still gives.
  const created = (seconds: number): CellPieces => (
    [{ title: formatDateTime(seconds, locale, timeZone), pieces: [formatInstant(seconds, locale, timeZone, 'date')] }]
  );
  return [
    column.accessor('code', { id: 'code', header: label('code'), size: 140, enableHiding: false, ...showing((booking) => [booking.code]) }),
    column.accessor((booking) => booking.status.name, {
      id: 'status', header: label('status'), size: 118,
      ...showing((booking) => [
        { className: `badge badge-${statusTone(booking.status)}`, title: booking.status.id, translate: 'no', pieces: [booking.status.name] },
        ...sharedStampBadge(booking, format, intl),
      ]),
    }),
    column.accessor((booking) => booking.customer.name, {
      id: 'guest', header: label('guest'), size: 120, ...showing((booking) => text(booking.customer.name)),
    }),
    column.accessor((booking) => booking.startDay ?? undefined, {
      id: 'dates', header: label('dates'), size: 150, sortUndefined: 'last',
      ...showing((booking) => text(listDates(booking, format))),
    }),
    money('total'), money('paid'), money('due'),
    column.accessor((booking) => booking.createdAt ?? undefined, {
      id: 'created', header: label('created'), size: 124, sortUndefined: 'last',
      ...showing((booking) => (booking.createdAt === null ? [] : created(booking.createdAt))),
    }),
    column.accessor('summary', {
      id: 'what', header: label('what'), size: 120,
      meta: { show: (booking) => [{ title: booking.summary, pieces: [whatOnScreen(booking.summary)] }], paper: (booking) => [booking.summary] },
    }),
    column.accessor((booking) => booking.customer.email, {
      id: 'email', header: label('email'), size: 160, ...showing((booking) => text(booking.customer.email)),
    }),
  ];
}

export type BookingColumns = ReturnType<typeof bookingColumns>;

/** The columns a person has not hidden, in the list's order. */
export const shownColumns = (columns: BookingColumns, hidden: readonly ColumnId[]): BookingColumns =>
  columns.filter((shown) => !hidden.includes(shown.id as ColumnId));
