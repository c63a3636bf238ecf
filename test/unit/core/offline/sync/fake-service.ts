// An in-memory booking/index, booking/notes and catalogue for the sync's unit tests: it pages and filters like the
// service, counts every call, tracks requests in flight, and can fail or hold a request on demand.
import { ApiFailure, cancelled } from '../../../../../electron/core/api/api-errors.js';
import type { BookingFilters } from '../../../../../electron/core/api/booking-filters.js';
import type { SyncPage } from '../../../../../electron/core/offline/sync/index.js';
import type { Sleep } from '../../../../../electron/core/api/pacing.js';
import type { BookingNote, BookingSummary } from '../../../../../shared/contract/model/booking.js';
import { addDays, type Day } from '../../../../../shared/domain/dates.js';
import { noteDay } from '../../../../../electron/core/offline/working-set/notes-store.js';

export function booking(id: number, lastModified = 1_000): BookingSummary {
  return {
    id, code: `SYNC-${String(id).padStart(6, '0')}`, status: { id: 'PAID', name: 'Paid' }, createdAt: 1_000,
    total: '10.00', paid: '10.00', due: '0.00', tax: '1.00', customer: { id, name: `Guest ${id}`, email: `g${id}@example.com` },
    summary: 'Garden Twin', dates: '', startDay: 20261101 + (id % 28), endDay: 20261101 + (id % 28), lastModified,
  };
}

/** The days the notes window is asked by, in the order asked: thirty days back first, today last. */
export const windowDays = (today: Day): Day[] => Array.from({ length: 31 }, (_, i) => addDays(today, i - 30));

export function note(id: number, at: string): BookingNote {
  return { id, bookingCode: booking(id).code, staffId: 1, at, body: `Note ${id}`, private: false };
}

export class FakeService {
  bookings: BookingSummary[];
  notes: BookingNote[] = [];
  pageCalls: BookingFilters[] = [];
  notesCalls: (Day | undefined)[] = [];
  /** booking/notes answers every note whatever day is asked, as a service that took `date` for "since" might. */
  notesIgnoreDay = false;
  catalogueCalls = 0;
  inFlight = 0;
  maxInFlight = 0;
  /** Answers instead of the page when it returns a failure. */
  failWith: ((filters: BookingFilters) => ApiFailure | null) | null = null;
  /** Pages never answer until cancelled, like a service that stopped responding. */
  hang = false;
  /** Runs before each page answers (e.g. to cancel half way). */
  beforeAnswer: ((filters: BookingFilters) => void) | null = null;
  /** Counters that lie: rewrites what each page says of pages and total. */
  lie: ((page: SyncPage) => SyncPage) | null = null;
  /** Pages overlap by one: each page after the first starts with the last record of the one before. */
  overlap = false;
  /** The service ignores `page` and answers page 1 every time. */
  ignoresPage = false;

  constructor(count: number) {
    this.bookings = Array.from({ length: count }, (_, i) => booking(i + 1));
  }

  fetchPage = async (filters: BookingFilters, signal: AbortSignal): Promise<SyncPage> => {
    this.pageCalls.push(filters);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await tick(signal, this.hang);
      this.beforeAnswer?.(filters);
      if (signal.aborted) throw cancelled();
      const failure = this.failWith?.(filters);
      if (failure) throw failure;
      return this.page(filters);
    } finally {
      this.inFlight -= 1;
    }
  };

  fetchCatalogue = async (signal: AbortSignal) => {
    this.catalogueCalls += 1;
    await tick(signal);
    return { items: [], categories: [] };
  };

  fetchNotes = async (signal: AbortSignal, day?: Day) => {
    this.notesCalls.push(day);
    await tick(signal);
    return day === undefined || this.notesIgnoreDay ? this.notes : this.notes.filter((n) => noteDay(n) === day);
  };

  private page(filters: BookingFilters): SyncPage {
    const from = filters.lastModified;
    const since = typeof from === 'object' && !(from instanceof Date) && from.from instanceof Date
      ? from.from.getTime() / 1000 : -Infinity;
    const matching = this.bookings.filter((b) => (b.lastModified ?? 0) >= since);
    const limit = filters.limit ?? 100;
    const page = this.ignoresPage ? 1 : filters.page ?? 1;
    const pages = Math.max(1, Math.ceil(matching.length / limit));
    const start = (page - 1) * limit - (this.overlap && page > 1 ? 1 : 0);
    const answer = { bookings: matching.slice(start, start + limit), pages, total: matching.length };
    return this.lie ? this.lie(answer) : answer;
  }
}

/** A macrotask, so requests overlap as they would over a network; a cancel ends it at once. */
function tick(signal: AbortSignal, forever = false): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelled());
    const timer = forever ? undefined : setTimeout(resolve, 1);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(cancelled());
    }, { once: true });
  });
}

/**
 * A sleep the test ends by hand (or a wake-up signal ends), recording every wait asked for. A wait a signal ended
 * is over at once (the abort is told synchronously), so a test reads whether a nudge or a stop ended it without
 * waiting to see what follows.
 */
export class HeldSleep {
  waits: number[] = [];
  private readonly held = new Set<() => void>();

  sleep: Sleep = (ms, signal) => new Promise<void>((resolve, reject) => {
    this.waits.push(ms);
    const end = () => {
      this.held.delete(end);
      resolve();
    };
    this.held.add(end);
    signal?.addEventListener('abort', () => {
      this.held.delete(end);
      reject(new Error('woken'));
    }, { once: true });
  });

  /** Waits under way: neither passed nor ended by a signal. */
  get waiting(): number {
    return this.held.size;
  }

  /** Ends every wait under way. */
  pass(): void {
    for (const end of [...this.held]) end();
  }
}

export const rateLimited = (seconds: number) =>
  new ApiFailure('rate-limited', 'Slow down.', { retryAfterSeconds: seconds });
export const offline = () => new ApiFailure('offline', 'Unreachable.');
export const serverError = () => new ApiFailure('server', 'Broken.');
