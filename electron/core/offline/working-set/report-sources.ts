// The working set's bookings as a report reads them: each listing with what the desk has learned of it. A current
// full record gives items, guest counts and check-in; else the service's item lists (contents-store) or the
// listing's summary give the items, and the listing's date text the start time. Derived values are kept per
// record and per list, so a second report reuses the sums of the first.
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import type { BookingContents, ReportSource } from '../../reports/report-entry.js';
import { currentRecord, type DayParts } from './day-bookings.js';
import { listedStartTime } from './listed-time.js';
import type { StoredBooking } from './stored-booking.js';

interface KnownContents {
  contents: BookingContents;
  itemIds: ReadonlySet<number>;
}

const fromRecords = new WeakMap<BookingDetail, KnownContents>();
const fromLists = new WeakMap<readonly number[], ReadonlySet<number>>();

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

function listedItems(parts: DayParts, entry: StoredBooking): ReadonlySet<number> {
  const listed = parts.contents.itemsByCode.get(entry.summary.code);
  if (!listed) return parts.itemKnowledge.itemsOf(entry).ids;
  let ids = fromLists.get(listed);
  if (!ids) fromLists.set(listed, (ids = new Set(listed)));
  return ids;
}

const listingSources = new WeakMap<StoredBooking, ReportSource>();

/** A booking known from its listing: the same source object while its listing and item lists stand. */
function listingSource(parts: DayParts, entry: StoredBooking): ReportSource {
  const itemIds = listedItems(parts, entry);
  const kept = listingSources.get(entry);
  if (kept && kept.itemIds === itemIds) return kept;
  const itemsExact = parts.contents.itemsByCode.has(entry.summary.code);
  const source = { summary: entry.summary, contents: null, itemIds, itemsExact, startTime: listedStartTime(entry.summary.dates) };
  listingSources.set(entry, source);
  return source;
}

export function* reportSources(parts: DayParts): Generator<ReportSource> {
  for (const entry of parts.bookings.entries.values()) {
    const record = currentRecord(parts, entry.summary.code);
    if (record) {
      const { contents, itemIds } = recordContents(record);
      yield { summary: entry.summary, contents, itemIds, itemsExact: true, startTime: record.startTime };
    } else {
      yield listingSource(parts, entry);
    }
  }
}
