// What a working set is opened with and what its reads answer: each answer says how old it is.
import type { BookingDetail, BookingSummary } from '../../../../shared/contract/model/booking.js';
import type { Timers } from '../../platform/timers.js';
import type { InexactFilter } from './local-query.js';

export interface WorkingSetOptions {
  folder: string;
  accountId: string;
  /** 32 bytes, from Vault.secretKey: as well protected as the tokens. */
  key: Buffer;
  /** Milliseconds since the epoch. */
  now?: () => number;
  /** A setting: beyond it the oldest bookings leave (eviction.ts). */
  maxBookings?: number;
  /** The account's time zone (ping's `timezone`), for what "today" means. */
  timeZone?: string;
  /** Codes a pending outbox write needs: kept whatever their age. */
  pinned?: () => Iterable<string>;
  /** Longest wait between a change and its write to disk. */
  debounceMs?: number;
  /** From this many bookings held, lists, search and reports are worked out by a worker thread (reads/reads.ts). */
  readsOffThreadFrom?: number;
  /** The account's parameters that are no guests, as reports are asked with them: none when not given. */
  notGuests?: () => readonly string[];
  /** How long the bookings not read at open wait for a read that needs them before they are read anyway. */
  readRestAfterMs?: number;
  /** What the write's debounce and the read of the rest wait on (a test moves them on by hand). */
  timers?: Timers;
  log: (message: string) => void;
}

export interface LocalBookingPage {
  bookings: BookingSummary[];
  page: number;
  pages: number;
  total: number;
  /**
   * Unix seconds up to which this answer is known current: the last sync once a full one was done (changes since
   * it would have come with it), else the oldest row's fetch.
   */
  fetchedAt: number | null;
  /** Filters answered only in part: itemId inferred from listings' summaries; partnerId not applied at all. */
  inexact: InexactFilter[];
}

export interface LocalDetail {
  detail: BookingDetail;
  fetchedAt: number;
  /** A newer listing shows the booking changed since: its listing fields are shown, lines and notes may be older. */
  outdated: boolean;
}
