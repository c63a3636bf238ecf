// The sync's fetchers over the BookingService: wire answers mapped to domain words with the desk's own mappings.
import type { BookingService } from '../../api/booking-service.js';
import { mapInPieces } from '../../platform/yield-to-screens.js';
import { bookingDetail, bookingSummary, listedNote, uniqueNotes } from '../../mapping/booking-mapping.js';
import { category, item } from '../../mapping/catalogue-mapping.js';
import type { FetchRecord } from './day-contents.js';
import type { FetchCatalogue, FetchNotes, FetchPage } from './sync-types.js';

export interface ServiceFetchers {
  fetchPage: FetchPage;
  fetchCatalogue: FetchCatalogue;
  fetchNotes: FetchNotes;
  /** A booking's full record; the currency left to the account's, staff named by id (the desk's reads name them). */
  fetchRecord: FetchRecord;
}

/**
 * `service` is read afresh for each call, so a desk that switches account or address needs no new sync; `zone` is
 * the account's time zone, in which dates written without one and a record's line times are read, asked afresh
 * too (a desk opened offline learns it later).
 */
export function serviceFetchers(service: () => BookingService, zone: () => string): ServiceFetchers {
  return {
    fetchPage: async (filters, signal) => {
      const answer = await service().bookingIndex(filters, { signal });
      // Mapped in pieces like the answer was read: a page of 1,000 at once held the desk for tens of milliseconds.
      const bookings = await mapInPieces(Object.entries(answer['booking/index']),
        ([key, booking]) => bookingSummary(booking, key, zone()));
      const { pages = 1, total_records: total = bookings.length } = answer.request ?? {};
      return { bookings, pages, total };
    },
    fetchCatalogue: async (signal) => {
      const [items, categories] = await Promise.all([
        service().listItems({}, { signal }), service().categories({ signal }),
      ]);
      return {
        items: Object.values(items.items).map(item).sort((a, b) => a.position - b.position || a.id - b.id),
        categories: Object.values(categories.category).map(category).sort((a, b) => a.position - b.position),
      };
    },
    fetchRecord: async (code, signal) => {
      const answer = await service().booking(code, { signal });
      return bookingDetail(answer.booking, { currency: '', timeZone: zone(), names: new Map() });
    },
    fetchNotes: async (signal, day) => {
      const answer = await service().notes(day === undefined ? {} : { date: day }, { signal });
      return uniqueNotes(await mapInPieces(answer.notes, (note) => listedNote(note, zone())));
    },
  };
}
