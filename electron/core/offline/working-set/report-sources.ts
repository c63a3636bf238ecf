// The working set's bookings as a report reads them: each listing with what the desk has learned of it. A current
// full record gives items, guest counts and check-in; else the service's item lists (contents-store) or the
// listing's summary give the items, and the listing's date text the start time. The list is kept from one report
// to the next and only the bookings that changed are made again (making all 100,000 after every change held up the
// thread that answers the screens for tens of milliseconds a report); an unchanged booking's source is the same
// object, so a report reuses what it derived from it.
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import type { BookingContents, ReportSource } from '../../reports/report-entry.js';
import { currentRecord, type DayParts } from './day-bookings.js';
import { KeyedList } from './keyed-list.js';
import { listedStartTime } from './listed-time.js';
import type { StoredBooking } from './stored-booking.js';

interface KnownContents {
  contents: BookingContents;
  itemIds: ReadonlySet<number>;
}

const fromRecords = new WeakMap<BookingDetail, KnownContents>();

function recordContents(detail: BookingDetail): KnownContents {
  let known = fromRecords.get(detail);
  if (!known) {
    known = {
      contents: { lines: detail.lines, checkedIn: detail.checkedIn !== null },
      itemIds: new Set(detail.lines.map((line) => line.itemId)),
    };
    fromRecords.set(detail, known);
  }
  return known;
}

export function sourceOf(parts: DayParts, entry: StoredBooking): ReportSource {
  const record = currentRecord(parts, entry.summary.code);
  if (record) {
    const { contents, itemIds } = recordContents(record);
    return { summary: entry.summary, contents, itemIds, itemsExact: true, startTime: record.startTime };
  }
  const listed = parts.contents.itemsByCode.get(entry.summary.code);
  const itemIds = listed ? new Set(listed) : parts.itemKnowledge.itemsOf(entry).ids;
  return { summary: entry.summary, contents: null, itemIds, itemsExact: listed !== undefined,
    startTime: listedStartTime(entry.summary.dates) };
}

export class ReportSources {
  private readonly list = new KeyedList<string, ReportSource>();
  private readonly stale = new Set<string>();
  private everything = true;

  /** The booking's listing, record or learned items changed, or it left. */
  changed(code: string): void {
    this.stale.add(code);
  }

  /** The catalogue changed (the items read from summaries' names may be others now), or the set was read anew. */
  allChanged(): void {
    this.everything = true;
  }

  /** Every booking held, in no particular order; the same array until something changes. */
  all(parts: DayParts): readonly ReportSource[] {
    if (this.everything) {
      this.list.clear();
      for (const entry of parts.bookings.entries.values()) this.list.set(entry.summary.code, sourceOf(parts, entry));
      this.everything = false;
    } else {
      for (const code of this.stale) {
        const entry = parts.bookings.entries.get(code);
        if (entry) this.list.set(code, sourceOf(parts, entry));
        else this.list.delete(code, (source) => source.summary.code);
      }
    }
    this.stale.clear();
    return this.list.all();
  }
}
