// A large set's lists are worked out by the reads' worker, which also proves each listing against the contract's
// listing schema on its own thread: the answer's check on the thread that answers the screens then sends those
// listings as they are, unparsed (the Bookings list read whole is 100,000 of them). Only a listing the worker's copy
// is the very listing of is taken as proven; any other is parsed here, as every listing was before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outputSchema } from '../../../../../../electron/core/desk/output-checks.js';
import type { WorkingSet } from '../../../../../../electron/core/offline/working-set/index.js';
import { bookingSummarySchema, type BookingSummary } from '../../../../../../shared/contract/model/booking.js';
import { openSet, summary, tempFolder, type Folder } from '../fixtures.js';

let folder: Folder;
let set: WorkingSet;

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path, { readsOffThreadFrom: 0 });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await set.close();
  await folder.remove();
});

const heldPage = (bookings: readonly BookingSummary[]) =>
  ({ bookings, page: 1, pages: 1, total: bookings.length, asOf: 1, generation: 1, countUncertain: null, unsorted: false });

/** The listings the answer's check parsed on this thread, as it sends `bookings` as a held page. */
function parsedHere(bookings: readonly BookingSummary[]): { parsed: unknown[]; sent: boolean } {
  const parse = vi.spyOn(bookingSummarySchema, 'safeParse');
  const sent = outputSchema('bookings.held').safeParse(heldPage(bookings)).success;
  const parsed = parse.mock.calls.map(([listing]) => listing);
  parse.mockRestore();
  return { parsed, sent };
}

describe('listings proven by the reads\' worker', () => {
  it('are sent as they are, none parsed again on the thread that answers the screens', async () => {
    set.putSummaries(Array.from({ length: 40 }, () => summary()), 1);
    const listed = (await set.listBookings({ page: 1, limit: 1000 })).bookings;
    expect(set.readsOffThread).toBe(true);
    expect(listed).toHaveLength(40);
    expect(parsedHere(listed)).toEqual({ parsed: [], sent: true });
  });

  it('leave a listing with a member the worker is not sent, or outside the contract, to be parsed here', async () => {
    const stamped = summary({ sharedStamp: { kind: 'checkIn', at: '2026-11-21T09:00:00-08:00', staffId: 1, staffName: 'Sam', sharedBy: 'Desk 2' } });
    const bad = summary({ total: 'twelve' });
    set.putSummaries([summary(), stamped, summary(), bad], 1);
    const listed = (await set.listBookings({ page: 1, limit: 1000 })).bookings;
    const byCode = (code: string) => listed.find((listing) => listing.code === code)!;
    const { parsed, sent } = parsedHere(listed);
    expect(parsed).toEqual([byCode(stamped.code), byCode(bad.code)]);
    expect(sent).toBe(false);
    // Without the one outside the contract, the page is sent; the stamp, not frozen with its listing, is checked again.
    expect(parsedHere(listed.filter((listing) => listing.code !== bad.code))).toEqual({ parsed: [byCode(stamped.code)], sent: true });
  });

  it('do not vouch for a listing that took the same booking\'s place after the worker was asked', async () => {
    const booking = summary();
    set.putSummaries([booking, summary()], 1);
    await set.listBookings({ page: 1, limit: 1000 });
    const asked = set.listBookings({ page: 1, limit: 1000 });
    // Stored in the same turn as the ask: sent to the worker after it, and the answer's slot names it by then.
    set.putSummaries([{ ...booking, total: 'twelve', lastModified: booking.lastModified! + 1 }], 2);
    const listed = (await asked).bookings;
    const changed = listed.find((listing) => listing.code === booking.code)!;
    expect(changed.total).toBe('twelve');
    expect(parsedHere(listed)).toEqual({ parsed: [changed], sent: false });
  });
});
