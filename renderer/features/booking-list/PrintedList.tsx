// The list on paper: every row it holds as a plain table (the screen's table is virtual and draws only the rows in
// view), with a line that says how much of the list the paper holds.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import { MONEY_COLUMNS, serviceData, shownColumns, type BookingColumns, type ColumnId } from './columns.js';
import { formatNumber } from '../../ui/format.js';
import type { CellPieces } from './cell-pieces.js';

/** A cell's pieces (cell-pieces.ts) as React draws them on paper. */
function Pieces({ pieces }: { pieces: CellPieces }) {
  return pieces.map((piece, i) => (typeof piece === 'string' ? piece : (
    // A cell's pieces never move: their place names them.
    <span key={i} className={piece.className} title={piece.title} translate={piece.translate}><Pieces pieces={piece.pieces} /></span>
  )));
}

interface PrintedListProps {
  bookings: BookingSummary[];
  columns: BookingColumns;
  hidden: ColumnId[];
  /** How much of the list this is: all of it, or the page on screen and how to print the rest. */
  note: string;
  /** The filters that made the list, in words (filter-words.ts): paper has no form to show them. */
  filters: string;
}

export function PrintedList({ bookings, columns, hidden, note, filters }: PrintedListProps) {
  const shown = shownColumns(columns, hidden);
  return (
    <div className="bookings-print">
      <p className="bookings-print-note">{note}</p>
      <p className="bookings-print-filters">{filters}</p>
      <table className="bookings-print-table">
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.id} scope="col" className={money(column.id!)}>{String(column.header)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.code}>
              {shown.map((column) => <td key={column.id} className={cellClass(column.id!)} translate={serviceData(column.id!)}><Pieces pieces={(column.meta!.paper ?? column.meta!.show)(booking)} /></td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const money = (id: string) => (MONEY_COLUMNS.has(id) ? 'money' : undefined);
/** Amounts right-aligned; days on one line (bookings.css), an address broken anywhere rather than past the edge. */
const cellClass = (id: string) => money(id) ?? (id === 'dates' || id === 'created' ? 'date' : id === 'email' ? 'email' : undefined);

const SAID = words(defineMessages({
  all: {
    id: 'bookings.printed.all',
    defaultMessage: 'All {count} {printed, plural, one {booking} other {bookings}} of this list{matched, select, yes {, matching “{text}”} other {}}.',
  },
  page: {
    id: 'bookings.printed.page',
    defaultMessage: 'Page {page} of {pages} only: {count} of {total} bookings{matched, select, yes {, matching “{text}”} other {}}. “Print all {total}” on the Bookings screen prints every one.',
  },
}));

interface PrintedShare {
  /** Every booking of the list was read for the paper ("Print all"). */
  all: boolean;
  printed: number;
  total: number;
  page: number;
  pages: number;
  locale: string;
  /** The quick filter's words, which the paper does not otherwise show. */
  text: string;
}

/** The line on top of the paper: a person holding it knows whether it is the whole list. */
export function printedNote({ all, printed, total, page, pages, locale, text }: PrintedShare, intl: IntlShape): string {
  const count = (n: number) => formatNumber(n, locale);
  const matching = { matched: text.trim() ? 'yes' : 'no', text: text.trim() };
  if (all || pages <= 1) return intl.formatMessage(SAID.all, { count: count(printed), printed, ...matching });
  return intl.formatMessage(SAID.page, { page: count(page), pages: count(pages), count: count(printed), total: count(total), ...matching });
}
