// The list's rows, painted straight into the table's body: React draws the table (caption, headings, the body and
// its handlers) and this paints the rows in view inside it, after each React render and, for a key of the quick
// filter, in the key's own event, before React draws anything (a React render of the screen was most of a key's cost).
// Rows are kept by place: a key changes the texts of the rows that stay, as a plain page would, and only the cells
// whose booking changed are painted. Rows past the matches are hidden and kept, as a plain page would, rather than
// removed and made again when the next key (a letter deleted) brings more matches. The focused row is the exception: it keeps showing its booking (or leaves with
// it), so a key pressed on a row never lands on a booking the person did not look at.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { paintPieces, type CellPieces } from './cell-pieces.js';
import { MONEY_COLUMNS, serviceData, type BookingColumns } from './columns.js';
import { eachWhenIdle } from '../../ui/when-idle.js';

/** What the body shows: the rows from `first` to `last` of `bookings`, between spacers as tall as the rows not drawn. */
export interface RowsInView {
  bookings: readonly BookingSummary[];
  first: number;
  /** Inclusive; below `first` when no row is drawn. */
  last: number;
  /** The spacers' heights, in pixels. */
  top: number;
  bottom: number;
  /** The row that takes Tab: the only one with tabindex 0. */
  tabStop: number | undefined;
  /** The columns shown, in order. */
  columns: BookingColumns;
}

interface PaintedRow {
  element: HTMLTableRowElement;
  booking: BookingSummary | null;
  columns: BookingColumns | null;
  /** Each cell's pieces as painted last (those of `booking` in `columns`). */
  pieces: CellPieces[] | null;
}

interface PaintedBody {
  top: HTMLTableRowElement;
  bottom: HTMLTableRowElement;
  rows: PaintedRow[];
  /** Rows not needed by the view, hidden after the shown ones and taken again before any row is made. */
  spare: PaintedRow[];
  shown: RowsInView | null;
}

const painted = new WeakMap<HTMLTableSectionElement, PaintedBody>();

function spacer(): HTMLTableRowElement {
  const row = document.createElement('tr');
  row.className = 'spacer';
  row.setAttribute('aria-hidden', 'true');
  row.hidden = true;
  row.append(document.createElement('td'));
  return row;
}

function bodyOf(body: HTMLTableSectionElement): PaintedBody {
  let state = painted.get(body);
  if (!state) {
    state = { top: spacer(), bottom: spacer(), rows: [], spare: [], shown: null };
    body.replaceChildren(state.top, state.bottom);
    painted.set(body, state);
  }
  return state;
}

function paintSpacer(row: HTMLTableRowElement, height: number, width: number) {
  const hidden = height <= 0;
  if (row.hidden !== hidden) row.hidden = hidden;
  const cell = row.firstElementChild as HTMLTableCellElement;
  if (cell.colSpan !== width) cell.colSpan = width;
  const pixels = `${Math.max(0, height)}px`;
  if (cell.style.height !== pixels) cell.style.height = pixels;
}

function setAttribute(element: Element, name: string, value: string) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * Each column's pieces for a booking, made once per booking and columns: typing brings the same bookings back to the
 * rows again and again (every key deleted), and their amounts and days would be formatted again each time.
 */
const piecesMade = new WeakMap<BookingColumns, WeakMap<BookingSummary, CellPieces[]>>();

function piecesOf(booking: BookingSummary, columns: BookingColumns): CellPieces[] {
  let made = piecesMade.get(columns);
  if (!made) piecesMade.set(columns, (made = new WeakMap()));
  let pieces = made.get(booking);
  if (!pieces) made.set(booking, (pieces = columns.map((column) => column.meta!.show(booking))));
  return pieces;
}

let preparing = () => {};

/**
 * Makes the cells of `bookings` while the page is idle after the next frame, ready for a later key: the next key of
 * the quick filter narrows the same matches, so its rows are mostly among the page's bookings past those in view
 * (formatting a booking new on screen, its days and amounts, was a fifth of a key's painting). Not before the frame:
 * the page is idle between a key and its frame, and a slice begun there would hold the frame back. What the last key
 * left to make is dropped.
 */
export function prepareRows(bookings: readonly BookingSummary[], columns: BookingColumns): void {
  preparing();
  let stop = () => {};
  const frame = requestAnimationFrame(() => { stop = eachWhenIdle(bookings, (booking) => piecesOf(booking, columns)); });
  preparing = () => {
    cancelAnimationFrame(frame);
    stop();
  };
}

/**
 * Makes a row show `booking` in `columns`. What each cell shows is known from the pieces the row painted last, so
 * nothing is read from the page where the old and the new are alike; a cell just made shows nothing.
 */
function paintCells(row: PaintedRow, booking: BookingSummary, columns: BookingColumns) {
  if (row.booking === booking && row.columns === columns) return;
  const pieces = piecesOf(booking, columns);
  const { element } = row;
  const before = row.pieces ?? [];
  if (row.columns !== columns) setColumns(element, columns);
  pieces.forEach((cell, i) => paintPieces(element.cells[i]!, before[i] ?? NOTHING, cell));
  row.booking = booking;
  row.columns = columns;
  row.pieces = pieces;
}

const NOTHING: CellPieces = [];

/** The row's cells, one for each column, each with its column's class and translate. */
function setColumns(element: HTMLTableRowElement, columns: BookingColumns) {
  while (element.cells.length > columns.length) element.lastElementChild!.remove();
  while (element.cells.length < columns.length) element.append(document.createElement('td'));
  columns.forEach((column, i) => {
    const cell = element.cells[i]!;
    const id = column.id!;
    const className = MONEY_COLUMNS.has(id) ? 'money' : '';
    if (cell.className !== className) cell.className = className;
    const translate = serviceData(id);
    if (translate) setAttribute(cell, 'translate', translate);
    else if (cell.hasAttribute('translate')) cell.removeAttribute('translate');
  });
}

const ROW_CLASS = 'booking-row';
// A spare row has its own class: anything looking for the list's rows (a screen reader, a test, a copy of the table)
// sees only those showing bookings.
const SPARE_CLASS = 'spare-row';

function newRow(): PaintedRow {
  const element = document.createElement('tr');
  element.className = ROW_CLASS;
  return { element, booking: null, columns: null, pieces: null };
}

function show(row: PaintedRow): PaintedRow {
  if (row.element.hidden) {
    row.element.hidden = false;
    row.element.className = ROW_CLASS;
  }
  return row;
}

function putAside(row: PaintedRow) {
  if (!row.element.hidden) {
    row.element.hidden = true;
    row.element.className = SPARE_CLASS;
  }
}

/**
 * The rows for each place from first to last: the row holding focus at its booking's new place (or removed, when its
 * booking left the view), the others in their order, spare ones taken again and new ones made where there are too
 * few; and the rows left over, put aside.
 */
function rowsForPlaces(state: PaintedBody, view: RowsInView): { rows: PaintedRow[]; spare: PaintedRow[]; anchor: number } {
  const count = Math.max(0, view.last - view.first + 1);
  const focused = state.rows.find((row) => row.element === document.activeElement);
  const others = [...state.rows.filter((row) => row !== focused), ...state.spare];
  let anchor = -1;
  if (focused?.booking) {
    const code = focused.booking.code;
    for (let index = view.first; index <= view.last; index += 1) {
      if (view.bookings[index]?.code === code) anchor = index - view.first;
    }
  }
  const rows: PaintedRow[] = [];
  let next = 0;
  for (let place = 0; place < count; place += 1) {
    rows.push(show(place === anchor ? focused! : (others[next++] ?? newRow())));
  }
  const spare = others.slice(next);
  spare.forEach(putAside);
  // Removed, not hidden: a hidden element may keep focus until the browser's next frame, and a key on it would act on
  // a booking no longer shown.
  if (focused && anchor === -1) focused.element.remove();
  return { rows, spare, anchor };
}

/** Puts the rows in their places in the body, never moving the focused one (moving an element takes its focus). */
function arrange(body: HTMLTableSectionElement, state: PaintedBody, rows: PaintedRow[], spare: PaintedRow[], anchor: number) {
  const elements = [state.top, ...rows.map((row) => row.element), ...spare.map((row) => row.element), state.bottom];
  const fixed = anchor + 1;
  for (let i = fixed - 1; i >= 0; i -= 1) {
    if (elements[i]!.nextSibling !== elements[i + 1]) body.insertBefore(elements[i]!, elements[i + 1]!);
  }
  for (let i = Math.max(1, fixed + 1); i < elements.length; i += 1) {
    if (elements[i - 1]!.nextSibling !== elements[i]) body.insertBefore(elements[i]!, elements[i - 1]!.nextSibling);
  }
}

/** Makes the body show `view`, writing only what differs from what it shows. */
export function paintRows(body: HTMLTableSectionElement, view: RowsInView): void {
  const state = bodyOf(body);
  const { rows, spare, anchor } = rowsForPlaces(state, view);
  rows.forEach((row, place) => {
    const index = view.first + place;
    const { element } = row;
    setAttribute(element, 'data-index', String(index));
    setAttribute(element, 'aria-rowindex', String(index + 2));
    // The attribute, not the property: a row without one reads tabIndex -1 and cannot take focus.
    setAttribute(element, 'tabindex', index === view.tabStop ? '0' : '-1');
    paintCells(row, view.bookings[index]!, view.columns);
  });
  arrange(body, state, rows, spare, anchor);
  paintSpacer(state.top, view.top, view.columns.length);
  paintSpacer(state.bottom, view.bottom, view.columns.length);
  state.rows = rows;
  state.spare = spare;
  state.shown = view;
}

/** The booking a row of the body shows now, by its index in the list (what a click or a key on the row acts on). */
export function paintedBooking(body: HTMLTableSectionElement | null, index: number): BookingSummary | undefined {
  return body ? painted.get(body)?.shown?.bookings[index] : undefined;
}
