// A key of the quick filter painted in its own event (row-painter.ts), before React draws the screen: the key's rows,
// the columns grown to fit them, and the table's row count. React draws the pager, the total and the notes after the
// frame that shows the rows, and its own drawing of the table then changes nothing the painter wrote.
import type { ColumnSizingState } from '@tanstack/react-table';
import type { RefObject } from 'react';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { BookingColumns, ColumnId } from './columns.js';
import { defaultSizes, fittedSizes, grownSizes, leftOutOf, type RowWidths } from './fit-columns.js';
import { paintRows, prepareRows } from './row-painter.js';
import { listPlaces } from '../../ui/visit-state.js';

/** Keep in step with bookings.css (.bookings-table tr height, thead th height). */
export const ROW_HEIGHT = 30;
export const HEADER_HEIGHT = 34;
/** Rows drawn below the view (and above it once scrolled): enough for a quick flick of the wheel. */
export const OVERSCAN = 3;

/**
 * Paints a key's rows at once, in the key's own event, before React draws the screen; false when React must draw it
 * (the list is not at its top, the columns shown would change, the list is or becomes empty).
 */
export type KeyPainter = (bookings: readonly BookingSummary[], listKey: string) => boolean;

/** The rows the virtual list draws at its top for `count` rows in a frame `height` tall (virtual-core's range). */
function lastRowAtTop(count: number, height: number): number {
  const lastSeen = Math.max(0, Math.ceil((height - HEADER_HEIGHT) / ROW_HEIGHT) - 1);
  return Math.min(count - 1, lastSeen + OVERSCAN);
}

/** What the table shows now, for a key's painter. */
export interface KeyPainting {
  /** The table's list and columns as React last drew them. */
  props: { bookings: readonly BookingSummary[]; columns: BookingColumns; hidden: readonly ColumnId[]; chosen: boolean };
  body: HTMLTableSectionElement | null;
  table: HTMLTableElement | null;
  /** The list is scrolled to its top, as its scroll events last said. */
  atTop: () => boolean;
  /** The frame's height and width, as the virtual list and the ResizeObserver know them (never read from layout). */
  height: () => number;
  frameWidth: number | null;
  shown: BookingColumns;
  leftOut: string;
  grown: RefObject<ColumnSizingState>;
  widthsOf: RowWidths | null;
}

/** The columns' headings and the table's width as `sizes` has them: what TableHead would write. */
function paintWidths(table: HTMLTableElement, shown: BookingColumns, sizes: ColumnSizingState) {
  const headings = table.tHead?.rows[0]?.cells;
  let total = 0;
  shown.forEach((column, i) => {
    const width = sizes[column.id!] ?? column.size ?? 150;
    total += width;
    const heading = headings?.[i];
    if (heading && heading.style.width !== `${width}px`) heading.style.width = `${width}px`;
  });
  if (table.style.minWidth !== `${total}px`) table.style.minWidth = `${total}px`;
}

/** A key's rows painted at once (KeyPainter), or false when React must draw them. */
export function paintKey(at: KeyPainting, bookings: readonly BookingSummary[], listKey: string): boolean {
  const { props, body, table, widthsOf } = at;
  const kept = listPlaces.get(listKey);
  if (!body || !table || !widthsOf || !at.atTop() || (kept && (kept.scrollTop !== 0 || kept.active !== 0))) return false;
  const height = at.height();
  if (bookings.length === 0 || props.bookings.length === 0 || height <= 0) return false;
  const sizes = grownSizes(at.grown.current, fittedSizes(bookings, widthsOf, defaultSizes(props.columns)));
  if (leftOutOf(props, sizes, at.frameWidth).join(' ') !== at.leftOut) return false;
  at.grown.current = sizes;
  paintWidths(table, at.shown, sizes);
  const last = lastRowAtTop(bookings.length, height);
  paintRows(body, {
    bookings, first: 0, last, top: 0, bottom: (bookings.length - 1 - last) * ROW_HEIGHT, tabStop: 0, columns: at.shown,
  });
  table.setAttribute('aria-rowcount', String(bookings.length + 1));
  prepareRows(bookings.slice(last + 1), at.shown);
  return true;
}

