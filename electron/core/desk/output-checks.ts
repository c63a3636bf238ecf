// The contract's check of each answer, as dispatch makes it. Answers of the desk's copy carry its booking listings
// again and again (the Bookings list's pages of 1,000, a busy day's 1,100 bookings, search, the held list's changes),
// and a report asked again is the one answered before: parsing each at every answer made a copy of it each time (a
// page: 1,000 copies, garbage the collector then paused the thread that answers the screens for) to prove again what
// was proven the last time. A value frozen through and through (the working set's listings, stored-booking.ts; a
// booking's contents, day-bookings.ts; a report kept, reads/reads.ts) that passed its schema exactly as it is
// (nothing stripped, nothing filled in) passes for good: it is remembered and sent as it is. Any other value is
// parsed as before.
import { z } from 'zod';
import { calls, type CallName, type CallOutput } from '../../../shared/contract/calls.js';
import { dayContentsSchema, type BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { bookingPageSchema, bookingSummarySchema, heldChangesSchema, heldPageSchema } from '../../../shared/contract/model/booking.js';
import { reportSchema } from '../../../shared/contract/model/report.js';
import { isDeepFrozen } from '../platform/deep-freeze.js';
import { mapInPieces } from '../platform/yield-to-screens.js';

const passed = new WeakSet<object>();

/** The same values, in the same shape: what the schema gave back is what it was given. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length &&
    keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** `schema`, proven once for each value frozen through and through that it gives back unchanged. */
function checkedOnce<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((value, context): z.output<S> => {
    if (typeof value === 'object' && value !== null && passed.has(value)) return value as z.output<S>;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    if (typeof value !== 'object' || value === null || !isDeepFrozen(value) || !same(value, parsed.data)) return parsed.data;
    passed.add(value);
    return value as z.output<S>;
  });
}

const listingCheckedOnce = checkedOnce(bookingSummarySchema);
const contentsCheckedOnce = checkedOnce(dayContentsSchema.shape.bookings.element.extend({ booking: listingCheckedOnce }));

/**
 * Proves a day's contents against the contract ahead of the answer, a few hundred between two turns of the screens'
 * calls: a busy day's first answer checked 2,000 in one piece. Those frozen and passing are remembered, and the
 * answer's own check then finds them proven; any other is checked again there, as always.
 */
export async function proveContents(contents: readonly BookingContents[]): Promise<void> {
  await mapInPieces(contents, (one) => contentsCheckedOnce.safeParse(one), 250);
}

const [changes, whole] = heldChangesSchema.options;

/** The calls whose answers carry the copy's listings; every other call's answer is checked by its own schema. */
const CHECKED_ONCE: { [N in CallName]?: z.ZodType<CallOutput<N>> } = {
  'bookings.list': bookingPageSchema.extend({ bookings: z.array(listingCheckedOnce) }),
  'bookings.held': heldPageSchema.extend({ bookings: z.array(listingCheckedOnce) }),
  'bookings.heldChanges': z.discriminatedUnion('kind', [
    changes.extend({ put: z.array(changes.shape.put.element.extend({ booking: listingCheckedOnce })) }), whole,
  ]),
  'search.local': z.array(listingCheckedOnce),
  'day.contents': dayContentsSchema.extend({ bookings: z.array(contentsCheckedOnce) }),
  'reports.run': checkedOnce(reportSchema),
};

/** The schema dispatch checks a call's answer with: the contract's own, or the same with listings proven once. */
export function outputSchema(name: CallName): z.ZodType {
  return CHECKED_ONCE[name] ?? calls[name].output;
}
