// What the sync is given and what it tells: the fetchers are injected, so the same sync runs over
// the real service, the sandbox, or a fake in a unit test.
import type { BookingNote, BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { Category, Item } from '../../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../../shared/domain/dates.js';
import type { BookingFilters } from '../../api/booking-filters.js';

export interface SyncPage {
  bookings: BookingSummary[];
  pages: number;
  total: number;
}

export type FetchPage = (filters: BookingFilters, signal: AbortSignal) => Promise<SyncPage>;
export type FetchCatalogue = (signal: AbortSignal) => Promise<{ items: Item[]; categories: Category[] }>;
/** booking/notes: the thirty days up to now, or one day when `day` is given. */
export type FetchNotes = (signal: AbortSignal, day?: Day) => Promise<BookingNote[]>;

/** The payload of the desk's `sync.progress` event: records stored so far of `total`. */
export interface SyncProgress {
  phase: 'idle' | 'full' | 'incremental';
  done: number;
  total: number | null;
}

/** What one sync did: the fetches it made and the booking records it stored. */
export interface SyncReport {
  kind: 'full' | 'incremental';
  /** Calls of the fetchers: one per page, one for the notes, one for the catalogue (two service requests). */
  requests: number;
  records: number;
  /** Whether a full sync picked up where a cancelled or failed one stopped. */
  resumed: boolean;
}
