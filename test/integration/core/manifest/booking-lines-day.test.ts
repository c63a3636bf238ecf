// The manifest as a desk reads its day, from a desk on the sandbox: a booking is its lines, each on its own day,
// under its own item and start time. A stay with the next morning's tour; three activities on one day; a cancelled
// line inside a live booking. Money is counted once a day per booking, guests are the most people on one line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestOf, type Manifest, type ManifestEntry } from '../../../../renderer/features/manifest/manifest-groups.js';
import { offeredAction } from '../../../../renderer/features/manifest/row-action.js';
import { addDays, instantInZone, type Day } from '../../../../shared/domain/dates.js';
import { notGuestIds } from '../../../../shared/domain/guests.js';
import type { Booking, BookingLine } from '../../../../electron/sandbox/state/model.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { until } from '../../../support/until.js';

const ZONE = 'America/Vancouver';
const ROOM = 101;
const SNORKEL = 201;
const WHALES = 202;
const WALK = 203;
const BREAKFAST = 401;
const WETSUIT = 402;

let harness: DeskHarness;
let tonight: Day;

function line(lineId: string, itemId: number, startDay: Day, endDay: Day, time: string, params: Record<string, number>,
  totalCents: number, statusId?: string): BookingLine {
  const [hour, minute] = (time || '15:00').split(':').map(Number) as [number, number];
  const startsAt = instantInZone(startDay, ZONE, hour, minute);
  return {
    lineId, itemId, qty: 1, params, total: totalCents, taxTotal: 0, startDay, endDay, startsAt,
    endsAt: time ? startsAt + 3 * 3600 : instantInZone(endDay, ZONE, 11), startTime: time,
    endTime: time ? `${String(hour + 3).padStart(2, '0')}:${String(minute).padStart(2, '0')}` : '',
    ...(statusId ? { statusId } : {}),
  };
}

/** An order placed in the sandbox's store, as the service would hold it after a walk-in: $100.00 paid. */
function order(id: number, lines: BookingLine[]): Booking {
  const { store, clock } = harness.sandbox.control.services();
  const template = store.state.bookings[0]!;
  const total = lines.reduce((sum, each) => sum + (each.statusId ? 0 : each.total), 0);
  const first = [...lines].sort((a, b) => a.startsAt - b.startsAt)[0]!;
  const booking: Booking = {
    ...template, id, code: `LINE-${id}`, statusId: 'PART', lines, total, taxTotal: 0, paidTotal: 10_000,
    createdAt: clock.now(), lastModified: clock.now(), checkedIn: null, checkedOut: null,
    startDay: Math.min(...lines.map((each) => each.startDay)), endDay: Math.max(...lines.map((each) => each.endDay)),
    startsAt: first.startsAt, endsAt: Math.max(...lines.map((each) => each.endsAt)),
    startTime: first.startTime, endTime: first.endTime,
  };
  store.addBooking(booking);
  return booking;
}

async function manifestFor(day: Day): Promise<Manifest> {
  const contents = await until(async () => {
    const read = await harness.value('day.contents', { day });
    return read.countsPending === 0 && read;
  }, 'the records of the day');
  const items = await harness.value('items.list', {});
  const parameters = await harness.value('rates.parameters', {});
  return manifestOf(day, contents.bookings, items, {}, notGuestIds(parameters));
}

const entriesOf = (manifest: Manifest, code: string) => Object.values(manifest.sections).flat()
  .flatMap((group) => group.entries.filter((entry) => entry.contents.booking.code === code).map((entry) => ({ group, entry })));
const people = (entry: ManifestEntry) => Object.values(entry.counts ?? {}).reduce((sum, count) => sum + count, 0);

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 53, bookings: 40 });
  tonight = addDays((await harness.value('day.contents', {})).day, 30);
  // A couple in the harbour room tonight, with breakfast, and the 9:00 snorkel tour tomorrow morning: $528.60.
  order(900_001, [
    line('1', ROOM, tonight, addDays(tonight, 1), '', { adults: 2 }, 17_800),
    line('1.1', BREAKFAST, tonight, addDays(tonight, 1), '', { adults: 2 }, 3_600),
    line('2', SNORKEL, addDays(tonight, 1), addDays(tonight, 1), '09:00', { adults: 2, children: 1 }, 31_460),
  ]);
  // A family of three on three tours in one day.
  order(900_002, [
    line('1', SNORKEL, tonight, tonight, '09:00', { adults: 2, children: 1 }, 16_900),
    line('2', WHALES, tonight, tonight, '13:00', { adults: 2, children: 1 }, 25_700),
    line('3', WALK, tonight, tonight, '17:00', { adults: 2 }, 5_000),
  ]);
  // One night in the room, and tomorrow's 9:00 snorkel tour with two wetsuits ($24.00): line 2.1 came with line 2.
  order(900_004, [
    line('1', ROOM, tonight, addDays(tonight, 1), '', { adults: 2 }, 31_416),
    line('2', SNORKEL, addDays(tonight, 1), addDays(tonight, 1), '09:00', { adults: 2 }, 26_000),
    line('2.1', WETSUIT, addDays(tonight, 1), addDays(tonight, 1), '09:00', { adults: 2 }, 2_400),
  ]);
  // Two tours, the walking tour taken off again: the booking stays live.
  order(900_003, [
    line('1', WHALES, tonight, tonight, '13:00', { adults: 1 }, 9_900),
    line('2', WALK, tonight, tonight, '17:00', { adults: 1 }, 2_500, 'CANCELLED'),
  ]);
}, 60_000);
afterAll(() => harness.close());

describe('a stay with a tour on its second morning', () => {
  it('arrives tonight with its room, and the tour is named but not on tonight', async () => {
    const day = await manifestFor(tonight);
    const rows = entriesOf(day, 'LINE-900001');
    expect(rows.map(({ group }) => `${group.section} ${group.itemName}`)).toEqual(['arrivals Harbour View Double']);
    const { entry } = rows[0]!;
    expect(people(entry)).toBe(2);
    // The room with its breakfast: $214.00, not the booking's whole $528.60.
    expect(entry.value).toBe('214.00');
    expect(entry.others).toEqual([{ name: 'Islands Snorkeling Tour', startDay: addDays(tonight, 1), endDay: addDays(tonight, 1), startTime: '09:00' }]);
  });

  it('tomorrow leaves from its room and is on the 9:00 tour with three people, its balance counted once', async () => {
    const tomorrow = addDays(tonight, 1);
    const day = await manifestFor(tomorrow);
    const rows = entriesOf(day, 'LINE-900001');
    expect(rows.map(({ group }) => `${group.section} ${group.time} ${group.itemName}`).sort())
      .toEqual(['activities 09:00 Islands Snorkeling Tour', 'departures  Harbour View Double']);
    const tour = rows.find(({ group }) => group.section === 'activities')!;
    expect(people(tour.entry)).toBe(3);
    expect(tour.entry.value).toBe('314.60');
    const bookingsDue = day.sections.activities.concat(day.sections.departures).flatMap((group) => group.entries)
      .filter((entry, index, all) => all.findIndex((other) => other.contents === entry.contents) === index)
      .reduce((sum, entry) => sum + Number(entry.contents.booking.due), 0);
    expect(Number(day.totals.due)).toBeCloseTo(bookingsDue, 2);
    expect(tour.entry.contents.booking.due).toBe('428.60');
  });

  it('once checked in last night, the tour row asks nothing again and the room row checks out', async () => {
    // In the second the booking was made, as a walk-in is: a read of its record asked before the check-in and answered
    // after it must not undo the check-in (the service gives the last change to the second).
    await harness.value('bookings.checkIn', { code: 'LINE-900001', undoable: false });
    // The stamp goes through the outbox: the row says it is pending until the service has it.
    const rows = await until(async () => {
      const read = entriesOf(await manifestFor(addDays(tonight, 1)), 'LINE-900001');
      return read.every(({ entry }) => entry.contents.checkedIn !== null) && read;
    }, 'the check-in on every row of the booking');
    for (const { group, entry } of rows) {
      expect(entry.contents.checkedIn).not.toBeNull();
      expect(offeredAction(entry.contents, group.section, addDays(tonight, 1))).toBe('checkOut');
    }
    const arrival = entriesOf(await manifestFor(tonight), 'LINE-900001')[0]!;
    expect(offeredAction(arrival.entry.contents, arrival.group.section, tonight)).toBeNull();
  });
});

describe("an add-on booked with tomorrow's tour", () => {
  it('is on the tour\'s row tomorrow, not on tonight\'s room', async () => {
    const room = entriesOf(await manifestFor(tonight), 'LINE-900004');
    expect(room.map(({ group, entry }) => `${group.itemName} ${entry.value}`)).toEqual(['Harbour View Double 314.16']);
    const tour = entriesOf(await manifestFor(addDays(tonight, 1)), 'LINE-900004')
      .filter(({ group }) => group.section === 'activities');
    expect(tour.map(({ group, entry }) => `${group.itemName} ${entry.value}`)).toEqual(['Islands Snorkeling Tour 284.00']);
  });
});

describe('three activities on one day', () => {
  it('are three rows at their own times, each with its own guests and value; the day counts three people and one balance', async () => {
    const day = await manifestFor(tonight);
    const rows = entriesOf(day, 'LINE-900002');
    expect(rows.map(({ group, entry }) => `${group.time} ${group.itemName} ${people(entry)} ${entry.value}`)).toEqual([
      '09:00 Islands Snorkeling Tour 3 169.00', '13:00 Whale Watching Cruise 3 257.00', '17:00 Old Town Walking Tour 2 50.00',
    ]);
    expect(rows[0]!.entry.others.map((other) => other.name)).toEqual(['Whale Watching Cruise', 'Old Town Walking Tour']);
    const alone = manifestOf(tonight, [rows[0]!.entry.contents], await harness.value('items.list', {}));
    expect(alone.totals).toMatchObject({ bookings: 1, guests: 3, due: '376.00' });
  });
});

describe('a cancelled line inside a live booking', () => {
  it('is on no group and named by no row; the live line stands', async () => {
    const day = await manifestFor(tonight);
    const rows = entriesOf(day, 'LINE-900003');
    expect(rows.map(({ group }) => `${group.time} ${group.itemName}`)).toEqual(['13:00 Whale Watching Cruise']);
    expect(rows[0]!.entry.others).toEqual([]);
    expect(rows[0]!.entry.value).toBe('99.00');
  });
});

describe("the calendar's occupancy by line days", () => {
  it('takes the loft on its own nights, not on the morning tour before them, and flags only the night booked twice', async () => {
    const LOFT = 104;
    const arrive = addDays(tonight, 10);
    // The snorkel tour in the morning, then two nights in the loft (its one unit); the loft's booking runs all three days.
    order(900_010, [
      line('1', SNORKEL, arrive, arrive, '09:00', { adults: 2 }, 13_000),
      line('2', LOFT, addDays(arrive, 1), addDays(arrive, 3), '', { adults: 2 }, 32_000),
    ]);
    // Someone else in the loft the night of the tour: no clash.
    order(900_011, [line('1', LOFT, arrive, addDays(arrive, 1), '', { adults: 1 }, 16_000)]);
    await harness.running.desk.account.offline().sync.incremental();
    for (let day = arrive; day <= addDays(arrive, 2); day = addDays(day, 1)) await manifestFor(day);
    const loft = async () => (await harness.value('items.overbooked', { from: arrive, to: addDays(arrive, 3) }))
      .filter((entry) => entry.itemId === LOFT).map((entry) => entry.day);
    expect(await loft()).toEqual([]);
    // A third guest in the loft on the second night: that night, and only that one, is overbooked.
    order(900_012, [line('1', LOFT, addDays(arrive, 2), addDays(arrive, 3), '', { adults: 1 }, 16_000)]);
    await harness.running.desk.account.offline().sync.incremental();
    await manifestFor(addDays(arrive, 2));
    expect(await loft()).toEqual([addDays(arrive, 2)]);
  });
});
