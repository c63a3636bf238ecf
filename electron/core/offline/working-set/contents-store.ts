// What the service's item-filtered lists taught the desk: which bookings a day holds (booking/index with dates),
// and which items each of them holds (the same list with item_id). Cheaper than a full record per booking.
import type { Day } from '../../../../shared/domain/dates.js';

export interface LearnedDay {
  codes: string[];
  /** Unix seconds. */
  learnedAt: number;
}

export class ContentsStore {
  readonly days = new Map<Day, LearnedDay>();
  readonly itemsByCode = new Map<string, number[]>();

  /**
   * The bookings on `day` and, for each, the items whose lists named it. Replaces what was known of them; the same
   * items learned again keep the list held, so that what was made from it (a booking's contents, its report source)
   * stands: the manifest reads its day's lists at every refresh, and most say what they said. Answers the bookings
   * whose items it did not know so.
   */
  learnDay(day: Day, codes: readonly string[], items: ReadonlyMap<string, readonly number[]>, at: number): string[] {
    this.days.set(day, { codes: [...codes], learnedAt: at });
    const changed: string[] = [];
    for (const code of codes) {
      const ids = items.get(code);
      if (ids && ids.length > 0 && this.learn(code, ids)) changed.push(code);
    }
    return changed;
  }

  /** Whether the booking's items were not known so. */
  private learn(code: string, ids: readonly number[]): boolean {
    const learned = [...ids].sort((a, b) => a - b);
    const known = this.itemsByCode.get(code);
    if (known?.length === learned.length && known.every((id, index) => id === learned[index])) return false;
    this.itemsByCode.set(code, learned);
    return true;
  }

  /**
   * Items that item-filtered lists over a period named (a report's); the bookings' days are not learned by it.
   * Returns the bookings whose items the desk did not know so: a period read again changes nothing.
   */
  learnItems(items: ReadonlyMap<string, readonly number[]>): string[] {
    const changed: string[] = [];
    for (const [code, ids] of items) if (ids.length > 0 && this.learn(code, ids)) changed.push(code);
    return changed;
  }

  /** Days long past are of no use to a desk: only those from `firstKept` on stay. */
  forgetBefore(firstKept: Day): void {
    for (const day of this.days.keys()) if (day < firstKept) this.days.delete(day);
  }

  /** Items of bookings that left the working set go with them. */
  keepOnly(present: (code: string) => boolean): void {
    for (const code of this.itemsByCode.keys()) if (!present(code)) this.itemsByCode.delete(code);
  }
}
