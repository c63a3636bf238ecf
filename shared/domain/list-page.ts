// One page of a filtered list, as the booking service pages booking/index: every match counted, only the page asked
// for kept, in one pass. The desk's copy answers lists this way, and so does the Bookings screen's quick filter.

export interface ListPage<T> {
  entries: T[];
  page: number;
  pages: number;
  total: number;
}

export function selectPage<T>(ordered: readonly T[], tests: readonly ((entry: T) => boolean)[], page = 1, limit = 100): ListPage<T> {
  const skip = (page - 1) * limit;
  const entries: T[] = [];
  let total = 0;
  for (const entry of ordered) {
    if (!tests.every((test) => test(entry))) continue;
    if (total >= skip && entries.length < limit) entries.push(entry);
    total += 1;
  }
  return { entries, page, pages: Math.max(1, Math.ceil(total / limit)), total };
}
