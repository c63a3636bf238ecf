// The desk as the change feed sees it (change-feed/change-feed.ts): whether to ask now, what to ask with, and whom to
// tell. A desk of a venue shares one feed with its other desks (venue/venue-feed.ts).
import { FEED_INTERVAL_MS, type FeedHost } from '../change-feed/change-feed.js';
import { venueFeedShare } from '../venue/venue-feed.js';
import { deskFetchers } from './desk-fetchers.js';
import type { DeskParts } from './desk-parts.js';

/** What the change feed reads of the desk. */
type FeedDesk = Pick<DeskParts, 'account' | 'service' | 'details' | 'registry' | 'serviceClock' | 'events' | 'log' | 'now' | 'status'>;

export function feedHost(desk: FeedDesk): FeedHost {
  const { fetchPage, fetchRecord } = deskFetchers(desk);
  // The venue's desks compare rounds on the service's clock, which they share, rather than on their own.
  const sharedNow = () => desk.serviceClock.serviceNow() ?? desk.now();
  return {
    ready: () => desk.account.offlineIfOpen() !== null && !desk.service.answersFromCopy && desk.status().auth.status === 'signed-in',
    accountId: () => desk.registry.currentId,
    workingSet: () => desk.account.offlineIfOpen()?.workingSet ?? null,
    fetchPage, fetchRecord,
    serviceNow: () => desk.serviceClock.serviceNow(),
    deskNow: () => desk.now(),
    share: () => {
      const venue = desk.account.venue()?.venue;
      return venue && venue.isPaired() ? venueFeedShare(venue, sharedNow, FEED_INTERVAL_MS) : null;
    },
    changed: (codes) => desk.events.emit('changes.arrived', { codes, at: desk.now() }),
    log: desk.log,
  };
}
