// The basket's lines as the desk shows them: each main line with its package lines under it, in line-id order
// ("10" after "9", "1.2" after "1.1"), whatever order they arrived in.
import type { BasketLine } from '../../../shared/contract/model/basket.js';
import type { DeskError } from '../../../shared/contract/desk-error.js';

export interface BasketRow {
  line: BasketLine;
  packages: BasketLine[];
}

function lineOrder(a: BasketLine, b: BasketLine): number {
  const [aMain = 0, aPart = 0] = a.lineId.split('.').map(Number);
  const [bMain = 0, bPart = 0] = b.lineId.split('.').map(Number);
  return aMain - bMain || aPart - bPart;
}

export function basketRows(lines: readonly BasketLine[]): BasketRow[] {
  const sorted = [...lines].sort(lineOrder);
  const rows = sorted.filter((line) => line.mainLineId === null).map((line) => ({ line, packages: [] as BasketLine[] }));
  const byId = new Map(rows.map((row) => [row.line.lineId, row]));
  for (const line of sorted) {
    if (line.mainLineId !== null) byId.get(line.mainLineId)?.packages.push(line);
  }
  return rows;
}

/** A quantity as typed, or null when it cannot be one (spec 4.5 alter: 1 to 999; remove takes a line out). */
export function readQuantity(text: string): number | null {
  const quantity = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(quantity) && quantity >= 1 && quantity <= 999 ? quantity : null;
}

/**
 * The core's sign that the service no longer knows the basket (ended, forgotten or never there): `basket_expired`,
 * or `basket_maybe_booked` when it ended under a booking whose answer was lost (the booking may exist).
 */
export function isBasketExpired(error: DeskError | null | undefined): boolean {
  return error?.code === 'basket_expired' || error?.code === 'basket_maybe_booked';
}
