// GET item/cal and item/{item_id}/cal: 4.2 calls it "calendar availability" and shows no shape; ours is
// { cal: { <item_id>: { <yyyymmdd>: units } } } (docs/api-assumptions.md, "Items, events and calendar").
import { z } from 'zod';
import { envelopeOf } from './envelope.js';
import { keyedCollection, wireInt } from './primitives.js';

/** Units available per yyyymmdd day; 1000000000 for unlimited items, 1 or 0 for Public API callers (4.7). */
export const calendarDaysSchema = keyedCollection(wireInt.pipe(z.int().nonnegative()));

/** Keyed by item_id. */
export const calendarSchema = keyedCollection(calendarDaysSchema);

export const calendarResponseSchema = envelopeOf('cal', calendarSchema);

export type WireCalendarDays = z.output<typeof calendarDaysSchema>;
export type WireCalendar = z.output<typeof calendarSchema>;
export type WireCalendarResponse = z.output<typeof calendarResponseSchema>;
