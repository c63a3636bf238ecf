// How bookable one item is on one day, as the calendar colours and words it. The service writes units left per
// day; 1000000000 stands for an unlimited item and 0 for a day sold out or closed (docs/api-assumptions.md).
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';

export const UNLIMITED_UNITS = 1_000_000_000;

/** unknown: the service sent no figure for that day (or it has not arrived yet). */
export type Availability = 'unlimited' | 'plenty' | 'few' | 'none' | 'unknown';

/** "Few": a quarter of the stock or less, or two units or fewer, whichever says it first. */
const FEW_SHARE = 0.25;
const FEW_UNITS = 2;

export function availabilityOf(units: number | undefined, stock: number, unlimited = false): Availability {
  if (units === undefined) return 'unknown';
  // Checked before "unlimited": an event can close even an unlimited item, and then the day shows 0.
  if (units <= 0) return 'none';
  if (unlimited || units >= UNLIMITED_UNITS) return 'unlimited';
  return units <= FEW_UNITS || units <= stock * FEW_SHARE ? 'few' : 'plenty';
}

/** What the cell shows. */
export function unitsText(units: number | undefined, level: Availability): string {
  if (level === 'unlimited') return '∞';
  return units === undefined ? '–' : String(units);
}

/** What a screen reader says after the item and the day (and the cell's tooltip). */
export function availabilityWords(units: number | undefined, level: Availability, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'calendar.cell.availability',
    defaultMessage: '{level, select, unlimited {unlimited} none {sold out} unknown {no figure} other {{units, number} left}}',
  }, { level, units: units ?? 0 });
}

/** More booked than the stock holds, by the desk's copy (use-overbooked.ts). */
export interface Overbooking {
  booked: number;
  stock: number;
}

/**
 * Whether a cell says the day is overbooked. The desk's copy counts the bookings; the service's calendar counts what
 * is left. Only a day the service calls sold out (or gives no figure for) can be over: where it still has units left,
 * the copy is behind (a cancellation not yet synced), and "6 left, overbooked" would say two things at once.
 */
export function shownOverbooking(level: Availability, found: Overbooking | null): Overbooking | null {
  return found !== null && (level === 'none' || level === 'unknown') ? found : null;
}

/** A cell's words for a screen reader and its tooltip: "4 left", "sold out, overbooked: 3 booked, 2 in stock". */
export function cellWords(units: number | undefined, level: Availability, over: Overbooking | null, intl: IntlShape): string {
  const state = availabilityWords(units, level, intl);
  if (!over) return state;
  return intl.formatMessage({
    id: 'calendar.cell.overbooked',
    defaultMessage: '{state}, overbooked: {booked, number} booked, {stock, number} in stock',
  }, { state, booked: over.booked, stock: over.stock });
}

const LEGEND_WORDS = words(defineMessages({
  plenty: { id: 'calendar.legend.plenty', defaultMessage: 'Plenty left' },
  few: { id: 'calendar.legend.few', defaultMessage: 'Few left (a quarter of stock, or 2 or fewer)' },
  none: { id: 'calendar.legend.none', defaultMessage: 'Sold out or closed' },
  unlimited: { id: 'calendar.legend.unlimited', defaultMessage: 'Unlimited' },
}));

export const LEGEND: readonly { level: Availability; label: (typeof LEGEND_WORDS)[keyof typeof LEGEND_WORDS] }[] = [
  { level: 'plenty', label: LEGEND_WORDS.plenty },
  { level: 'few', label: LEGEND_WORDS.few },
  { level: 'none', label: LEGEND_WORDS.none },
  { level: 'unlimited', label: LEGEND_WORDS.unlimited },
];
