// The account's calendar day of an instant, for bookings placed by when they were made. Asking Intl for each of
// 20,000 bookings is slow, so the local midnights of the days in question are computed once and searched.
import { addDays, daysOf, instantInZone, type Day } from '../../../shared/domain/dates.js';

export class DayFinder {
  private readonly days: Day[];
  private readonly starts: number[];

  constructor(first: Day, last: Day, timeZone: string) {
    this.days = [...daysOf(first, last)];
    this.starts = this.days.map((day) => instantInZone(day, timeZone));
    this.starts.push(instantInZone(addDays(last, 1), timeZone));
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
