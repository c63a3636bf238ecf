// The contract's check of each answer, as dispatch makes it. Answers of the desk's copy carry its booking listings
// again and again (the Bookings list's pages of 1,000, a busy day's 1,100 bookings, search, the held list's changes),
// and a report asked again is the one answered before: parsing each at every answer made a copy of it each time (a
// page: 1,000 copies, garbage the collector then paused the thread that answers the screens for) to prove again what
// was proven the last time. A value frozen through and through (the working set's listings, stored-booking.ts; a
// booking's contents, day-bookings.ts; a report kept, reads/reads.ts) that passed its schema exactly as it is
// (nothing stripped, nothing filled in) passes for good: it is remembered and sent as it is. Any other value is
// parsed as before. A list whose every member was proven so is passed whole, without a check of each member: zod's
// array check runs every member through the member's own check (a pipe and a transform, a few objects each, even
// for a member remembered), and the Bookings list read whole is 100,000 members a read: over half of what the thread
// that answers the screens allocated in a day's use at 100,000 bookings (1.2 GB of 2.9 in 30 rounds), and the
// garbage the collector then paused it for.
import { z } from 'zod';
import { calls, type CallName, type CallOutput } from '../../../shared/contract/calls.js';
import { dayContentsSchema, type BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { bookingPageSchema, bookingSummarySchema, heldChangesSchema, heldPageSchema } from '../../../shared/contract/model/booking.js';
import { reportSchema } from '../../../shared/contract/model/report.js';
import { provenListings } from '../offline/working-set/proven-listings.js';
import { isDeepFrozen } from '../platform/deep-freeze.js';
import { mapInPieces } from '../platform/yield-to-screens.js';

/** The same values, in the same shape: what the schema gave back is what it was given. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(b);
  return Object.keys(a).length === keys.length &&
    keys.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A schema that remembers the values it proved for good, and passes them again unlooked at. */
type CheckedOnce<T> = z.ZodType<T> & { readonly passed: WeakSet<object> };

const isPassed = (passed: WeakSet<object>, value: unknown): boolean =>
  typeof value === 'object' && value !== null && passed.has(value);

/**
 * `schema`, proven once for each value frozen through and through that it gives back unchanged. `passed`: where
 * those are remembered; each schema its own memory (a value proven against one contract is not thereby proven against
 * another), shared only with what proves values against the same schema elsewhere.
 */
function checkedOnce<S extends z.ZodType>(schema: S, passed = new WeakSet<object>()): CheckedOnce<z.output<S>> {
  const once = z.unknown().transform((value, context): z.output<S> => {
    if (isPassed(passed, value)) return value as z.output<S>;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    if (typeof value !== 'object' || value === null || !isDeepFrozen(value) || !same(value, parsed.data)) return parsed.data;
    passed.add(value);
    return value as z.output<S>;
  });
  return Object.assign(once, { passed }) as never;
}

/** A list of `member`'s values: every member proven already, the list is passed (a copy of it); else each is checked. */
function listCheckedOnce<T>(member: CheckedOnce<T>): z.ZodType<T[]> {
  const each = z.array(member);
  return z.unknown().transform((value, context): T[] => {
    if (Array.isArray(value) && value.every((one) => isPassed(member.passed, one))) return value.slice() as T[];
    const parsed = each.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}

// The reads' worker proves the working set's listings against the same schema, on its own thread (reads/reads.ts).
const listingCheckedOnce = checkedOnce(bookingSummarySchema, provenListings);
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
  'bookings.list': bookingPageSchema.extend({ bookings: listCheckedOnce(listingCheckedOnce) }),
  'bookings.held': heldPageSchema.extend({ bookings: listCheckedOnce(listingCheckedOnce) }),
  'bookings.heldChanges': z.discriminatedUnion('kind', [
    changes.extend({ put: z.array(changes.shape.put.element.extend({ booking: listingCheckedOnce })) }), whole,
  ]),
  'search.local': listCheckedOnce(listingCheckedOnce),
  'day.contents': dayContentsSchema.extend({ bookings: listCheckedOnce(contentsCheckedOnce) }),
  'reports.run': checkedOnce(reportSchema),
};

/** The schema dispatch checks a call's answer with: the contract's own, or the same with listings proven once. */
export function outputSchema(name: CallName): z.ZodType {
  return CHECKED_ONCE[name] ?? calls[name].output;
}
