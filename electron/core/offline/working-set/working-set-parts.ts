// The working set's parts in memory, and each of them as the file keeps it (disk/frames.ts): a booking as one row
// (listing, full record, items learned), the small parts whole, the notes as changes.
import type { AccountInfo } from '../../../../shared/contract/model/account.js';
import type { Category, Item } from '../../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../../shared/domain/dates.js';
import { BookingStore } from './booking-store.js';
import { CalendarStore } from './calendar-store.js';
import { ContentsStore } from './contents-store.js';
import type { NotesChange, PartName, Parts, StoredRow } from './disk/frames.js';
import type { FullSyncCursor } from './full-sync-cursor.js';
import { ItemKnowledge } from './item-knowledge.js';
import { NotesStore } from './notes-store.js';
import { StoredBooking } from './stored-booking.js';

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

/** Nothing held yet: `maxBookings` beyond which the oldest leave, `pinned` the codes a queued write needs. */
export function emptyParts(maxBookings: number, pinned: () => Iterable<string>): WorkingSetParts {
  const bookings = new BookingStore(maxBookings, pinned);
  const contents = new ContentsStore();
  return {
    bookings, contents, itemKnowledge: new ItemKnowledge(bookings.details, contents), calendar: new CalendarStore(),
    notes: new NotesStore(), items: null, categories: null, account: null, lastSyncAt: null, lastFullSyncAt: null,
    fullSync: null,
  };
}

/** A booking as the file keeps it; null when the working set no longer holds it. */
export function rowOf(parts: WorkingSetParts, code: string): StoredRow | null {
  const entry = parts.bookings.entries.get(code);
  if (!entry) return null;
  const row: StoredRow = { s: entry.summary, f: entry.fetchedAt };
  const stored = parts.bookings.details.get(code);
  if (stored) [row.d, row.df] = [stored.detail, stored.fetchedAt];
  const items = parts.contents.itemsByCode.get(code);
  if (items) row.i = items;
  return row;
}

/** Puts the booking back as the file held it (or, with null, takes it away). */
export function restoreRow(parts: WorkingSetParts, code: string, row: StoredRow | null): void {
  if (!row) {
    parts.bookings.forget(code);
    parts.contents.itemsByCode.delete(code);
    return;
  }
  parts.bookings.restore(new StoredBooking(row.s, row.f), row.d && row.df !== undefined ? { detail: row.d, fetchedAt: row.df } : null);
  if (row.i) parts.contents.itemsByCode.set(code, row.i);
  else parts.contents.itemsByCode.delete(code);
}

const savers: { [N in PartName]: (parts: WorkingSetParts) => Parts[N] } = {
  times: (parts) => ({ lastSyncAt: parts.lastSyncAt, lastFullSyncAt: parts.lastFullSyncAt, fullSync: parts.fullSync }),
  items: (parts) => parts.items,
  categories: (parts) => parts.categories,
  account: (parts) => parts.account,
  bookmarked: (parts) => [...parts.bookings.bookmarked],
  calendar: (parts) => parts.calendar.saved(),
  days: (parts) => [...parts.contents.days].map(([day, learned]) => [day, learned.codes, learned.learnedAt]),
};

/** One small part as the file keeps it. */
export const savedPart = <N extends PartName>(parts: WorkingSetParts, name: N): Parts[N] => savers[name](parts);

export function savedParts(parts: WorkingSetParts): Parts {
  return Object.fromEntries((Object.keys(savers) as PartName[]).map((name) => [name, savedPart(parts, name)])) as Parts;
}

export function restoreParts(parts: WorkingSetParts, saved: Partial<Parts>, today: Day): void {
  if (saved.times) {
    parts.lastSyncAt = saved.times.lastSyncAt;
    parts.lastFullSyncAt = saved.times.lastFullSyncAt;
    parts.fullSync = saved.times.fullSync;
  }
  if (saved.items !== undefined) {
    parts.items = saved.items;
    if (saved.items) parts.itemKnowledge.catalogueChanged(saved.items.list);
  }
  if (saved.categories !== undefined) parts.categories = saved.categories;
  if (saved.account !== undefined) parts.account = saved.account;
  if (saved.bookmarked) parts.bookings.bookmarked = new Set(saved.bookmarked);
  if (saved.calendar) {
    parts.calendar.cells.clear();
    parts.calendar.restore(saved.calendar, today);
  }
  if (saved.days) {
    parts.contents.days.clear();
    for (const [day, codes, learnedAt] of saved.days) parts.contents.days.set(day, { codes, learnedAt });
  }
}

/** The notes window whole: what compaction writes. */
export function allNotes(parts: WorkingSetParts): NotesChange {
  const { notes } = parts;
  return { all: true, put: [...notes.notes.values()], drop: [], fetchedAt: notes.fetchedAt, windowStart: notes.windowStart };
}

export function restoreNotes(parts: WorkingSetParts, change: NotesChange): void {
  parts.notes.restore(change);
}
