// The list's free-text columns are as wide as their longest value on the page, so no name, item or address is cut
// at 1366×768 (rows have a fixed height for the virtual list, so text cannot wrap). Measured once per page with a
// canvas, not per row in the DOM; the table scrolls sideways behind the fixed code column when it is wider.
import type { ColumnSizingState } from '@tanstack/react-table';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { shownColumns, type BookingColumns, type ColumnId, type ColumnTexts } from './columns.js';

/** The cell's side padding (bookings.css, 8 px each side) and a little room for rounding between fonts. */
const CELL_PADDING = 16 + 6;

/** Written bold (bookings.css): measured in the bold face, or "WEMW-040826" was cut to "WEMW-0408…". */
const BOLD_COLUMNS: ReadonlySet<ColumnId> = new Set(['code']);

export type MeasureText = (text: string) => number;

/** A booking's measured texts, in the order of `ids`: a list of numbers, looked through at every key without a lookup by name. */
export interface RowWidths {
  (booking: BookingSummary): readonly number[];
  /** The measured columns, in the order of each booking's widths. */
  readonly ids: readonly ColumnId[];
}

/**
 * Each free-text column's width for a booking, measured once per booking: typing in the quick filter brings the same
 * bookings back to the page again and again (every key deleted), and each would be written and measured again.
 */
export function rowWidths(texts: ColumnTexts, measure: MeasureText, measureBold: MeasureText = measure): RowWidths {
  const known = new WeakMap<BookingSummary, number[]>();
  const entries = Object.entries(texts) as [ColumnId, (booking: BookingSummary) => string][];
  const measures = entries.map(([id]) => (BOLD_COLUMNS.has(id) ? measureBold : measure));
  const widthsOf = (booking: BookingSummary) => {
    let widths = known.get(booking);
    if (!widths) {
      widths = entries.map(([, textOf], i) => measures[i]!(textOf(booking)));
      known.set(booking, widths);
    }
    return widths;
  };
  return Object.assign(widthsOf, { ids: entries.map(([id]) => id) });
}

/** Each measured column at least its default width, wider when a value on the page needs it. */
export function fittedSizes(rows: readonly BookingSummary[], widthsOf: RowWidths,
  defaults: Partial<Record<ColumnId, number>>): ColumnSizingState {
  const sizes: ColumnSizingState = {};
  if (rows.length === 0) return sizes;
  const { ids } = widthsOf;
  // Looked through at every key of the quick filter, a page of 100 at a time: numbers in place, nothing made per row.
  const widest = new Array<number>(ids.length).fill(0);
  for (const row of rows) {
    const widths = widthsOf(row);
    for (let i = 0; i < ids.length; i += 1) if (widths[i]! > widest[i]!) widest[i] = widths[i]!;
  }
  ids.forEach((id, i) => { sizes[id] = Math.max(defaults[id] ?? 0, Math.ceil(widest[i]!) + CELL_PADDING); });
  return sizes;
}

/**
 * Columns a narrow frame leaves out when the person has not chosen columns: the last of these first, until the
 * rest fit (1366×768 keeps the guest, the days, the money and the day it was made in view; the e-mail and, where even
 * that is too wide, what was booked are a choice away).
 */
const LEFT_OUT_FIRST: readonly ColumnId[] = ['email', 'what'];

export function columnsLeftOut(shown: readonly ColumnId[], sizes: ColumnSizingState, defaults: Partial<Record<ColumnId, number>>,
  frameWidth: number): ColumnId[] {
  const width = (id: ColumnId) => sizes[id] ?? defaults[id] ?? 0;
  let total = shown.reduce((sum, id) => sum + width(id), 0);
  const out: ColumnId[] = [];
  for (const id of LEFT_OUT_FIRST) {
    if (total <= frameWidth) break;
    if (!shown.includes(id)) continue;
    out.push(id);
    total -= width(id);
  }
  return out;
}

let context: CanvasRenderingContext2D | null | undefined;
/** Widths measured in one font: many bookings share a text (an item, a day, an amount). */
const widths = new Map<string, Map<string, number>>();
const MOST_WIDTHS = 50_000;

/** Text width in the list's font (read from the page, so it follows the stylesheet). */
export function canvasMeasure(font: string): MeasureText {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * 8;
  const drawing = context;
  let known = widths.get(font);
  if (!known) widths.set(font, (known = new Map()));
  const measured = known;
  return (text) => {
    let width = measured.get(text);
    if (width === undefined) {
      if (measured.size >= MOST_WIDTHS) measured.clear();
      drawing.font = font;
      width = drawing.measureText(text).width;
      measured.set(text, width);
    }
    return width;
  };
}

/**
 * While a person types, the columns only grow: each measured column as wide as the wider of `now` and `fitted`
 * (`now` itself when nothing grew), so that a key whose rows are narrower than the last key's does not lay the whole
 * table out again, and one whose rows are wider still shows every text whole.
 */
export function grownSizes(now: ColumnSizingState, fitted: ColumnSizingState): ColumnSizingState {
  let grown: ColumnSizingState | null = null;
  for (const [id, width] of Object.entries(fitted)) {
    if ((now[id] ?? 0) >= width) continue;
    grown ??= { ...now };
    grown[id] = width;
  }
  return grown ?? now;
}

const defaults = new WeakMap<BookingColumns, Partial<Record<ColumnId, number>>>();

/** Each column's own width, where nothing on the page makes it wider (asked at every key: made once per columns). */
export function defaultSizes(columns: BookingColumns): Partial<Record<ColumnId, number>> {
  const known = defaults.get(columns);
  if (known) return known;
  const sizes: Partial<Record<ColumnId, number>> = Object.fromEntries(columns.map((column) => [column.id, column.size]));
  defaults.set(columns, sizes);
  return sizes;
}

/** The columns a frame `frameWidth` wide leaves out of those shown, at `sizes` (none once the person chose columns). */
export function leftOutOf({ columns, hidden, chosen }: { columns: BookingColumns; hidden: readonly ColumnId[]; chosen: boolean },
  sizes: ColumnSizingState, frameWidth: number | null): ColumnId[] {
  if (chosen || frameWidth === null || Object.keys(sizes).length === 0) return [];
  const shown = shownColumns(columns, hidden).map((column) => column.id as ColumnId);
  return columnsLeftOut(shown, sizes, defaultSizes(columns), frameWidth);
}
