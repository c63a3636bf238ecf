// A day's items, times and guest counts learned from a real sandbox over HTTP at the fewest requests: the day's
// list, one list per item with item_id, and a full record only for bookings whose counts the desk does not hold.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  Sync, learnDayCounts, learnDayItems, learnRecords, serviceFetchers, type DayJob, type ServiceFetchers,
} from '../../../../../electron/core/offline/sync/index.js';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { startSandbox, type RunningSandbox } from '../../../../../electron/sandbox/index.js';
import { addDays } from '../../../../../shared/domain/dates.js';
import { openSet, tempFolder, type Folder } from '../../../../unit/core/offline/working-set/fixtures.js';
import { harness, type Harness } from '../../api/client-harness.js';
import { linesOf } from '../../../../../shared/wire/index.js';

let sandbox: RunningSandbox;
let client: Harness;
let fetchers: ServiceFetchers;
let folder: Folder;
let set: WorkingSet;

const ZONE = 'America/Vancouver';
const sandboxNow = () => sandbox.control.services().clock.now() * 1000;
const requestsTo = (suffix: RegExp) => client.requests.filter((r) => suffix.test(r.url.pathname));
const recordRequests = () => requestsTo(/\/booking\/[A-Z0-9-]+$/).filter((r) => !r.url.pathname.endsWith('/index'));
const job = (day: number): DayJob => ({ workingSet: set, day, concurrency: 4, nowSeconds: () => Math.floor(sandboxNow() / 1000) });

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, bookings: 4000 });
  client = harness(sandbox, { acting: 'sam' });
  fetchers = serviceFetchers(() => client.service, () => ZONE);
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path, { now: sandboxNow, timeZone: ZONE });
  await new Sync({ workingSet: set, ...fetchers, now: sandboxNow }).full();
  client.requests.length = 0;
});
afterEach(async () => {
  sandbox.control.reset();
  await set.close();
  await folder.remove();
});

describe("learning a day's contents", () => {
  it('knows every booking’s items and start time from one day list and one list per item, with no record read', async () => {
    const tomorrow = addDays(set.today(), 1);
    const requests = await learnDayItems(job(tomorrow), fetchers.fetchPage, new AbortController().signal);
    const day = set.dayBookings(tomorrow);
    expect(day.length).toBeGreaterThan(10);
    expect(recordRequests()).toHaveLength(0);
    const itemLists = requestsTo(/\/booking\/index$/).filter((r) => r.url.searchParams.has('item_id'));
    expect(requests).toBe(1 + itemLists.length);
    expect(itemLists.length).toBeLessThanOrEqual(set.items().items.length);
    for (const contents of day) expect(contents.source).toBe('listing');
    // The truth, from each booking's full record.
    const bookable = new Set(set.items().items.map((item) => item.id));
    for (const contents of day.slice(0, 15)) {
      const { booking } = await client.service.booking(contents.booking.code);
      // Add-ons are in no catalogue list: the lists name the bookable items, the record the rest.
      const items = [...new Set(linesOf(booking).map((line) => line.itemId))]
        .filter((id) => bookable.has(id)).sort((a, b) => a - b);
      expect(contents.lines.map((line) => line.itemId)).toEqual(items);
      expect(contents.startTime).toBe(booking.start_time ?? '');
    }
  });

  it('reads each record once for the guest counts, and again only for a booking that changed', async () => {
    const today = set.today();
    const signal = new AbortController().signal;
    await learnDayItems(job(today), fetchers.fetchPage, signal);
    const coming = set.dayBookings(today).filter((c) => !['VOID', 'CANCELLED'].includes(c.booking.status.id));
    expect(coming.length).toBeLessThan(set.dayBookings(today).length);
    const first = await learnDayCounts(job(today), fetchers.fetchRecord, signal);
    expect(first).toBe(coming.length);
    expect(recordRequests()).toHaveLength(coming.length);
    const day = set.dayBookings(today).filter((c) => !['VOID', 'CANCELLED'].includes(c.booking.status.id));
    for (const contents of day) {
      expect(contents.source).toBe('record');
      for (const line of contents.lines) expect(line.counts).not.toBeNull();
    }
    expect(day.some((contents) => Object.values(contents.lines[0]?.counts ?? {}).some((count) => count > 0))).toBe(true);

    expect(await learnDayCounts(job(today), fetchers.fetchRecord, signal)).toBe(0);

    const changed = day.find((contents) => contents.checkedIn === null && contents.booking.status.id !== 'VOID'
      && contents.booking.status.id !== 'CANCELLED')!;
    sandbox.control.advanceClock(5);
    await client.service.checkIn(changed.booking.code);
    sandbox.control.advanceClock(5);
    await learnDayItems(job(today), fetchers.fetchPage, signal);
    client.requests.length = 0;
    expect(await learnDayCounts(job(today), fetchers.fetchRecord, signal)).toBe(1);
    expect(recordRequests().map((r) => decodeURIComponent(r.url.pathname.split('/').at(-1)!))).toEqual([changed.booking.code]);
    expect(set.dayBookings(today).find((c) => c.booking.code === changed.booking.code)?.checkedIn).not.toBeNull();
  });

  it('reads the other records when one booking is gone from the service: it costs only itself', async () => {
    const today = set.today();
    await learnDayItems(job(today), fetchers.fetchPage, new AbortController().signal);
    const codes = set.codesWithoutRecord(today).slice(0, 5);
    expect(codes.length).toBeGreaterThan(1);
    // Asked first, with one reader at a time: before, its "not found" stopped the run and no other record was read.
    const requests = await learnRecords({ ...job(today), concurrency: 1 }, ['GONE-000001', ...codes], fetchers.fetchRecord,
      new AbortController().signal);
    expect(requests).toBe(codes.length + 1);
    for (const code of codes) expect(set.detail(code)).not.toBeNull();
  });

  it('keeps what it learned across a restart of the desk', async () => {
    const tomorrow = addDays(set.today(), 1);
    await learnDayItems(job(tomorrow), fetchers.fetchPage, new AbortController().signal);
    const before = set.dayBookings(tomorrow).map((c) => [c.booking.code, c.lines.map((l) => l.itemId), c.startTime]);
    await set.close();
    set = await openSet(folder.path, { now: sandboxNow, timeZone: ZONE });
    const after = set.dayBookings(tomorrow);
    expect(after.every((c) => c.source === 'listing')).toBe(true);
    expect(after.map((c) => [c.booking.code, c.lines.map((l) => l.itemId), c.startTime])).toEqual(before);
  });
});
