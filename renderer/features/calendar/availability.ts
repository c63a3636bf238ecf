// How bookable one item is on one day, as the calendar colours and words it. The service writes units left per
// day; 1000000000 stands for an unlimited item and 0 for a day sold out or closed (docs/api-assumptions.md).

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

/** What a screen reader says after the item and the day. */
export function availabilityWords(units: number | undefined, level: Availability): string {
  switch (level) {
    case 'unlimited': return 'unlimited';
    case 'none': return 'sold out';
    case 'unknown': return 'no figure';
    default: return `${units} left`;
  }
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

/** "overbooked: 3 booked, 2 in stock". */
export const overbookingWords = ({ booked, stock }: Overbooking) => `overbooked: ${booked} booked, ${stock} in stock`;

export const LEGEND: readonly { level: Availability; label: string }[] = [
  { level: 'plenty', label: 'Plenty left' },
  { level: 'few', label: 'Few left (a quarter of stock, or 2 or fewer)' },
  { level: 'none', label: 'Sold out or closed' },
  { level: 'unlimited', label: 'Unlimited' },
];
