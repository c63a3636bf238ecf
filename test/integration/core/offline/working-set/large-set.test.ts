// A working set of 100,000 bookings opens with the days around today read, and the rest follows once asked
// for (or a moment after the open): the manifest's rows are there before every booking is, reads that need every
// booking wait for them, and a booking changed while the rest is read keeps its change and what the file knew of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../../shared/contract/model/booking.js';
import { addDays } from '../../../../../shared/domain/dates.js';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { detail, NOW_MS, openSet, summary, tempFolder, TODAY, type Folder } from '../../../../unit/core/offline/working-set/fixtures.js';
import { until } from '../../../../support/until.js';
import { VirtualClock } from '../../../../support/virtual-timers.js';

const BOOKINGS = 100_000;
/** Days of bookings, either side of today: about 550 begin each day, as in a large account's season. */
const DAYS = 90;

let folder: Folder;
const made: BookingSummary[] = [];
beforeAll(async () => {
  folder = await tempFolder();
  for (let i = 0; i < BOOKINGS; i += 1) {
    const startDay = addDays(TODAY, (i % (2 * DAYS)) - DAYS);
    // Most stay one to three nights; one in a thousand stays two months (the day index keeps those apart).
    const nights = i % 1000 === 0 ? 60 : 1 + (i % 3);
    made.push(summary({ id: 1_000_000 + i, code: `BIG-${String(i).padStart(6, '0')}`, startDay, endDay: addDays(startDay, nights) }));
  }
  const set = await openSet(folder.path);
  for (let i = 0; i < BOOKINGS; i += 1000) set.putSummaries(made.slice(i, i + 1000), 1000);
  set.putDetail(detail(made[7]!, { phone: '+45 1234 5678' }), 1000);
  set.markSynced(1000, true);
  await set.close();
}, 120_000);
afterAll(() => folder.remove());

const onDay = (day: number) => made.filter((b) => b.startDay! <= day && day <= b.endDay!).map((b) => b.code).sort();
const codesOf = (set: WorkingSet, day: number) => set.dayBookings(day).map((c) => c.booking.code).sort();

describe('opening a working set of 100,000 bookings', () => {
  it('has the days around today before the rest, and everything once whole', async () => {
    const set = await openSet(folder.path);
    // Read from disk so far: the chunks around today, not the whole set.
    expect(set.size).toBeGreaterThan(0);
    expect(set.size).toBeLessThan(BOOKINGS / 4);
    for (const day of [addDays(TODAY, -1), TODAY, addDays(TODAY, 1)]) expect(codesOf(set, day)).toEqual(onDay(day));
    expect(() => set.bookings({})).toThrow(/still being read/);
    await set.whole();
    expect(set.size).toBe(BOOKINGS);
    expect(set.bookings({ start: { on: addDays(TODAY, -40) }, limit: 1000 }).total).toBe(made.filter((b) => b.startDay === addDays(TODAY, -40)).length);
    expect(codesOf(set, addDays(TODAY, 30))).toEqual(onDay(addDays(TODAY, 30)));
    expect(set.search('BIG-000007')[0]?.code).toBe('BIG-000007');
    await set.close();
  }, 60_000);

  it('reads the rest once a read needs every booking, not before: the first screen is drawn meanwhile', async () => {
    const clock = new VirtualClock(NOW_MS);
    const set = await openSet(folder.path, { readRestAfterMs: 60_000, timers: clock });
    // The rest waits on its timer, a minute away; today's reads answer meanwhile, and reads of every booking refuse.
    expect(clock.nextDue()).toBe(NOW_MS + 60_000);
    expect(codesOf(set, TODAY)).toEqual(onDay(TODAY));
    expect(() => set.bookings({})).toThrow(/still being read/);
    await set.whole();
    expect(set.size).toBe(BOOKINGS);
    await set.close();
    // Closed, the set leaves no timer behind.
    expect(clock.nextDue()).toBeNull();
  }, 60_000);

  it('reads the rest by itself a moment after the open when nothing asks', async () => {
    const clock = new VirtualClock(NOW_MS);
    const set = await openSet(folder.path, { readRestAfterMs: 1_500, timers: clock });
    expect(clock.nextDue()).toBe(NOW_MS + 1_500);
    await clock.advance(1_500);
    await until(() => set.size === BOOKINGS, 'every booking read', 1_200);
    // The read under way, not another: it ends with every booking searchable.
    await set.whole();
    expect(set.search('BIG-000007')[0]?.code).toBe('BIG-000007');
    await set.close();
  }, 60_000);

  it('keeps a change made while the rest is read, with what the file knew of the booking', async () => {
    const set = await openSet(folder.path);
    const far = made[7]!;
    expect(far.startDay! < addDays(TODAY, -1)).toBe(true);
    set.putSummaries([{ ...far, status: { id: 'VOID', name: 'Void' }, lastModified: far.lastModified! + 60 }], 2000);
    await set.whole();
    expect(set.detail(far.code)?.detail.phone).toBe('+45 1234 5678');
    expect(set.bookings({ statusId: 'VOID' }).bookings.map((b) => b.code)).toEqual([far.code]);
    await set.close();
    const again = await openSet(folder.path);
    await again.whole();
    expect(again.bookings({ statusId: 'VOID' }).bookings.map((b) => b.code)).toEqual([far.code]);
    expect(again.detail(far.code)?.detail.phone).toBe('+45 1234 5678');
    await again.close();
  }, 60_000);
});
