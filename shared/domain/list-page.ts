// One page of a filtered list, as the booking service pages booking/index: every match counted, only the page asked
// for kept, in one pass. The desk's copy answers lists this way, and so does the Bookings screen's quick filter.
import { runAtOnce } from './run-at-once.js';

export interface ListPage<T> {
  entries: T[];
  page: number;
  pages: number;
  total: number;
}

/** Entries a pass looks at between two places it may pause: a few milliseconds' work. */
export const SCANNED_AT_ONCE = 5000;

export const selectPage = <T>(ordered: readonly T[], tests: readonly ((entry: T) => boolean)[], page = 1, limit = 100):
  ListPage<T> => runAtOnce(pageScan(ordered, tests, page, limit));

/** selectPage, pausing every SCANNED_AT_ONCE entries; `ordered` must not change meanwhile (pass a copy). */
export function* pageScan<T>(ordered: readonly T[], tests: readonly ((entry: T) => boolean)[], page: number, limit: number):
  Generator<void, ListPage<T>> {
  const skip = (page - 1) * limit;
  // No filter: the page is a slice, and the count the order's length (no pass over 100,000 bookings to count them).
  if (tests.length === 0) {
    const total = ordered.length;
    return { entries: ordered.slice(skip, skip + limit), page, pages: Math.max(1, Math.ceil(total / limit)), total };
  }
  const entries: T[] = [];
  let total = 0;
  for (let at = 0; at < ordered.length; at += 1) {
    if (at > 0 && at % SCANNED_AT_ONCE === 0) yield;
    const entry = ordered[at]!;
    if (!tests.every((test) => test(entry))) continue;
    if (total >= skip && entries.length < limit) entries.push(entry);
    total += 1;
  }
  return { entries, page, pages: Math.max(1, Math.ceil(total / limit)), total };
}
