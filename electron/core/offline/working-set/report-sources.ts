// The working set's bookings as a report reads them: each listing with what its full record adds (items, guest
// counts, start time, check-in). Contents are derived once per record, so a second report reuses its sums.
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import type { BookingContents, ReportSource } from '../../reports/report-entry.js';
import type { BookingStore } from './booking-store.js';
import type { ItemKnowledge } from './item-knowledge.js';

interface KnownContents {
  contents: BookingContents;
  itemIds: ReadonlySet<number>;
}

const derived = new WeakMap<BookingDetail, KnownContents>();

function contentsOf(detail: BookingDetail): KnownContents {
  let known = derived.get(detail);
  if (!known) {
    known = {
      contents: { lines: detail.lines, startTime: detail.startTime, checkedIn: detail.checkedIn !== null },
      itemIds: new Set(detail.lines.map((line) => line.itemId)),
    };
    derived.set(detail, known);
  }
  return known;
}

export function* reportSources(bookings: BookingStore, knowledge: ItemKnowledge): Generator<ReportSource> {
  for (const entry of bookings.entries.values()) {
    const detail = bookings.details.get(entry.summary.code)?.detail;
    if (detail) {
      const { contents, itemIds } = contentsOf(detail);
      yield { summary: entry.summary, contents, itemIds };
    } else {
      yield { summary: entry.summary, contents: null, itemIds: knowledge.itemsOf(entry).ids };
    }
  }
}
