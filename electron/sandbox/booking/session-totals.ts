// The money of a booking session (spec 2.10), in minor units of the account's currency (minor-units.ts). Prices
// include tax (TAX_RATE).
import type { BookingSession, SessionLine } from '../state/model.js';

/** Tax is included in prices: 12% (5% GST + 7% PST, as in British Columbia). */
export const TAX_RATE = 0.12;

export interface SessionTotals {
  /** Every line that counts, tax included, before the discount. */
  subTotal: number;
  discount: number;
  /** subTotal less the discount: what the booking will cost. */
  total: number;
  /** The tax included in total. */
  tax: number;
  /** Units of the main lines. */
  qty: number;
}

/** What a line adds to the session: nothing for a package line that is opted out. */
export function lineCents(line: SessionLine): number {
  return line.packageOf !== null && !line.optedIn ? 0 : line.unitTotal * line.qty;
}

export function taxIncluded(cents: number): number {
  return Math.round(cents - cents / (1 + TAX_RATE));
}

/** A booking's money is its lines' (the docs' booking.order: total and tax_total add up over its items). */
export function orderTotals(lines: readonly { total: number; taxTotal: number }[]): { total: number; taxTotal: number } {
  return {
    total: lines.reduce((sum, line) => sum + line.total, 0),
    taxTotal: lines.reduce((sum, line) => sum + line.taxTotal, 0),
  };
}

export function sessionTotals(session: BookingSession): SessionTotals {
  const subTotal = session.lines.reduce((sum, line) => sum + lineCents(line), 0);
  const discount = Math.min(session.discountCents, subTotal);
  const total = subTotal - discount;
  const qty = session.lines.filter((l) => l.packageOf === null).reduce((sum, l) => sum + l.qty, 0);
  return { subTotal, discount, total, tax: taxIncluded(total), qty };
}
