// GET category, GET event and event/{id} (spec 2.5, 2.9, 4.3), and what the demo events do to rated items
// (docs/api-assumptions.md, "Items, events and calendar").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, weekdayOf, type Day } from '../../../shared/domain/dates.js';
import { categoryResponseSchema, eventResponseSchema, eventsResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import type { Booking } from '../../../electron/sandbox/state/model.js';
import { apiGet, type CallOptions } from '../../support/sandbox-http.js';
import { heldLine } from '../../support/booking-lines.js';

type Query = Parameters<typeof apiGet>[2];
let sandbox: RunningSandbox;
let today: Day;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, bookings: 300 });
  const { store, clock } = sandbox.control.services();
  today = dayInZone(clock.nowWhole(), store.state.account.timezone);
});
afterAll(() => sandbox.close());

const day = (offset: number) => String(addDays(today, offset));

async function ok(path: string, query: Query = {}, options: CallOptions = {}) {
  const answer = await apiGet(sandbox, path, query, options);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

const rated = async (id: number, query: Query) => (await ok(`item/${id}`, query)).item;

describe('GET category', () => {
  it('lists every category keyed by id with its image URL and the count of items staff can see', async () => {
    const body = await ok('category');
    const categories = categoryResponseSchema.parse(body).category;
    expect(Object.keys(categories)).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.values(categories).map((c) => c.qty)).toEqual([4, 6, 3, 0, 1]);
    expect(body.category['1']).toMatchObject({
      category_id: 1, name: 'Accommodations', pos: 10, image: '/media/cat-1.jpg',
      image_url: 'https://harbour-lights.sandbox.frontdesk/media/cat-1.jpg',
    });
  });

  it('shows a customer only public categories that have items the customer can see', async () => {
    expect(Object.keys((await ok('category', {}, { onBehalf: 'off' })).category)).toEqual(['1', '2', '3']);
  });
});

describe('GET event and event/{id}', () => {
  it('lists the events keyed by rate_id, disabled ones included, in the fields of 2.9', async () => {
    const body = await ok('event');
    expect(Object.keys(eventsResponseSchema.parse(body).events)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(body.events['2']).toMatchObject({ rate_id: 2, type: 'SP', start_date: 20200101, end_date: 0, repeat_id: 'W',
      repeat: ['fri', 'sat'], enabled: 1, apply_to: { item_id: [101, 102, 103, 104], category_id: [] } });
    expect(body.events['8'].enabled).toBe(0);
  });

  it('answers one event, and 404 for an unknown one', async () => {
    const body = await ok('event/6');
    expect(eventResponseSchema.parse(body).event.details).toEqual([{ level: 2, rate: 125 }, { level: 1, rate: 150 }]);
    expect(typeof body.event.start_date).toBe('number');
    expect((await apiGet(sandbox, 'event/999')).status).toBe(404);
  });

  it('keeps voucher codes from customers', async () => {
    expect(Object.keys((await ok('event', {}, { onBehalf: 'off' })).events)).not.toContain('5');
    expect((await apiGet(sandbox, 'event/5', {}, { onBehalf: 'off' })).status).toBe(404);
  });
});

describe('events in rated items', () => {
  it('raises room prices by 20% on Friday and Saturday nights only', async () => {
    let monday = addDays(today, 200);
    while (weekdayOf(monday) !== 'mon') monday = addDays(monday, 1);
    const body = await ok('item/102', { start_date: String(monday), end_date: String(addDays(monday, 6)) });
    type RatedDay = { dow: string; price: { adults: number }; rates: number[] };
    const days = Object.values(body.item.rate.dates as Record<string, RatedDay>);
    const weekend = (dow: string) => dow === 'fri' || dow === 'sat';
    expect(days.map((d) => [d.dow, d.price.adults])).toEqual(days.map((d) => [d.dow, weekend(d.dow) ? 88.8 : 74]));
    expect(days.every((d) => d.rates.includes(2) === weekend(d.dow))).toBe(true);
    expect(body.events['2']).toEqual({ name: 'Weekend nights', start_date: 20200101, end_date: 0 });
  });

  it('sets the festival price (N) on the tour during the festival', async () => {
    const body = await ok('item/201', { date: day(8), param: { adults: 2 } });
    expect(body.item.rate.dates[day(8)].price).toEqual({ adults: 89, children: 89 });
    expect(body.item.rate.sub_total).toBe('178.00');
    expect(Object.keys(body.events)).toContain('3');
  });

  it('closes the paddleboards during maintenance (U): unavailable and no SLIP', async () => {
    const rate = (await rated(302, { start_date: day(9), end_date: day(12) })).rate;
    expect(rate.status).toBe('UNAVAILABLE');
    expect(rate.slip).toBeUndefined();
    expect([9, 10, 11, 12].map((n) => rate.dates[day(n)].status)).toEqual(['A', 'U', 'U', 'A']);
  });

  it('raises the price by Yield as the rooms left fall', async () => {
    const target = addDays(today, 230);
    const price = async () => (await rated(101, { date: String(target) })).rate.dates[String(target)].price.adults;
    const basePrice = weekdayOf(target) === 'fri' || weekdayOf(target) === 'sat' ? 106.8 : 89;
    expect(await price()).toBe(basePrice);
    const { store } = sandbox.control.services();
    const template = store.bookingsInOrder[0]!;
    const hold = (id: number, qty: number): Booking => ({ ...template, id, code: `YLD-${id}`, statusId: 'PAID',
      startDay: target, endDay: target, lines: [heldLine(101, qty, target)] });
    store.addBooking(hold(990101, 4));
    expect(await price()).toBe(Math.round(basePrice * 125) / 100);
    store.addBooking(hold(990102, 1));
    expect(await price()).toBe(Math.round(basePrice * 150) / 100);
  });

  it('takes EARLYBIRD off only with its code', async () => {
    const query = { date: day(100) };
    expect((await rated(302, query)).discount.amount).toBe(0);
    expect((await rated(302, { ...query, discount_code: 'LATEBIRD' })).discount.amount).toBe(0);
    const discounted = await rated(302, { ...query, discount_code: 'earlybird' });
    expect(discounted.discount.amount).toBe(4.2);
    expect(discounted.rate.summary.price.total).toBe('$37.80');
    expect(discounted.rate.event).toContainEqual({ adults: { amount: -4.2, type: 'DC', days: 1 } });
  });

  it('ignores a disabled event, and applies it once enabled', async () => {
    const staffDiscount = sandbox.control.services().store.state.events.find((e) => e.id === 8)!;
    const saved = { ...staffDiscount };
    Object.assign(staffDiscount, { startDate: addDays(today, 300), endDate: addDays(today, 310) });
    try {
      expect((await rated(302, { date: day(305) })).discount.amount).toBe(0);
      staffDiscount.enabled = true;
      expect((await rated(302, { date: day(305) })).discount.amount).toBe(21);
    } finally {
      Object.assign(staffDiscount, saved);
    }
  });

  it('applies a category event to the items of that category only', async () => {
    const bike = (await rated(301, { date: day(60) })).rate.dates[day(60)];
    expect(bike.price.adults).toBe(40);
    expect(bike.rates).toContain(7);
    expect((await rated(101, { date: day(60) })).rate.dates[day(60)].rates).not.toContain(7);
  });
});

describe('Public API (4.7)', () => {
  it('shows unauthenticated callers only public categories with visible items, and no events', async () => {
    const open = await startSandbox({ seed: 7, bookings: 300, publicMode: true });
    try {
      const categories = await apiGet(open, 'category', {}, { auth: 'none' });
      expect(Object.keys(categories.body.category)).toEqual(['1', '2', '3']);
      expect((await apiGet(open, 'event', {}, { auth: 'none' })).status).toBe(401);
    } finally {
      await open.close();
    }
  });
});
