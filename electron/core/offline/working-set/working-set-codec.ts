// The working set's parts in memory, and their snapshot for the file: plain arrays, rebuilt into maps and search
// keys on load.
import type { AccountInfo } from '../../../../shared/contract/model/account.js';
import type { Category, Item } from '../../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../../shared/domain/dates.js';
import type { BookingStore } from './booking-store.js';
import type { CalendarStore } from './calendar-store.js';
import type { ContentsStore } from './contents-store.js';
import type { ItemKnowledge } from './item-knowledge.js';
import type { NotesStore } from './notes-store.js';
import { SNAPSHOT_VERSION, type FullSyncCursor, type Snapshot } from './snapshot.js';
import { yieldToScreens } from './snapshot-lines.js';

export interface WorkingSetParts {
  bookings: BookingStore;
  itemKnowledge: ItemKnowledge;
  contents: ContentsStore;
  calendar: CalendarStore;
  notes: NotesStore;
  items: { list: Item[]; fetchedAt: number } | null;
  categories: { list: Category[]; fetchedAt: number } | null;
  account: { info: AccountInfo; fetchedAt: number } | null;
  /** Unix seconds. */
  lastSyncAt: number | null;
  lastFullSyncAt: number | null;
  fullSync: FullSyncCursor | null;
}

export function takeSnapshot(parts: WorkingSetParts, accountId: string): Snapshot {
  const { bookings, notes } = parts;
  return {
    version: SNAPSHOT_VERSION, accountId,
    lastSyncAt: parts.lastSyncAt, lastFullSyncAt: parts.lastFullSyncAt, fullSync: parts.fullSync,
    bookings: [...bookings.entries.values()].map((entry) => [entry.summary, entry.fetchedAt]),
    details: [...bookings.details.values()].map((stored) => [stored.detail, stored.fetchedAt]),
    bookmarked: [...bookings.bookmarked],
    items: parts.items, categories: parts.categories, account: parts.account,
    calendar: parts.calendar.saved(),
    notes: { list: [...notes.notes.values()], fetchedAt: notes.fetchedAt, windowStart: notes.windowStart },
    contents: {
      days: [...parts.contents.days].map(([day, learned]) => [day, learned.codes, learned.learnedAt]),
      items: [...parts.contents.itemsByCode],
    },
  };
}

/** Bookings put back between two yields to the screens: a few milliseconds' work. */
const RESTORED_AT_ONCE = 2000;

export async function restoreSnapshot(parts: WorkingSetParts, snapshot: Snapshot, today: Day): Promise<void> {
  const { bookings } = parts;
  for (let i = 0; i < snapshot.bookings.length; i += RESTORED_AT_ONCE) {
    for (const [summary, fetchedAt] of snapshot.bookings.slice(i, i + RESTORED_AT_ONCE)) bookings.putSummary(summary, fetchedAt);
    await yieldToScreens();
  }
  for (const [detail, fetchedAt] of snapshot.details) bookings.details.set(detail.code, { detail, fetchedAt });
  bookings.bookmarked = new Set(snapshot.bookmarked);
  parts.items = snapshot.items;
  parts.categories = snapshot.categories;
  parts.account = snapshot.account;
  if (snapshot.items) parts.itemKnowledge.catalogueChanged(snapshot.items.list);
  parts.calendar.restore(snapshot.calendar, today);
  parts.notes.notes = new Map(snapshot.notes.list.map((note) => [note.id, note]));
  parts.notes.fetchedAt = snapshot.notes.fetchedAt;
  parts.notes.windowStart = snapshot.notes.windowStart;
  for (const [day, codes, learnedAt] of snapshot.contents.days) parts.contents.days.set(day, { codes, learnedAt });
  for (const [code, ids] of snapshot.contents.items) parts.contents.itemsByCode.set(code, ids);
  parts.lastSyncAt = snapshot.lastSyncAt;
  parts.lastFullSyncAt = snapshot.lastFullSyncAt;
  parts.fullSync = snapshot.fullSync;
}
