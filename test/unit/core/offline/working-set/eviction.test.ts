// The working set stays within maxBookings: oldest stays leave first; bookmarks and pending writes' bookings stay.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { detail, openSet, summary, tempFolder, type Folder } from './fixtures.js';

let folder: Folder;
beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(() => folder.remove());

it('evicts the earliest last day first, then the least recently fetched', async () => {
  const set = await openSet(folder.path, { maxBookings: 3 });
  const old = summary({ endDay: 20250101 });
  const olderFetch = summary({ endDay: 20261121 });
  const newerFetch = summary({ endDay: 20261121 });
  const future = summary({ endDay: 20271231 });
  set.putSummaries([old], 100);
  set.putSummaries([newerFetch], 300);
  set.putSummaries([olderFetch], 200);
  set.putSummaries([future], 100);
  expect(set.size).toBe(3);
  const left = set.bookings({}).bookings.map((b) => b.code);
  expect(left).not.toContain(old.code);
  expect(left).toContain(future.code);
  set.putSummaries([summary({ endDay: 20271231 })], 400);
  const after = set.bookings({}).bookings.map((b) => b.code);
  expect(after).toHaveLength(3);
  expect(after).not.toContain(olderFetch.code);
  expect(after).toContain(newerFetch.code);
  await set.close();
});

it('keeps bookmarked bookings and the bookings of pending writes, however old', async () => {
  const pending = new Set<string>();
  const set = await openSet(folder.path, { maxBookings: 10, pinned: () => pending });
  const bookmarked = summary({ endDay: 20200101 });
  const queued = summary({ endDay: 20200102 });
  const plainOld = summary({ endDay: 20200103 });
  set.putSummaries([bookmarked, queued, plainOld], 1);
  set.setBookmarked([bookmarked.code]);
  pending.add(queued.code);
  set.putSummaries(Array.from({ length: 20 }, () => summary({ endDay: 20261201 })), 2);
  const codes = set.bookings({ limit: 1000 }).bookings.map((b) => b.code);
  expect(set.size).toBeLessThanOrEqual(10);
  expect(codes).toEqual(expect.arrayContaining([bookmarked.code, queued.code]));
  expect(codes).not.toContain(plainOld.code);
  await set.close();
});

it('drops an evicted booking\'s opened record with it', async () => {
  const set = await openSet(folder.path, { maxBookings: 1 });
  const old = summary({ endDay: 20200101 });
  set.putDetail(detail(old), 1);
  set.putSummaries([summary({ endDay: 20300101 })], 2);
  expect(set.detail(old.code)).toBeNull();
  await set.close();
});

it('says so once its limit made bookings leave, and holds 100,000 whole by default', async () => {
  const limited = await openSet(folder.path, { maxBookings: 3 });
  limited.putSummaries([summary({}), summary({}), summary({})], 1);
  expect(limited.limitWarning).toBeNull();
  limited.putSummaries([summary({})], 2);
  expect(limited.limitWarning).toMatch(/keeps at most 3 bookings for working offline, and this account has more/);
  await limited.close();
  const whole = await openSet(`${folder.path}/default`, {});
  whole.putSummaries(Array.from({ length: 100_000 }, () => summary({})), 1);
  expect(whole.size).toBe(100_000);
  expect(whole.limitWarning).toBeNull();
  await whole.close();
});
