// What the manifest reads for a day, named once: the screen asks with these keys, and so does the desk's start
// (app/first-answers.ts), which asks before the screen is drawn.
import type { CallName } from '../../../shared/contract/calls.js';
import type { Day } from '../../../shared/domain/dates.js';

/** Lists that rarely change (items, categories, booking parameters): asked again after this long. */
export const LISTS_STALE_MS = 10 * 60_000;

export interface ScreenRead {
  name: CallName;
  input: object;
  staleTime?: number;
}

/** The day's bookings with their contents. */
export function dayRead(day: Day): ScreenRead & { input: { day: Day } } {
  return { name: 'day.contents', input: { day } };
}

/** The lists the manifest names its rows with, whatever the day. */
export const MANIFEST_LISTS: readonly ScreenRead[] = [
  { name: 'items.list', input: {}, staleTime: LISTS_STALE_MS },
  { name: 'categories.list', input: {}, staleTime: LISTS_STALE_MS },
  { name: 'rates.parameters', input: {}, staleTime: LISTS_STALE_MS },
];
