// The pricing engine on its own: event order and scope, price sources, discounts, rules and when a SLIP is issued.
import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, type Day } from '../../../shared/domain/dates.js';
import {
  applyPriceSource, discountDay, discountUnlocked, eventAppliesToItem, eventCoversDay, eventsForItem, priceDay,
  rateItem, yieldPercent, type RateQuery,
} from '../../../electron/sandbox/pricing/index.js';
import { createSeedState } from '../../../electron/sandbox/seed/seed.js';
import { minorPerUnit } from '../../../electron/sandbox/minor-units.js';
import { decodeSlip } from '../../../electron/sandbox/slip.js';
import type { Booking, Item, RateEvent } from '../../../electron/sandbox/state/model.js';
import { Store } from '../../../electron/sandbox/state/store.js';
import { heldLine } from '../../support/booking-lines.js';

/** Minor units in a Canadian dollar: an event's own amounts are in dollars. */
const CAD = minorPerUnit('CAD');
// A Monday far from the seed's dates, so that only the events a test adds can apply.
const MONDAY: Day = 20300603;

function event(spec: Partial<RateEvent> & Pick<RateEvent, 'id' | 'type'>): RateEvent {
  return {
    name: `event ${spec.id}`, startDate: 20300101, endDate: 0, span: 0, priceSrc: '', dynamicRate: 0,
    dynamicType: 'P', status: 'A', repeatId: '', enabled: true, ruleSetId: 1, vouchers: 0, details: [], repeat: [],
    applyTo: { itemIds: ['all'], categoryIds: [] }, ...spec,
  };
}

function storeWith(events: RateEvent[]): Store {
  const state = createSeedState({ seed: 7, bookings: 0, now: Date.UTC(2030, 0, 10) / 1000 });
  state.events = events;
  return new Store(state);
}

function itemOf(store: Store, id: number): Item {
  const item = store.item(id);
  if (!item) throw new Error(`no item ${id} in the seed`);
  return item;
}

function query(startDay: Day, endDay: Day | undefined, extra: Partial<RateQuery> = {}): RateQuery {
  return { startDay, endDay, params: {}, rules: 'enforce', now: 1_900_000_000, ...extra };
}

function bookingOf(itemId: number, startDay: Day, endDay: Day, qty: number, id: number): Booking {
  return {
    id, code: `TEST-${id}`, statusId: 'PAID', customerId: 1, partnerId: 0, createdAt: 0, lastModified: 0, startDay,
    endDay, startsAt: 0, endsAt: 0, startTime: '', endTime: '', lines: [heldLine(itemId, qty, startDay, endDay)],
    total: 0, taxTotal: 0, paidTotal: 0, token: 't', checkedIn: null, checkedOut: null,
  };
}

describe('which days and items an event covers (2.9)', () => {
  it('repeats a weekly event on its weekdays only', () => {
    const weekend = event({ id: 1, type: 'SP', repeatId: 'W', repeat: ['fri', 'sat'] });
    const covered = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(MONDAY, n)).filter((day) => eventCoversDay(weekend, day));
    expect(covered.map(weekdayOf)).toEqual(['fri', 'sat']);
  });

  it('applies * on every date, blank within its dates, and end 0 as no end', () => {
    expect(eventCoversDay(event({ id: 1, type: 'SP', repeatId: '*', startDate: 20350101 }), MONDAY)).toBe(true);
    const ranged = event({ id: 2, type: 'SP', startDate: MONDAY, endDate: addDays(MONDAY, 2) });
    expect([-1, 0, 2, 3].map((n) => eventCoversDay(ranged, addDays(MONDAY, n)))).toEqual([false, true, true, false]);
    expect(eventCoversDay(event({ id: 3, type: 'SP', startDate: MONDAY }), 20991231)).toBe(true);
  });

  it('ignores a disabled event', () => {
    const off = event({ id: 1, type: 'DC', enabled: false, repeatId: '*' });
    expect(eventCoversDay(off, MONDAY)).toBe(false);
    expect(eventsForItem([off], itemOf(storeWith([]), 101))).toEqual([]);
  });

  it('applies to listed items, to all, and to items of listed categories', () => {
    const bike = itemOf(storeWith([]), 301);
    const scope = (itemIds: (number | 'all')[], categoryIds: number[]) =>
      eventAppliesToItem(event({ id: 1, type: 'SP', applyTo: { itemIds, categoryIds } }), bike);
    expect([scope([301], []), scope(['all'], []), scope([], [3]), scope([101], [1])])
      .toEqual([true, true, true, false]);
  });

  it('orders seasonal, then special, then discounts, whatever their ids', () => {
    const events = [event({ id: 1, type: 'DC' }), event({ id: 2, type: 'SP' }), event({ id: 3, type: 'SE' })];
    expect(eventsForItem(events, itemOf(storeWith([]), 101)).map((e) => e.type)).toEqual(['SE', 'SP', 'DC']);
  });
});

describe('price sources', () => {
  it('changes a price by percent or amount (D), sets it (N), keeps it (B)', () => {
    expect(applyPriceSource(10000, event({ id: 1, type: 'SP', priceSrc: 'D', dynamicRate: -15 }), 5, CAD)).toBe(8500);
    expect(applyPriceSource(10000, event({ id: 1, type: 'SP', priceSrc: 'D', dynamicRate: 5, dynamicType: 'F' }), 5, CAD))
      .toBe(10500);
    expect(applyPriceSource(10000, event({ id: 1, type: 'SP', priceSrc: 'N', dynamicRate: 89 }), 5, CAD)).toBe(8900);
    expect(applyPriceSource(10000, event({ id: 1, type: 'SP', priceSrc: 'B' }), 5, CAD)).toBeNull();
  });

  it('reads an event\'s own amounts in the account currency\'s units: 5 off is 5,000 fils in KWD, 5 yen in JPY', () => {
    const fiveOff = event({ id: 1, type: 'SP', priceSrc: 'D', dynamicRate: -5, dynamicType: 'F' });
    expect(applyPriceSource(12_345, fiveOff, 5, minorPerUnit('KWD'))).toBe(7_345);
    expect(applyPriceSource(1_200, fiveOff, 5, minorPerUnit('JPY'))).toBe(1_195);
    const fortyOff = event({ id: 2, type: 'DC', dynamicRate: 40, dynamicType: 'F' });
    expect(discountDay({ adults: 1_200 }, [fortyOff], minorPerUnit('JPY'))[0]?.offByParam).toEqual({ adults: 40 });
  });

  it('takes the Yield rate of the lowest level the units left are at or below', () => {
    const levels = [{ level: 2, rate: 125 }, { level: 1, rate: 150 }];
    expect([3, 2, 1, 0].map((left) => yieldPercent(levels, left))).toEqual([null, 125, 150, 150]);
  });

  it('applies seasonal then special events in turn, and a U event closes the day', () => {
    const events = [event({ id: 1, type: 'SE', priceSrc: 'D', dynamicRate: -15 }),
      event({ id: 2, type: 'SP', priceSrc: 'D', dynamicRate: 20 }), event({ id: 3, type: 'SP', status: 'U' })];
    const day = priceDay({ adults: 10000, children: 2000 }, events, 4, CAD);
    expect(day.unitCents).toEqual({ adults: 10200, children: 2040 });
    expect(day.closed).toBe(true);
    expect(day.effects.map((effect) => effect.event.id)).toEqual([1, 2, 3]);
  });

  it('never lets a price fall below zero', () => {
    const cut = event({ id: 1, type: 'SP', priceSrc: 'D', dynamicRate: -50, dynamicType: 'F' });
    expect(priceDay({ adults: 2000 }, [cut], 4, CAD).unitCents.adults).toBe(0);
  });
});

describe('discounts (DC)', () => {
  it('takes a percent off each part, and a fixed amount from the parts in turn', () => {
    const tenPercent = discountDay({ adults: 10000, children: 2000 }, [event({ id: 1, type: 'DC', dynamicRate: 10 })], CAD);
    expect(tenPercent[0]?.offByParam).toEqual({ adults: 1000, children: 200 });
    const fixed = discountDay({ adults: 3000, children: 2000 }, [event({ id: 2, type: 'DC', dynamicRate: 40, dynamicType: 'F' })], CAD);
    expect(fixed[0]?.offByParam).toEqual({ adults: 3000, children: 1000 });
  });

  it('needs the code for a voucher discount, compared without case', () => {
    const code = event({ id: 1, type: 'DC', name: 'EARLYBIRD', vouchers: 100 });
    expect([undefined, 'LATEBIRD', 'earlyBird'].map((given) => discountUnlocked(code, given)))
      .toEqual([false, false, true]);
    expect(discountUnlocked(event({ id: 2, type: 'DC', vouchers: 0 }), undefined)).toBe(true);
  });
});

describe('rateItem', () => {
  it('prices every night of a stay for the counts asked and puts the whole stay, with packages, in the SLIP', () => {
    const store = storeWith([]);
    // A room is booked by the night: Monday to Wednesday is two nights, the morning it leaves not counted.
    const rate = rateItem(store, itemOf(store, 101), query(MONDAY, addDays(MONDAY, 2), { params: { adults: 2, children: 1 } }));
    expect(rate.status).toBe('available');
    expect(rate.period.days).toBe(2);
    expect(rate.days.map((day) => day.day)).toEqual([MONDAY, addDays(MONDAY, 1)]);
    expect(rate.subTotalCents).toBe(2 * (2 * 8900 + 2500));
    const slip = decodeSlip(store.state.slipKey, rate.slip ?? '');
    expect(slip).toMatchObject({ itemId: 101, startDay: MONDAY, endDay: addDays(MONDAY, 2), cents: 40600 });
    expect(slip.params).toEqual({ adults: 2, children: 1, rooms: 1 });
    // Breakfast for two adults and a child, both nights.
    expect(slip.packages).toEqual([{ itemId: 401, cents: 2 * (2 * 1800 + 900), optedIn: true }]);
    // A rental is booked by the day: Monday to Tuesday is two days.
    expect(rateItem(store, itemOf(store, 302), query(MONDAY, addDays(MONDAY, 1))).period.days).toBe(2);
  });

  it('fills a missing end day from the item length and keeps hourly items on one day at their fixed time', () => {
    const store = storeWith([]);
    // A night's stay without a departure leaves the next morning; a day's rental ends the same day.
    expect(rateItem(store, itemOf(store, 102), query(MONDAY, undefined)).period).toMatchObject({ endDay: addDays(MONDAY, 1), days: 1 });
    expect(rateItem(store, itemOf(store, 102), query(MONDAY, MONDAY)).period.endDay).toBe(addDays(MONDAY, 1));
    expect(rateItem(store, itemOf(store, 302), query(MONDAY, undefined)).period).toMatchObject({ endDay: MONDAY, days: 1 });
    const tour = rateItem(store, itemOf(store, 201), query(MONDAY, addDays(MONDAY, 3)));
    expect(tour.period).toEqual({ startDay: MONDAY, endDay: MONDAY, startTime: '09:00', endTime: '12:00', days: 1 });
  });

  it('issues no SLIP when an event closes a day of the period', () => {
    const store = storeWith([event({ id: 1, type: 'SP', status: 'U', startDate: addDays(MONDAY, 1),
      endDate: addDays(MONDAY, 1), applyTo: { itemIds: [302], categoryIds: [] } })]);
    const rate = rateItem(store, itemOf(store, 302), query(MONDAY, addDays(MONDAY, 2)));
    expect(rate.status).toBe('unavailable');
    expect(rate.slip).toBeNull();
    expect(rate.days.map((day) => day.stock.left)).toEqual([8, 0, 8]);
  });

  it('issues no SLIP when bookings hold every unit on one day', () => {
    const store = storeWith([]);
    store.addBooking(bookingOf(104, addDays(MONDAY, 1), addDays(MONDAY, 1), 1, 90001));
    const rate = rateItem(store, itemOf(store, 104), query(MONDAY, addDays(MONDAY, 2)));
    expect([rate.status, rate.unitsLeft, rate.slip]).toEqual(['unavailable', 0, null]);
  });

  it('raises the price by Yield as the units left fall', () => {
    const lastRooms = event({ id: 6, type: 'SP', priceSrc: 'Yield', repeatId: '*',
      details: [{ level: 2, rate: 125 }, { level: 1, rate: 150 }] });
    const store = storeWith([lastRooms]);
    const price = () => rateItem(store, itemOf(store, 101), query(MONDAY, MONDAY)).days[0]?.unitCents.adults;
    expect(price()).toBe(8900);
    store.addBooking(bookingOf(101, MONDAY, MONDAY, 5, 90002));
    expect(price()).toBe(13350);
  });

  it('takes a voucher discount only with its code, and carries it in the SLIP', () => {
    const earlyBird = event({ id: 5, type: 'DC', name: 'EARLYBIRD', vouchers: 100, priceSrc: 'D', dynamicRate: 10 });
    const store = storeWith([earlyBird]);
    const rated = (discountCode?: string) =>
      rateItem(store, itemOf(store, 302), query(MONDAY, MONDAY, { discountCode }));
    expect(rated().discountCents).toBe(0);
    expect(rated('earlybird').discountCents).toBe(420);
    expect(decodeSlip(store.state.slipKey, rated('earlybird').slip ?? '').discountCents).toBe(420);
  });
});

describe('rules in rateItem', () => {
  const store = storeWith([]);
  const loft = itemOf(store, 104);

  it('refuses a stay shorter than the minimum with status RULE, an error and no SLIP', () => {
    const rate = rateItem(store, loft, query(MONDAY, MONDAY));
    expect(rate.status).toBe('rule');
    expect(rate.errors.map((breach) => breach.rule)).toEqual(['min_len']);
    expect(rate.slip).toBeNull();
  });

  it('rates anyway with rules soft, listing the breach as a warning', () => {
    const rate = rateItem(store, loft, query(MONDAY, MONDAY, { rules: 'soft' }));
    expect([rate.status, rate.errors.length, rate.warnings[0]?.rule]).toEqual(['available', 0, 'min_len']);
    expect(rate.slip).not.toBeNull();
  });

  it('checks nothing with rules off', () => {
    const rate = rateItem(store, loft, query(MONDAY, MONDAY, { rules: 'off' }));
    expect([rate.status, rate.errors.length, rate.warnings.length]).toEqual(['available', 0, 0]);
  });

  it('refuses counts above a parameter MAX, and ignores parameters the item does not take, as the live service does', () => {
    expect(rateItem(store, itemOf(store, 102), query(MONDAY, MONDAY, { params: { adults: 3 } })).errors)
      .toMatchObject([{ rule: 'param_max', paramId: 'adults' }]);
    const bike = rateItem(store, itemOf(store, 301), query(MONDAY, MONDAY, { params: { children: 1, rooms: 1 } }));
    expect([bike.status, bike.errors]).toEqual(['available', []]);
    expect(bike.counts).toEqual({ adults: 1, qty: 1 });
  });

  it('enforces the default of a parameter hidden to all, whatever is asked', () => {
    expect(rateItem(store, itemOf(store, 302), query(MONDAY, MONDAY, { params: { qty: 4 } })).counts)
      .toEqual({ adults: 1, qty: 1 });
  });

  it('refuses a start on a weekday the item does not start on, and another start time than the fixed one', () => {
    const whales = rateItem(store, itemOf(store, 202), query(MONDAY, MONDAY));
    expect(whales.errors.map((breach) => breach.rule)).toEqual(['start_days']);
    const tour = rateItem(store, itemOf(store, 201), query(MONDAY, MONDAY, { startTime: '10:00' }));
    expect(tour.errors.map((breach) => breach.rule)).toEqual(['start_time']);
  });

  it('rates a grouped parent as a container without a SLIP, with what its children have left', () => {
    const rate = rateItem(store, itemOf(store, 204), query(MONDAY, MONDAY));
    expect([rate.status, rate.slip, rate.unitsLeft]).toEqual(['group', null, 8 + 5]);
  });
});
