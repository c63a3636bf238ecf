// The desk's own reads for background learning: a booking/index page and a full record, through the desk's
// session (auth, moved accounts, pacing), mapped with the account's currency and staff names.
import type { FetchPage, FetchRecord } from '../offline/sync/index.js';
import { serviceFetchers } from '../offline/sync/index.js';
import type { BookingService } from '../api/booking-service.js';
import { bookingDetail, type RecordContext } from '../mapping/booking-mapping.js';

/** What these reads use of the desk (desk.ts hands itself), named here so the two files do not import each other. */
export interface FetchingDesk {
  call<T>(run: (service: BookingService) => Promise<T>): Promise<T>;
  timeZone(): string;
  recordContext(): Promise<RecordContext>;
}

export function deskFetchers(desk: FetchingDesk): { fetchPage: FetchPage; fetchRecord: FetchRecord } {
  return {
    fetchPage: (filters, signal) =>
      desk.call((service) => serviceFetchers(() => service, () => desk.timeZone()).fetchPage(filters, signal)),
    fetchRecord: async (code, signal) => {
      const answer = await desk.call((service) => service.booking(code, { signal }));
      return bookingDetail(answer.booking, await desk.recordContext());
    },
  };
}
