// The desk's own reads for background learning: a booking/index page and a full record, through the desk's
// session (auth, moved accounts, pacing), mapped with the account's currency and staff names.
import type { FetchPage, FetchRecord } from '../offline/sync/index.js';
import { serviceFetchers } from '../offline/sync/index.js';
import type { Desk } from './desk.js';
import { bookingDetail } from '../mapping/booking-mapping.js';

export function deskFetchers(desk: Desk): { fetchPage: FetchPage; fetchRecord: FetchRecord } {
  return {
    fetchPage: (filters, signal) =>
      desk.call((service) => serviceFetchers(() => service, () => desk.timeZone()).fetchPage(filters, signal)),
    fetchRecord: async (code, signal) => {
      const answer = await desk.call((service) => service.booking(code, { signal }));
      return bookingDetail(answer.booking, await desk.recordContext());
    },
  };
}
