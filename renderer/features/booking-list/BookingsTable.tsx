// The list itself: a real <table> whose body is virtual (only the rows in view, plus a few, are in the DOM), with
// fixed row heights so nothing jumps, headers that sort the whole list, and keyboard focus on rows.
import {
  getCoreRowModel, useReactTable, type ColumnSizingState, type OnChangeFn, type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { BookingCells } from './BookingCells.js';
import { columnVisibility, shownColumns, type BookingColumns, type ColumnId, type ColumnTexts } from './columns.js';
import { canvasMeasure, columnsLeftOut, fittedSizes, rowWidths } from './fit-columns.js';
import { rowCommand } from '../../navigation/row-keys.js';
import { TableHead } from './TableHead.js';
import { useRowFocus } from './use-row-focus.js';
import { listPlaces } from '../../ui/visit-state.js';
import { eachWhenIdle } from '../../ui/when-idle.js';
import type { StampKind } from '../../../shared/domain/stamps.js';

/** Keep in step with bookings.css (.bookings-table tr height, thead th height). */
export const ROW_HEIGHT = 30;
const HEADER_HEIGHT = 34;

export interface BookingsTableProps {
  bookings: BookingSummary[];
  columns: BookingColumns;
  /** The free-text columns, sized to their longest value on the page. */
  texts: ColumnTexts;
  hidden: ColumnId[];
  /** The person chose the columns: a narrow frame then leaves none out by itself (the table scrolls sideways). */
  chosen: boolean;
  /** Told which columns the frame left out, for the line that says so. */
  onLeftOut: (ids: ColumnId[]) => void;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  onOpen: (booking: BookingSummary) => void;
  onStamp: (kind: StampKind, booking: BookingSummary) => void;
  busy: boolean;
  caption: string;
  /** Changes when another page or list is shown: back to its top. */
  listKey: string;
  /** Every booking the quick filter can bring onto the page (the list held in the page), measured while idle. */
  upcoming: readonly BookingSummary[] | null;
}

function rowKeyHandler(bookings: BookingSummary[], props: BookingsTableProps, moveTo: (index: number) => void) {
  return (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    const command = row ? rowCommand(event) : null;
    if (!row || !command) return;
    event.preventDefault();
    const index = Number(row.dataset.index);
    const booking = bookings[index];
    if (command === 'next') moveTo(index + 1);
    else if (command === 'previous') moveTo(index - 1);
    else if (!booking) return;
    else if (command === 'open') props.onOpen(booking);
    else props.onStamp(command, booking);
  };
}

/** The list's font as the page draws it, and its bold face, for measuring text (read once the table is on the page). */
function useTableFont(table: RefObject<HTMLTableElement | null>): { font: string; bold: string } {
  const [font, setFont] = useState({ font: '', bold: '' });
  useLayoutEffect(() => {
    if (!table.current) return;
    const style = getComputedStyle(table.current);
    setFont({ font: style.font, bold: `600 ${style.fontSize} ${style.fontFamily}` });
  }, [table]);
  return font;
}

/** The frame's width, as its ResizeObserver reports it (never read from layout at render). */
function useFrameWidth(frame: RefObject<HTMLDivElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!frame.current) return undefined;
    const observer = new ResizeObserver(([entry]) => { if (entry) setWidth(Math.floor(entry.contentRect.width)); });
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

/**
 * The columns fitted to the page's bookings, in the frame that shows them. Each booking is measured once, and the
 * bookings the quick filter can bring onto the page are measured while the desk is idle, so a key only looks widths up.
 */
function useColumnSizing(props: BookingsTableProps, { font, bold }: { font: string; bold: string }) {
  const { texts, columns, bookings, upcoming } = props;
  const widthsOf = useMemo(() => (font ? rowWidths(texts, canvasMeasure(font), canvasMeasure(bold)) : null), [texts, font, bold]);
  useEffect(() => (widthsOf && upcoming ? eachWhenIdle(upcoming, widthsOf) : undefined), [widthsOf, upcoming]);
  return useMemo(() => {
    if (!widthsOf) return {};
    const defaults = Object.fromEntries(columns.map((column) => [column.id, column.size]));
    return fittedSizes(bookings, widthsOf, defaults);
  }, [bookings, widthsOf, columns]);
}

/**
 * The columns to show: the person's choice, less those a frame too narrow for them all leaves out by itself (only
 * while the person has not chosen columns), so that no column is cut at the window's edge.
 */
function useFittedColumns(props: BookingsTableProps, sizes: ColumnSizingState, frameWidth: number | null): ColumnId[] {
  const { columns, hidden, chosen, onLeftOut } = props;
  const leftOut = useMemo(() => {
    if (chosen || frameWidth === null || Object.keys(sizes).length === 0) return [];
    const defaults = Object.fromEntries(columns.map((column) => [column.id, column.size]));
    const shown = shownColumns(columns, hidden).map((column) => column.id as ColumnId);
    return columnsLeftOut(shown, sizes, defaults, frameWidth);
  }, [chosen, frameWidth, sizes, columns, hidden]);
  const key = leftOut.join(' ');
  useEffect(() => onLeftOut(key ? (key.split(' ') as ColumnId[]) : []), [key, onLeftOut]);
  return useMemo(() => (leftOut.length === 0 ? hidden : [...hidden, ...leftOut]), [hidden, leftOut]);
}

export const BookingsTable = memo(function BookingsTable(props: BookingsTableProps) {
  const tableElement = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const columnSizing = useColumnSizing(props, useTableFont(tableElement));
  const hidden = useFittedColumns(props, columnSizing, useFrameWidth(scroller));
  const table = useReactTable({
    data: props.bookings, columns: props.columns, getRowId: (booking) => booking.code,
    state: { sorting: props.sorting, columnVisibility: columnVisibility(hidden), columnSizing },
    // The desk sorts every matching booking (bookings.list `sort`); the table shows its order as it comes.
    onSortingChange: props.onSortingChange, manualSorting: true, getCoreRowModel: getCoreRowModel(),
  });
  // The rows are drawn straight from the bookings: the table's row model is not built (BookingCells).
  const { bookings } = props;
  const shown = useMemo(() => shownColumns(props.columns, hidden), [props.columns, hidden]);
  const virtualizer = useVirtualizer({
    count: bookings.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 3,
    scrollMargin: HEADER_HEIGHT, scrollPaddingStart: HEADER_HEIGHT, getItemKey: (index) => bookings[index]?.code ?? index,
  });
  const focus = useRowFocus(bookings.length, (index) => virtualizer.scrollToIndex(index));
  const onKeyDown = rowKeyHandler(bookings, props, focus.moveTo);
  const { setActive } = focus;
  // Where the list is scrolled, as its scroll events last said: reading the frame's scrollTop after a render would lay
  // the whole table out at once, and so would scrolling it where it already is (each key of the quick filter did both).
  const scrolledTo = useRef(0);
  // Another page or list starts at its top; the list a person comes back to (from a booking) is where they left it.
  useLayoutEffect(() => {
    const kept = listPlaces.get(props.listKey);
    const top = kept?.scrollTop ?? 0;
    if (scroller.current && scrolledTo.current !== top) {
      scroller.current.scrollTo({ top });
      scrolledTo.current = top;
    }
    setActive(kept?.active ?? 0);
  }, [props.listKey, setActive]);
  const keepPlace = () => {
    if (props.listKey) listPlaces.set(props.listKey, { scrollTop: scrolledTo.current, active: focus.active });
  };
  useLayoutEffect(keepPlace);
  const onScroll = () => {
    scrolledTo.current = scroller.current?.scrollTop ?? 0;
    keepPlace();
  };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const top = first ? first.start - HEADER_HEIGHT : 0;
  // Before the virtualizer has measured its frame it draws no row; the list is still as tall as all its rows, so a
  // kept scroll position can be restored at once.
  const bottom = virtualizer.getTotalSize() - (last ? last.end - HEADER_HEIGHT : 0);
  // The tab stop must be a row that exists: when the active one is scrolled away, the first one in view stands in.
  const tabStop = items.some((item) => item.index === focus.active) ? focus.active : first?.index;
  const width = shown.length;

  return (
    <div className="bookings-scroller" ref={scroller} onScroll={onScroll}>
      <table ref={tableElement} className="bookings-table" aria-rowcount={bookings.length + 1} aria-busy={props.busy}
        style={{ minWidth: table.getTotalSize() }}>
        <caption className="visually-hidden">{props.caption}</caption>
        <TableHead table={table} />
        <tbody ref={focus.body} onKeyDown={onKeyDown}>
          {top > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={width} style={{ height: top }} /></tr> : null}
          {items.map((item) => {
            const booking = bookings[item.index]!;
            return (
              <tr key={booking.code} data-index={item.index} aria-rowindex={item.index + 2}
                tabIndex={item.index === tabStop ? 0 : -1} className="booking-row"
                onClick={() => props.onOpen(booking)} onFocus={() => focus.setActive(item.index)}>
                <BookingCells booking={booking} columns={shown} />
              </tr>
            );
          })}
          {bottom > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={width} style={{ height: bottom }} /></tr> : null}
        </tbody>
      </table>
    </div>
  );
});
