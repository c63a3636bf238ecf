// The list's free-text columns are as wide as their longest value on the page, so no name, item or address is cut
// at 1366×768 (rows have a fixed height for the virtual list, so text cannot wrap). Measured once per page with a
// canvas, not per row in the DOM; the table scrolls sideways behind the fixed code column when it is wider.
import type { ColumnSizingState } from '@tanstack/react-table';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { ColumnId } from './columns.js';

/** The cell's side padding (bookings.css, 8 px each side) and a little room for rounding between fonts. */
const CELL_PADDING = 16 + 6;

export type MeasureText = (text: string) => number;

/** Each measured column at least its default width, wider when a value on the page needs it. */
export function fittedSizes(rows: readonly BookingSummary[],
  texts: Partial<Record<ColumnId, (booking: BookingSummary) => string>>,
  defaults: Partial<Record<ColumnId, number>>, measure: MeasureText): ColumnSizingState {
  const sizes: ColumnSizingState = {};
  for (const [id, textOf] of Object.entries(texts) as [ColumnId, (booking: BookingSummary) => string][]) {
    let widest = 0;
    for (const row of rows) widest = Math.max(widest, measure(textOf(row)));
    sizes[id] = Math.max(defaults[id] ?? 0, Math.ceil(widest) + CELL_PADDING);
  }
  return sizes;
}

let context: CanvasRenderingContext2D | null | undefined;
/** Widths measured in one font: each key of the quick filter measures a page of names, most of them seen before. */
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
