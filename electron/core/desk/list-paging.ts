// booking/index's own counters checked against what it served. A service may claim more bookings and pages than it
// lists (total_records twice the records, and pages to match): the Bookings list then offered pages that do not
// exist, each answering empty. A page shorter than the page size is the last one, whatever the counters say. Where
// the desk holds every booking and counts fewer pages than claimed, the first page past its count is asked for: empty,
// and the desk's count stands in for the service's (a copy a few bookings behind would find that page full, and the
// service's count then holds). Either way the list says its count is uncertain.
export interface ListPaging {
  page: number;
  pages: number;
  total: number;
  /** Why the count shown is not the service's, as a sentence; null when the service's counters hold. */
  countUncertain: string | null;
}

export interface PagingFacts {
  /** What the service said: this page, its pages and its total records. */
  claimed: { page: number; pages: number; total: number };
  /** Records on the page it served, and the page size asked for. */
  served: number;
  limit: number;
  /** The desk's count of the same list from a copy holding every booking; null without one. */
  counted: number | null;
  /** Records the service served on the first page past the desk's count, when it was asked; null when it was not. */
  beyond: number | null;
}

export const pagesOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Whether the page past the desk's count should be asked for: the service claims more pages than the desk counts. */
export function worthAskingBeyond({ claimed, served, limit, counted }: Omit<PagingFacts, 'beyond'>): boolean {
  return counted !== null && served >= limit && claimed.pages > pagesOf(counted, limit) && claimed.page <= pagesOf(counted, limit);
}

function saying(claimed: number, shown: number): string {
  return `The booking service counts ${claimed} bookings here but lists ${shown}: `
    + 'only the pages it lists are offered, and the count may be off.';
}

export function checkedPaging({ claimed, served, limit, counted, beyond }: PagingFacts): ListPaging {
  const { page } = claimed;
  // A short page ends the list: nothing comes after it, whatever pages says.
  if (served < limit) {
    const total = (page - 1) * limit + served;
    const pages = Math.max(1, served === 0 ? page - 1 : page);
    const holds = claimed.total === total && claimed.pages <= pages;
    return { page, pages, total, countUncertain: holds ? null : saying(claimed.total, total) };
  }
  if (counted !== null && beyond === 0) {
    const pages = Math.max(page, pagesOf(counted, limit));
    return { page, pages, total: Math.max(counted, page * limit), countUncertain: saying(claimed.total, counted) };
  }
  return { ...claimed, countUncertain: null };
}
