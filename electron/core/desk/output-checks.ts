// The contract's check of each answer, as dispatch makes it. Answers of the desk's copy carry its booking listings
// again and again (the Bookings list's pages of 1,000, a busy day's 1,100 bookings, search, the held list's changes):
// parsing each listing at every answer made a copy of it each time (a page: 1,000 copies, garbage the collector then
// paused the thread that answers the screens for) to prove again what was proven the last time. A listing the
// working set keeps is frozen (stored-booking.ts), so once it passed the contract's schema exactly as it is (nothing
// stripped, nothing filled in), it passes for good: it is remembered and sent as it is. Any other value, and any
// listing that is not frozen or was not exactly the contract's shape, is parsed as before.
import { z } from 'zod';
import { calls, type CallName, type CallOutput } from '../../../shared/contract/calls.js';
import { dayContentsSchema } from '../../../shared/contract/model/booking-contents.js';
import {
  bookingPageSchema, bookingSummarySchema, heldChangesSchema, heldPageSchema, type BookingSummary,
} from '../../../shared/contract/model/booking.js';

const passed = new WeakSet<object>();

const isFrozenObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.isFrozen(value);

/** The listing passes as it is: frozen through and through, with no member the schema would strip. */
function keptAsItIs(value: unknown, parsed: BookingSummary): boolean {
  if (!isFrozenObject(value) || !isFrozenObject(value.status) || !isFrozenObject(value.customer)) return false;
  const same = (a: object, b: object) => Object.keys(a).length === Object.keys(b).length;
  return same(value, parsed) && same(value.status, parsed.status) && same(value.customer, parsed.customer);
}

/** bookingSummarySchema, proven once for each frozen listing. */
export const listingCheckedOnce = z.unknown().transform((value, context): BookingSummary => {
  if (typeof value === 'object' && value !== null && passed.has(value)) return value as BookingSummary;
  const parsed = bookingSummarySchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  if (!keptAsItIs(value, parsed.data)) return parsed.data;
  passed.add(value as object);
  return value as BookingSummary;
});

const [changes, whole] = heldChangesSchema.options;

/** The calls whose answers carry the copy's listings; every other call's answer is checked by its own schema. */
const CHECKED_ONCE: { [N in CallName]?: z.ZodType<CallOutput<N>> } = {
  'bookings.list': bookingPageSchema.extend({ bookings: z.array(listingCheckedOnce) }),
  'bookings.held': heldPageSchema.extend({ bookings: z.array(listingCheckedOnce) }),
  'bookings.heldChanges': z.discriminatedUnion('kind', [
    changes.extend({ put: z.array(changes.shape.put.element.extend({ booking: listingCheckedOnce })) }), whole,
  ]),
  'search.local': z.array(listingCheckedOnce),
  'day.contents': dayContentsSchema.extend({
    bookings: z.array(dayContentsSchema.shape.bookings.element.extend({ booking: listingCheckedOnce })),
  }),
};

/** The schema dispatch checks a call's answer with: the contract's own, or the same with listings proven once. */
export function outputSchema(name: CallName): z.ZodType {
  return CHECKED_ONCE[name] ?? calls[name].output;
}
