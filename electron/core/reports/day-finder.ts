// The account's calendar day of an instant, for bookings placed by when they were made. Asking Intl for each of
// 20,000 bookings is slow, so the local midnights of the days in question are computed once and searched.
import { addDays, daysBetween, daysOf, instantInZone, type Day } from '../../../shared/domain/dates.js';
import { nextMonthStart } from '../../../shared/domain/report-period.js';

const DAY_SECONDS = 86_400;

/** The local midnights of first…last+1. Intl is asked once a month; only a month with a clock change day by day. */
function midnights(first: Day, last: Day, timeZone: string): number[] {
  const starts: number[] = [];
  let from = first;
  const end = addDays(last, 1);
  while (from < end) {
    const next = Math.min(end, nextMonthStart(from));
    const startAt = instantInZone(from, timeZone);
    const days = daysBetween(from, next);
    const steady = instantInZone(next, timeZone) - startAt === days * DAY_SECONDS;
    for (const [index, day] of [...daysOf(from, addDays(next, -1))].entries()) {
      starts.push(steady ? startAt + index * DAY_SECONDS : instantInZone(day, timeZone));
    }
    from = next;
  }
  starts.push(instantInZone(end, timeZone));
  return starts;
}

/** The last few finders: a manager flips between a handful of periods, and midnights do not move. */
const recent = new Map<string, DayFinder>();
const RECENT_KEPT = 8;

export function dayFinder(first: Day, last: Day, timeZone: string): DayFinder {
  const key = `${first}-${last}-${timeZone}`;
  let finder = recent.get(key);
  if (!finder) {
    finder = new DayFinder(first, last, timeZone);
    if (recent.size >= RECENT_KEPT) recent.delete(recent.keys().next().value!);
    recent.set(key, finder);
  }
  return finder;
}

export class DayFinder {
  private readonly days: Day[];
  private readonly starts: number[];

  constructor(first: Day, last: Day, timeZone: string) {
    this.days = [...daysOf(first, last)];
    this.starts = midnights(first, last, timeZone);
  }

  /** The day of an instant (Unix seconds), or null outside first…last. */
  dayOf(instant: number): Day | null {
    const { starts } = this;
    if (instant < starts[0]! || instant >= starts[starts.length - 1]!) return null;
    let low = 0;
    let high = starts.length - 1;
    while (high - low > 1) {
      const middle = (low + high) >> 1;
      if (starts[middle]! <= instant) low = middle;
      else high = middle;
    }
    return this.days[low]!;
  }
}
