// The list itself: a real <table> whose body is virtual (only the rows in view, plus a few, are in the DOM), with
// fixed row heights so nothing jumps, headers that sort the whole list, and keyboard focus on rows. React draws the
// table and its headings; the rows are painted into its body (row-painter.ts), after each drawing and, for a key of
// the quick filter, in the key's own event (key-painter.ts).
import {
  getCoreRowModel, useReactTable, type ColumnSizingState, type OnChangeFn, type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent,
  type RefObject } from 'react';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { columnVisibility, shownColumns, type BookingColumns, type ColumnId, type ColumnTexts } from './columns.js';
import { canvasMeasure, defaultSizes, fittedSizes, grownSizes, leftOutOf, rowWidths } from './fit-columns.js';
import { HEADER_HEIGHT, OVERSCAN, paintKey, ROW_HEIGHT, type KeyPainter, type KeyPainting } from './key-painter.js';
import { paintedBooking, paintRows } from './row-painter.js';
import { rowCommand } from '../../navigation/row-keys.js';
import { TableHead } from './TableHead.js';
import { useRowFocus } from './use-row-focus.js';
import { listPlaces } from '../../ui/visit-state.js';
import { eachWhenIdle } from '../../ui/when-idle.js';
import type { StampKind } from '../../../shared/domain/stamps.js';


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
  /**
   * A person is typing in the quick filter (words in it, or the box in use): the columns only grow meanwhile, fitted
   * to the rows again once the box is left empty (each change of widths lays the whole table out again).
   */
  typing: boolean;
  /** Where the table puts its painter of a key (KeyPainter), for the quick filter's box. */
  keyPainter: RefObject<KeyPainter | null>;
}

/** The row an event happened in, by its index in the list. */
function rowIndexOf(event: { target: EventTarget }): number | null {
  const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
  return row ? Number(row.dataset.index) : null;
}

// The row's booking is read from what the body shows (row-painter.ts): a key of the quick filter paints rows before
// React draws them.
function rowKeyHandler(props: BookingsTableProps, moveTo: (index: number) => void) {
  return (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const index = rowIndexOf(event);
    const command = index === null ? null : rowCommand(event);
    if (index === null || !command) return;
    event.preventDefault();
    const booking = paintedBooking(event.currentTarget, index);
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
  const { texts, columns, bookings, upcoming, typing } = props;
  const widthsOf = useMemo(() => (font ? rowWidths(texts, canvasMeasure(font), canvasMeasure(bold)) : null), [texts, font, bold]);
  useEffect(() => (widthsOf && upcoming ? eachWhenIdle(upcoming, widthsOf) : undefined), [widthsOf, upcoming]);
  // The widths the table has now, grown by a key's painter too: React's drawing of the key keeps them.
  const grown = useRef<ColumnSizingState>({});
  const sizes = useMemo(() => {
    if (!widthsOf) return {};
    const fitted = fittedSizes(bookings, widthsOf, defaultSizes(columns));
    return typing ? grownSizes(grown.current, fitted) : fitted;
  }, [bookings, widthsOf, columns, typing]);
  grown.current = sizes;
  return { sizes, grown, widthsOf };
}

/**
 * The columns to show: the person's choice, less those a frame too narrow for them all leaves out by itself (only
 * while the person has not chosen columns), so that no column is cut at the window's edge.
 */
function useFittedColumns(props: BookingsTableProps, sizes: ColumnSizingState, frameWidth: number | null) {
  const { columns, hidden, chosen, onLeftOut } = props;
  const leftOut = useMemo(() => leftOutOf({ columns, hidden, chosen }, sizes, frameWidth), [chosen, frameWidth, sizes, columns, hidden]);
  const key = leftOut.join(' ');
  useEffect(() => onLeftOut(key ? (key.split(' ') as ColumnId[]) : []), [key, onLeftOut]);
  return { hidden: useMemo(() => (leftOut.length === 0 ? hidden : [...hidden, ...leftOut]), [hidden, leftOut]), leftOut: key };
}

export const BookingsTable = memo(function BookingsTable(props: BookingsTableProps) {
  const tableElement = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const { sizes: columnSizing, grown, widthsOf } = useColumnSizing(props, useTableFont(tableElement));
  const frameWidth = useFrameWidth(scroller);
  const { hidden, leftOut } = useFittedColumns(props, columnSizing, frameWidth);
  const table = useReactTable({
    data: props.bookings, columns: props.columns, getRowId: (booking) => booking.code,
    state: { sorting: props.sorting, columnVisibility: columnVisibility(hidden), columnSizing },
    // The desk sorts every matching booking (bookings.list `sort`); the table shows its order as it comes.
    onSortingChange: props.onSortingChange, manualSorting: true, getCoreRowModel: getCoreRowModel(),
  });
  // The rows are painted straight from the bookings (row-painter.ts): the table's row model is not built.
  const { bookings } = props;
  const shown = useMemo(() => shownColumns(props.columns, hidden), [props.columns, hidden]);
  const virtualizer = useVirtualizer({
    count: bookings.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN,
    scrollMargin: HEADER_HEIGHT, scrollPaddingStart: HEADER_HEIGHT, getItemKey: (index) => bookings[index]?.code ?? index,
  });
  const focus = useRowFocus(bookings.length, (index) => virtualizer.scrollToIndex(index));
  const onKeyDown = rowKeyHandler(props, focus.moveTo);
  const { setActive } = focus;
  // Where the list is scrolled, as its scroll events last said: reading the frame's scrollTop after a render would lay
  // the whole table out at once, and so would scrolling it where it already is (each key of the quick filter did both).
  const scrolledTo = useRef(0);
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  // Before the virtualizer has measured its frame it draws no row; the list is still as tall as all its rows, so a
  // kept scroll position can be restored at once.
  const top = first ? first.start - HEADER_HEIGHT : 0;
  const bottom = virtualizer.getTotalSize() - (last ? last.end - HEADER_HEIGHT : 0);
  // The tab stop must be a row that exists: when the active one is scrolled away, the first one in view stands in.
  const tabStop = items.some((item) => item.index === focus.active) ? focus.active : first?.index;
  useLayoutEffect(() => {
    if (!focus.body.current) return;
    paintRows(focus.body.current, {
      bookings, first: first?.index ?? 0, last: last?.index ?? -1, top, bottom, tabStop, columns: shown,
    });
    focus.afterPaint();
  });
  // Another page or list starts at its top; the list a person comes back to (from a booking) is where they left it:
  // after the rows are painted, whose spacers make the list as tall as all its rows.
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
  const painting: KeyPainting = {
    props, body: focus.body.current, table: tableElement.current, atTop: () => scrolledTo.current === 0,
    height: () => virtualizer.scrollRect?.height ?? 0, frameWidth, shown, leftOut, grown, widthsOf,
  };
  // Set at each drawing, so a key paints from what the table shows now.
  props.keyPainter.current = (next, listKey) => paintKey(painting, next, listKey);
  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    const index = rowIndexOf(event);
    const booking = index === null ? undefined : paintedBooking(event.currentTarget, index);
    if (booking) props.onOpen(booking);
  };
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = rowIndexOf(event);
    if (index !== null) focus.setActive(index);
  };

  return (
    <div className="bookings-scroller" ref={scroller} onScroll={onScroll}>
      <table ref={tableElement} className="bookings-table" aria-rowcount={bookings.length + 1} aria-busy={props.busy}
        style={{ minWidth: table.getTotalSize() }}>
        <caption className="visually-hidden">{props.caption}</caption>
        <TableHead table={table} />
        {/* The rows are painted into the body after each drawing (row-painter.ts): React never draws its children. */}
        <tbody ref={focus.body} onKeyDown={onKeyDown} onClick={onClick} onFocus={onFocus} />
      </table>
    </div>
  );
});
