// Which items a booking holds. booking/index does not say; the full record does (its lines), and the listing's
// summary names the items ("Harbour View Double, Breakfast Basket"), which the catalogue turns back into ids;
// the service's item-filtered lists (contents-store.ts) say exactly.
import type { Item } from '../../../../shared/contract/model/catalogue.js';
import type { ContentsStore } from './contents-store.js';
import type { KnownItems } from './local-query.js';
import type { StoredBooking, StoredDetail } from './stored-booking.js';

const NOTHING: KnownItems = { ids: new Set(), exact: false };

export class ItemKnowledge {
  /** Names that belong to exactly one item; a shared name could be either, so it is left out. */
  private idsByName = new Map<string, number>();
  private inferred = new Map<string, KnownItems>();

  constructor(private readonly details: ReadonlyMap<string, StoredDetail>, private readonly contents: ContentsStore) {}

  catalogueChanged(items: readonly Item[]): void {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item.name, (counts.get(item.name) ?? 0) + 1);
    this.idsByName = new Map(items.filter((item) => counts.get(item.name) === 1).map((item) => [item.name, item.id]));
    this.inferred.clear();
  }

  itemsOf(entry: StoredBooking): KnownItems {
    const stored = this.details.get(entry.summary.code);
    if (stored) return { ids: new Set(stored.detail.lines.map((line) => line.itemId)), exact: true };
    const listed = this.contents.itemsByCode.get(entry.summary.code);
    if (listed) return { ids: new Set(listed), exact: true };
    if (this.idsByName.size === 0) return NOTHING;
    const key = entry.summary.summary;
    let known = this.inferred.get(key);
    if (!known) {
      const ids = new Set<number>();
      for (const name of key.split(', ')) {
        const id = this.idsByName.get(name);
        if (id !== undefined) ids.add(id);
      }
      // Summaries repeat (the same few item combinations), so one entry per distinct text stays small.
      known = { ids, exact: false };
      this.inferred.set(key, known);
    }
    return known;
  }
}
