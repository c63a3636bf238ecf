// The desk's own reads for background learning: a booking/index page and a full record, through the desk's
// session (auth, moved accounts, pacing), mapped with the account's currency and staff names.
import type { FetchPage, FetchRecord } from '../offline/sync/index.js';
import { serviceFetchers } from '../offline/sync/index.js';
import { bookingDetail } from '../mapping/booking-mapping.js';
import type { DeskParts } from './desk-parts.js';

export function deskFetchers({ service, details }: Pick<DeskParts, 'service' | 'details'>):
  { fetchPage: FetchPage; fetchRecord: FetchRecord } {
  return {
    fetchPage: (filters, signal) =>
      service.call((booking) => serviceFetchers(() => booking, () => details.timeZone()).fetchPage(filters, signal)),
    fetchRecord: async (code, signal) => {
      const answer = await service.call((booking) => booking.booking(code, { signal }));
      return bookingDetail(answer.booking, await details.recordContext());
    },
  };
}
