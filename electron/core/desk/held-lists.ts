// The pages of one list the Bookings screen holds (bookings.held) come from one moment of the desk's copy: the list
// is taken whole for its first page and kept for the pages after it, so a sync or a record read between two pages
// can neither show a booking twice nor leave one out. One list is kept at a time, by reference (no copy of a record).
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { BookingQuery } from '../../../shared/contract/model/booking-query.js';
import { selectPage } from '../../../shared/domain/list-page.js';
import type { WorkingSet } from '../offline/working-set/index.js';

export type HeldQuery = Omit<BookingQuery, 'text'> & { generation?: number | undefined };

export interface HeldAnswer {
  bookings: BookingSummary[];
  page: number;
  pages: number;
  total: number;
  /** When the copy was current (the last sync); null: the desk has no copy to hold. */
  asOf: number;
  /** The copy's generation the pages come from. */
  generation: number;
}

interface KeptList {
  key: string;
  generation: number;
  bookings: BookingSummary[];
  asOf: number;
}

export class HeldLists {
  private kept: KeptList | null = null;

  /** A page of the list; `generation` (the first page's) asks for the same moment, while it is kept. Null: no copy. */
  async page(workingSet: WorkingSet, accountId: string, query: HeldQuery): Promise<HeldAnswer | null> {
    const { page = 1, limit = 100, generation, ...list } = query;
    const key = JSON.stringify([accountId, list]);
    await workingSet.whole();
    const wanted = generation ?? workingSet.generation;
    let kept = this.kept;
    if (!kept || kept.key !== key || kept.generation !== wanted) {
      // Taken from the copy as it stands now; worked out in pieces (a filter over 100,000), the screens' calls between.
      const at = workingSet.generation;
      const whole = await workingSet.listBookings({ ...list, page: 1, limit: Number.MAX_SAFE_INTEGER });
      if (whole.fetchedAt === null) return null;
      kept = { key, generation: at, bookings: whole.bookings, asOf: whole.fetchedAt };
      this.kept = kept;
    }
    const found = selectPage(kept.bookings, [], page, limit);
    return { bookings: found.entries, page, pages: found.pages, total: found.total, asOf: kept.asOf, generation: kept.generation };
  }
}
