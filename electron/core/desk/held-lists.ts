// The pages of one list the Bookings screen holds (bookings.held) come from one moment of the desk's copy: the list
// is taken whole for its first page and kept for the pages after it, so a sync or a record read between two pages
// can neither show a booking twice nor leave one out. One list is kept at a time, by reference (no copy of a record).
// Once the page holds it, what changes is sent alone (bookings.heldChanges): the bookings changed since the
// moment the page holds, with their places in the list now. Any list handed out lately is answered so, not only the
// one kept: a page whose first ask for changes was overtaken by a second (a sync's end and the change feed ask
// again at once, and the page drops the first answer), or that read another list meanwhile, would otherwise read
// its whole list again, a thousand at a time, while a person types in it.
import type { BookingSummary, HeldChanges } from '../../../shared/contract/model/booking.js';
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
  /** The desk's today when the list was taken: a list of "today" is another list tomorrow. */
  today: number;
}

const WHOLE: HeldChanges = { kind: 'whole' };

/** A list handed out: which, at which moment of the copy, on which day. */
interface Taken {
  key: string;
  generation: number;
  today: number;
}

/** Lists handed out that a page may still hold and ask the changes of: a few screens' worth. */
const TAKEN_KEPT = 16;

type ListQuery = Omit<HeldQuery, 'page' | 'limit' | 'generation'>;

/** Which list a query asks for, without which page of it and which moment. */
function listOf(query: HeldQuery): ListQuery {
  const list: HeldQuery = { ...query };
  delete list.page;
  delete list.limit;
  delete list.generation;
  return list;
}

export class HeldLists {
  private kept: KeptList | null = null;
  private readonly taken: Taken[] = [];

  /** The list as the copy stands now, kept for the pages that follow; null: no copy. */
  private async take(workingSet: WorkingSet, key: string, list: ListQuery):
    Promise<KeptList | null> {
    // Taken from the copy as it stands now, off the thread that answers the screens for a large set.
    const at = workingSet.generation;
    const today = workingSet.today();
    const whole = await workingSet.listBookings({ ...list, page: 1, limit: Number.MAX_SAFE_INTEGER });
    if (whole.fetchedAt === null) return null;
    this.kept = { key, generation: at, bookings: whole.bookings, asOf: whole.fetchedAt, today };
    this.taken.push({ key, generation: at, today });
    if (this.taken.length > TAKEN_KEPT) this.taken.shift();
    return this.kept;
  }

  /** A page of the list; `generation` (the first page's) asks for the same moment, while it is kept. Null: no copy. */
  async page(workingSet: WorkingSet, accountId: string, query: HeldQuery): Promise<HeldAnswer | null> {
    const { page = 1, limit = 100, generation } = query;
    const list = listOf(query);
    const key = JSON.stringify([accountId, list]);
    await workingSet.whole();
    const wanted = generation ?? workingSet.generation;
    let kept = this.kept;
    if (!kept || kept.key !== key || kept.generation !== wanted) kept = await this.take(workingSet, key, list);
    if (!kept) return null;
    const found = selectPage(kept.bookings, [], page, limit);
    return { bookings: found.entries, page, pages: found.pages, total: found.total, asOf: kept.asOf, generation: kept.generation };
  }

  /**
   * What changed in the list since the moment `since` the page holds it at: for a list handed out at that moment, on
   * the same day, while the copy can name every booking changed since. `alsoAsked`: bookings
   * whose row may show otherwise for a reason the copy cannot name (another desk's stamp), sent again when listed.
   */
  async changes(workingSet: WorkingSet, accountId: string, query: HeldQuery & { since: number }, alsoAsked: readonly string[] = []):
    Promise<HeldChanges> {
    const { since, ...asked } = query;
    const list = listOf(asked);
    const key = JSON.stringify([accountId, list]);
    await workingSet.whole();
    const today = workingSet.today();
    const handedOut = this.taken.some((taken) => taken.key === key && taken.generation === since && taken.today === today);
    const changed = workingSet.changedSince(since);
    if (!handedOut || !changed) return WHOLE;
    const kept = await this.take(workingSet, key, list);
    if (!kept) return WHOLE;
    const named = new Set(changed);
    const askedToo = new Set(alsoAsked);
    const put: { at: number; booking: BookingSummary }[] = [];
    kept.bookings.forEach((booking, at) => {
      if (named.has(booking.code) || askedToo.has(booking.code.toUpperCase())) put.push({ at, booking });
    });
    const stays = new Set(put.map(({ booking }) => booking.code));
    return {
      kind: 'changes', generation: kept.generation, total: kept.bookings.length, asOf: kept.asOf, put,
      drop: changed.filter((code) => !stays.has(code)),
    };
  }
}
