// Guests' earlier no-shows, by customer id and by e-mail: bookings in the account's no-show status, and bookings
// closed as no-shows on this desk. Kept with the working set: after a change only the bookings that changed are
// placed again (going over every booking held after each change cost the readiness board most of its time), and
// everything is gathered again only when the working set cannot say what changed, or the no-show status changed.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { Day } from '../../../shared/domain/dates.js';

/** An earlier booking of a guest that ended as a no-show. */
export interface PriorNoShow {
  code: string;
  day: Day;
}

type Guest = Pick<BookingSummary, 'customer'>;

/** The working set as this index reads it. */
export interface NoShowSource {
  readonly generation: number;
  changedSince(generation: number): string[] | null;
  summary(code: string): BookingSummary | null;
  summaries(): Iterable<BookingSummary>;
}

const guestKeys = (booking: Guest): string[] => [
  ...(booking.customer.id !== null ? [`id:${booking.customer.id}`] : []),
  ...(booking.customer.email.trim() !== '' ? [`email:${booking.customer.email.trim().toLowerCase()}`] : []),
];

export class EarlierNoShows {
  private readonly byGuest = new Map<string, Map<string, PriorNoShow>>();
  /** The guest keys each no-show is filed under, to take it out again when it changes. */
  private readonly filed = new Map<string, string[]>();
  private generation: number | null = null;
  private status: string | null = null;
  private marked: ReadonlySet<string> = new Set();

  /** Brought up to date with the working set, the account's no-show status and this desk's no-show marks. */
  update(source: NoShowSource, status: string | null, marked: ReadonlySet<string>): void {
    const changed = this.generation === null || status !== this.status ? null : source.changedSince(this.generation);
    const remarked = [...marked].filter((code) => !this.marked.has(code)).concat([...this.marked].filter((code) => !marked.has(code)));
    this.status = status;
    this.marked = marked;
    this.generation = source.generation;
    if (changed === null) {
      this.byGuest.clear();
      this.filed.clear();
      for (const summary of source.summaries()) this.place(summary.code, summary);
      return;
    }
    for (const code of new Set([...changed, ...remarked])) this.place(code, source.summary(code));
  }

  /** The guest's no-shows before the booking's first day (all of them when it has none), earliest first. */
  before(booking: Guest & Pick<BookingSummary, 'code' | 'startDay'>): PriorNoShow[] {
    const found = new Map<string, PriorNoShow>();
    for (const key of guestKeys(booking)) {
      for (const earlier of this.byGuest.get(key)?.values() ?? []) {
        if (earlier.code !== booking.code && (booking.startDay === null || earlier.day < booking.startDay)) found.set(earlier.code, earlier);
      }
    }
    return [...found.values()].sort((a, b) => a.day - b.day);
  }

  private place(code: string, summary: BookingSummary | null): void {
    for (const key of this.filed.get(code) ?? []) {
      const codes = this.byGuest.get(key);
      codes?.delete(code);
      if (codes?.size === 0) this.byGuest.delete(key);
    }
    this.filed.delete(code);
    if (!summary || summary.startDay === null || (summary.status.id.toUpperCase() !== this.status && !this.marked.has(code))) return;
    const keys = guestKeys(summary);
    for (const key of keys) {
      let codes = this.byGuest.get(key);
      if (!codes) this.byGuest.set(key, (codes = new Map()));
      codes.set(code, { code, day: summary.startDay });
    }
    this.filed.set(code, keys);
  }
}
