// A walk-in booking through the desk contract, against the real sandbox: what is free and at what price (rated
// queries, spec 2.2 and 4.2), the rules that stop a booking, the booking form (2.11) and booking/create (4.4).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, dayInZone, weekdayOf, type Day } from '../../../../shared/domain/dates.js';
import type { RateSearch } from '../../../../shared/contract/model/rates.js';
import { ratesHandlers } from '../../../../electron/core/desk/handlers/rates-handlers.js';
import { ChosenCounts } from '../../../../electron/core/desk/chosen-counts.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

let harness: DeskHarness;
let today: Day;
let tomorrow: Day;

beforeEach(async () => {
  harness = await deskOnDemo({ bookings: 200 });
  const { timezone } = await harness.value('accounts.info', {});
  today = dayInZone(harness.sandbox.control.services().clock.now(), timezone);
  tomorrow = addDays(today, 1);
});
afterEach(() => harness.close());

const store = () => harness.sandbox.control.services().store;

/** The offers of one search, for one adult tomorrow unless said otherwise. */
async function find(search: Partial<RateSearch> = {}) {
  return (await harness.value('rates.find', { startDay: tomorrow, counts: { adults: 1 }, ...search })).offers;
}

async function offerFor(itemId: number, search: Partial<RateSearch> = {}) {
  const offers = await find({ ...search, itemIds: [itemId] });
  expect(offers.map((offer) => offer.itemId)).toEqual([itemId]);
  return offers[0]!;
}

/** The query string of every rated item list the desk sent since `from` (background syncs list items unrated). */
function itemQueriesSince(from: number): URLSearchParams[] {
  return harness.requests.slice(from).map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith('/api/3.0/item') && url.searchParams.has('date'))
    .map((url) => url.searchParams);
}

/** A basket holding one SLIP of the item for tomorrow. */
async function basketWith(itemId: number, counts: Record<string, number> = { adults: 1 }) {
  const offer = await offerFor(itemId, { counts });
  return harness.value('basket.add', { slips: [offer.slip!] });
}

const nextWeekday = (from: Day) => {
  let day = from;
  while (['fri', 'sat', 'sun'].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
};

describe('what is free tomorrow (rated queries)', () => {
  it("names the account's booking parameters, word ids and all, with the widest MIN and MAX its items allow", async () => {
    const parameters = await harness.value('rates.parameters', {});
    expect(parameters).toEqual([
      // The Courtesy Shuttle takes up to 8 adults; every item needs at least one.
      { id: 'adults', label: 'Adults', min: 1, max: 8, initial: 1, hidden: false, locked: false },
      { id: 'children', label: 'Children', min: 0, max: 4, initial: 0, hidden: false, locked: false },
      // One room per line wherever rooms are taken: shown, not chosen.
      { id: 'rooms', label: 'Rooms', min: 1, max: 1, initial: 1, hidden: false, locked: true },
      // Hidden to all on the rentals: sent with its default, never shown.
      { id: 'qty', label: 'Units', min: 1, max: 10, initial: 1, hidden: true, locked: false },
    ]);
  });

  it('offers bookable items with a SLIP, a price per parameter, the total and the units left', async () => {
    const offers = await find({ counts: { adults: 2, children: 1 } });
    const tour = offers.find((offer) => offer.itemId === 201)!;
    expect(tour).toMatchObject({ name: 'Islands Snorkeling Tour', categoryName: 'Tours', unit: 'H', status: 'bookable' });
    expect(tour.slip).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(tour.period).toMatch(/09:00/);
    expect(tour.parameters).toEqual([
      { id: 'adults', label: 'Adults', count: 2, min: 1, max: 4, unitPrice: '$65.00' },
      { id: 'children', label: 'Children', count: 1, min: 0, max: 4, unitPrice: '$39.00' },
    ]);
    // 2 × 65.00 + 1 × 39.00, no discount without a code.
    expect(tour).toMatchObject({ subTotal: '169.00', discount: '0.00', total: '169.00' });
    const booked = store().bookedUnits(201, tomorrow);
    expect(tour.left).toBe(12 - booked);
    const scooter = (await find()).find((offer) => offer.itemId === 303)!;
    expect(scooter).toMatchObject({ status: 'bookable', left: null });
    for (const offer of offers.filter((o) => o.status === 'bookable')) {
      expect(offer.slip, offer.name).not.toBeNull();
      expect(Number(offer.total)).toBeCloseTo(Number(offer.subTotal) - Number(offer.discount), 2);
    }
  });

  it('names the event behind a price: a season, a festival special and a discount code', async () => {
    const twin = await offerFor(102);
    expect(twin.events).toContainEqual({ id: 1, name: 'Low season', kind: 'seasonal' });

    const festival = await offerFor(201, { startDay: addDays(today, 7) });
    expect(festival.events).toEqual([{ id: 3, name: 'Harbour festival', kind: 'special' }]);
    expect(festival.parameters.map((p) => p.unitPrice)).toEqual(['$89.00', '$89.00']);
    expect(festival.total).toBe('89.00');

    const plain = await offerFor(201);
    expect(plain).toMatchObject({ subTotal: '65.00', discount: '0.00', total: '65.00', events: [] });
    const early = await offerFor(201, { discountCode: 'earlybird' });
    expect(early.events).toEqual([{ id: 5, name: 'EARLYBIRD', kind: 'discount' }]);
    expect(early).toMatchObject({ subTotal: '65.00', discount: '6.50', total: '58.50', status: 'bookable' });
  });

  it('lists the packages that come with an item, with their price and whether the guest may opt out', async () => {
    const tour = await offerFor(201, { counts: { adults: 2 } });
    expect(tour.packages).toEqual([{ packageId: 2, itemId: 402, name: 'Wetsuit', price: '24.00', optional: true }]);
    const bike = await offerFor(301);
    expect(bike.packages).toEqual([{ packageId: 3, itemId: 403, name: 'Helmet', price: '5.00', optional: true }]);
    expect((await offerFor(302)).packages).toEqual([]);
  });

  it('narrows by category, keyword, units left and item ids, and asks the service so', async () => {
    let from = harness.requests.length;
    const tours = await find({ categoryId: 2 });
    expect(tours.map((offer) => offer.itemId)).toEqual([201, 202, 203, 204]);
    expect(itemQueriesSince(from)[0]!.get('category_id')).toBe('2');

    from = harness.requests.length;
    const paddles = await find({ keyword: 'paddle' });
    expect(paddles.map((offer) => offer.name)).toEqual(['Stand-up Paddleboard']);
    expect(itemQueriesSince(from)[0]!.get('keyword')).toBe('paddle');

    from = harness.requests.length;
    const plenty = await find({ minAvailable: 11, categoryId: 3 });
    expect(itemQueriesSince(from)[0]!.get('available')).toBe('11');
    // Bikes (10) and boards (8) have fewer left; scooters are unlimited.
    expect(plenty.map((offer) => offer.itemId)).toEqual([303]);

    from = harness.requests.length;
    const chosen = await find({ itemIds: [301, 203] });
    expect(chosen.map((offer) => offer.itemId)).toEqual([203, 301]);
    const sent = itemQueriesSince(from)[0]!;
    expect(sent.get('item_id')).toBe('301,203');
    expect(sent.get('date')).toBe(String(tomorrow));
    expect(sent.get('param[adults]')).toBe('1');
  });

  it('shows a grouped kayak with its own single and double, each with a SLIP, and lists them only once', async () => {
    const tours = await find({ categoryId: 2 });
    const kayak = tours.find((offer) => offer.itemId === 204)!;
    expect(kayak).toMatchObject({ name: 'Sunset Kayak', status: 'group', slip: null });
    expect(kayak.children.map((child) => [child.itemId, child.status])).toEqual([[205, 'bookable'], [206, 'bookable']]);
    const [single, double] = kayak.children;
    expect(single!.slip).not.toBeNull();
    expect(double!.slip).not.toBeNull();
    expect(single!.slip).not.toBe(double!.slip);
    expect(single!.total).toBe('55.00');
    expect(double!.total).toBe('48.00');
    expect(tours.map((offer) => offer.itemId)).not.toContain(205);
    expect(tours.map((offer) => offer.itemId)).not.toContain(206);
  });

  it('rates the children a category filter leaves out in a second query, with the names of their events', async () => {
    // Kayaks filed under Rentals, and the festival moved to the single kayak only: the Tours query misses both.
    store().item(205)!.categoryId = 3;
    store().item(206)!.categoryId = 3;
    store().state.events.find((event) => event.id === 3)!.applyTo = { itemIds: [205], categoryIds: [] };
    const from = harness.requests.length;
    const tours = await find({ categoryId: 2, startDay: addDays(today, 7) });
    const queries = itemQueriesSince(from);
    expect(queries).toHaveLength(2);
    expect(queries[1]!.get('item_id')).toBe('205,206');
    expect(queries[1]!.has('category_id')).toBe(false);
    expect(tours.map((offer) => offer.itemId)).toEqual([201, 202, 203, 204]);
    const kayak = tours.find((offer) => offer.itemId === 204)!;
    expect(kayak.children.map((child) => child.itemId)).toEqual([205, 206]);
    expect(kayak.children[0]!.events).toEqual([{ id: 3, name: 'Harbour festival', kind: 'special' }]);
    expect(kayak.children.every((child) => child.slip !== null)).toBe(true);
  });

  it('leaves out a grouped item none of whose children has enough units left', async () => {
    // The kayaks add up to 13, but neither the single (8) nor the double (5) has 9 left.
    const ids = (await find({ categoryId: 2, minAvailable: 9 })).map((offer) => offer.itemId);
    expect(ids).toContain(202);
    expect(ids).not.toContain(204);
  });
});

describe('booking rules', () => {
  it('refuses two adults on a one-rider bike, naming the parameter, with no SLIP', async () => {
    const bike = await offerFor(301, { counts: { adults: 2 } });
    expect(bike).toMatchObject({ status: 'rule', slip: null, warnings: [] });
    expect(bike.problems).toEqual([{ rule: 'param_max', message: expect.stringMatching(/at most 1 Adults/), parameterId: 'adults' }]);
  });

  it('lets staff book past a parameter rule with soft rules, with a warning, and with rules off without one', async () => {
    const soft = await offerFor(301, { counts: { adults: 2 }, rules: 'soft' });
    expect(soft).toMatchObject({ status: 'bookable', problems: [], total: '70.00' });
    expect(soft.slip).not.toBeNull();
    expect(soft.warnings).toEqual([expect.objectContaining({ rule: 'param_max', parameterId: 'adults' })]);
    const off = await offerFor(301, { counts: { adults: 2 }, rules: 'off' });
    expect(off).toMatchObject({ status: 'bookable', problems: [], warnings: [] });
  });

  it('refuses a cruise on a weekday and a one-night loft, and lets soft rules through with a warning', async () => {
    const weekday = nextWeekday(tomorrow);
    const cruise = await offerFor(202, { startDay: weekday });
    expect(cruise).toMatchObject({ status: 'rule', slip: null });
    expect(cruise.problems).toEqual([{ rule: 'start_days', message: expect.stringMatching(/fri, sat, sun/), parameterId: null }]);
    const softCruise = await offerFor(202, { startDay: weekday, rules: 'soft' });
    expect(softCruise).toMatchObject({ status: 'bookable', problems: [] });
    expect(softCruise.warnings.map((w) => w.rule)).toEqual(['start_days']);

    const loft = await offerFor(104);
    expect(loft).toMatchObject({ status: 'rule', slip: null });
    expect(loft.problems).toEqual([{ rule: 'min_len', message: expect.stringMatching(/at least 2 nights/), parameterId: null }]);
    // By the night: arriving tomorrow and leaving two days later.
    const twoNights = await offerFor(104, { endDay: addDays(tomorrow, 2) });
    expect(twoNights.problems).toEqual([]);
    expect(twoNights.status).not.toBe('rule');
    const softLoft = await offerFor(104, { rules: 'soft' });
    expect(softLoft.warnings.map((w) => w.rule)).toEqual(['min_len']);
    const offLoft = await offerFor(104, { rules: 'off' });
    expect(offLoft).toMatchObject({ problems: [], warnings: [] });
  });
});

describe('the booking form', () => {
  it('asks staff for a name only, with an e-mail mask, country and region lists, and no policy box', async () => {
    const form = await harness.value('basket.form', {});
    expect(form.audience).toBe('staff');
    const byName = new Map(form.fields.map((field) => [field.name, field]));
    expect(form.fields.filter((field) => field.required).map((field) => field.name)).toEqual(['customer_name']);
    expect(byName.get('customer_email')).toMatchObject({ mask: 'email', required: false, type: 'text' });
    expect(byName.get('customer_phone')).toMatchObject({ mask: 'simple' });
    expect(byName.get('customer_postal_zip')).toMatchObject({ mask: 'simple', addressPart: true });
    expect(byName.get('customer_country')).toMatchObject({ type: 'select', addressPart: true });
    expect(byName.get('customer_country')!.options).toContainEqual({ code: 'CA', label: 'Canada' });
    expect(byName.get('customer_region')!.options).toContainEqual({ code: 'BC', label: 'British Columbia' });
    expect(byName.get('note')).toMatchObject({ type: 'textarea', required: false });
    expect(form.fields.some((field) => field.policy)).toBe(false);
    expect(byName.has('customer_tos_agree')).toBe(false);
  });

  it("asks a guest for e-mail, phone and the policy agreement, and shows the policy's text", async () => {
    const form = await harness.value('basket.form', { asCustomer: true });
    expect(form.audience).toBe('customer');
    expect(form.fields.filter((field) => field.required).map((field) => field.name).sort())
      .toEqual(['customer_email', 'customer_name', 'customer_phone', 'customer_tos_agree']);
    const agreement = form.fields.find((field) => field.name === 'customer_tos_agree')!;
    expect(agreement).toMatchObject({ type: 'checkbox', policy: true, required: true });
    expect(form.policyHtml).toMatch(/Booking policy/);
    // The staff-only booking source is not on the guest's form.
    expect(form.fields.map((field) => field.name)).not.toContain('source');
    const sent = harness.requests.filter((request) => request.url.includes('/booking/form')).at(-1)!;
    expect(sent.headers.get('x-on-behalf')).toBe('off');
  });
});

describe('booking the basket', () => {
  it('refuses a booking without a name, naming customer_name, and keeps the basket', async () => {
    const before = await basketWith(301);
    const result = await harness.call('basket.create', { values: { customer_email: 'ann@example.com' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['customer_name'] } });
    if (!result.ok) expect(result.error.message).toMatch(/Name/);
    expect(await harness.value('basket.get', {})).toEqual(before);
  });

  it('refuses an e-mail address that is not one, naming customer_email', async () => {
    await basketWith(301);
    const result = await harness.call('basket.create', { values: { customer_name: 'Ann Lee', customer_email: 'ann at home' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['customer_email'] } });
    if (!result.ok) expect(result.error.message).toMatch(/email address/);
  });

  it('refuses a phone number with markup in it, naming customer_phone', async () => {
    await basketWith(301);
    const result = await harness.call('basket.create', { values: { customer_name: 'Ann Lee', customer_phone: '<b>555</b>' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['customer_phone'] } });
  });

  it("refuses a guest's booking without the policy agreement, naming customer_tos_agree", async () => {
    await basketWith(301);
    const values = { customer_name: 'Ann Lee', customer_email: 'ann.lee@example.com', customer_phone: '+1 250 555 0101' };
    const unticked = await harness.call('basket.create', { values: { ...values, customer_tos_agree: false }, asCustomer: true });
    expect(unticked).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['customer_tos_agree'] } });
    const missing = await harness.call('basket.create', { values, asCustomer: true });
    expect(missing).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['customer_tos_agree'] } });
    expect(await harness.value('basket.get', {})).not.toBeNull();
  });

  it('books the basket for its total, empties it, and the booking shows in the list, its lines and the calendar', async () => {
    const calendarBefore = await harness.value('items.calendar', { itemIds: [201], from: tomorrow, to: tomorrow });
    const leftBefore = calendarBefore.items[0]!.days[String(tomorrow)]!;
    await basketWith(201, { adults: 2 });
    const basket = await harness.value('basket.setQuantity', { lineId: '1', quantity: 2 });
    const email = 'walk.in.guest@example.com';
    const created = await harness.value('basket.create', {
      values: { customer_name: 'Walk-in Guest', customer_email: email, customer_country: 'CA', source: 'walk-in' },
    });
    expect(created).toMatchObject({ total: basket.total, currency: 'CAD', statusId: 'PEND' });
    expect(created.code).toMatch(/^[A-Z]{4}-\d{6}$/);
    // The sandbox's guest invoice page, on its own (loopback) address.
    expect(created.invoiceUrl).toMatch(new RegExp(`^${harness.sandbox.url}/invoice/${created.code}\\?token=`));
    expect(await harness.value('basket.get', {})).toBeNull();

    const listed = await harness.value('bookings.list', { customerEmail: email });
    expect(listed.bookings.map((booking) => booking.code)).toEqual([created.code]);
    expect(listed.bookings[0]!.customer).toMatchObject({ id: created.customerId, name: 'Walk-in Guest', email });
    const detail = await harness.value('bookings.get', { code: created.code! });
    expect(detail.total).toBe(basket.total);
    expect(detail.lines.map((line) => [line.itemId, line.quantity, line.counts.adults]))
      .toEqual([[201, 2, 2], [402, 2, 2]]);

    const calendarAfter = await harness.value('items.calendar', { itemIds: [201], from: tomorrow, to: tomorrow });
    expect(calendarAfter.items[0]!.days[String(tomorrow)]).toBe(leftBefore - 2);
  });

  it("keeps a returning guest's customer record", async () => {
    const returning = store().state.customers[3]!;
    await basketWith(303);
    const created = await harness.value('basket.create', {
      values: { customer_name: returning.name, customer_email: returning.email.toUpperCase() },
    });
    expect(created.customerId).toBe(returning.id);
    const customer = await harness.value('customers.get', { id: returning.id });
    expect(customer.bookingCodes).toContain(created.code);
  });

  it('books as the acting staff member, and as the guest with X-On-Behalf: off', async () => {
    await harness.value('staff.setActing', { accountId: 2 });
    await basketWith(301);
    await harness.value('basket.create', { values: { customer_name: 'Sent by Priya' } });
    const creates = () => harness.requests.filter((request) => request.url.endsWith('/api/3.0/booking/create'));
    expect(creates().at(-1)!.headers.get('x-on-behalf')).toBe('2');

    await basketWith(301);
    await harness.value('basket.create', {
      values: {
        customer_name: 'Guest Herself', customer_email: 'guest.herself@example.com', customer_phone: '+1 (250) 555-0199',
        customer_tos_agree: true,
      },
      asCustomer: true,
    });
    const sent = creates().at(-1)!;
    expect(sent.headers.get('x-on-behalf')).toBe('off');
    expect(new URLSearchParams(sent.body).get('form[customer_tos_agree]')).toBe('1');
  });

  it('says there is no basket to book when nothing was added', async () => {
    const result = await harness.call('basket.create', { values: { customer_name: 'Ann Lee' } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-found', code: 'no_basket' } });
  });
});

describe('finding a returning customer', () => {
  it('finds a customer by exact e-mail, by name and by phone, and opens the record', async () => {
    const customer = store().state.customers[3]!;
    const byEmail = (await harness.value('customers.search', { email: customer.email })).customers;
    expect(byEmail.map((found) => found.id)).toEqual([customer.id]);
    expect(byEmail[0]).toMatchObject({ name: customer.name, phone: customer.phone, postalCode: customer.postalZip });
    const sameName = store().state.customers.filter((other) => other.name === customer.name).map((other) => other.id);
    const byName = (await harness.value('customers.search', { name: customer.name })).customers;
    expect(byName.map((found) => found.id).sort((a, b) => a - b)).toEqual(sameName);
    const byPhone = (await harness.value('customers.search', { phone: customer.phone })).customers;
    expect(byPhone.map((found) => found.id)).toContain(customer.id);
    expect((await harness.value('customers.search', { email: 'nobody.here@example.com' })).customers).toEqual([]);
    const record = await harness.value('customers.get', { id: customer.id });
    expect(record).toMatchObject({ id: customer.id, email: customer.email, city: customer.city });
    const codes = store().state.bookings.filter((b) => b.customerId === customer.id).map((b) => b.code).sort();
    expect([...record.bookingCodes].sort()).toEqual(codes);
  });
});

describe('offline', () => {
  it('keeps the parameters last learned, so that a guest’s request can be typed while the service is away', async () => {
    const learned = await harness.value('rates.parameters', {});
    harness.sandbox.control.setFaults({ offline: true });
    try {
      // Handlers that remember nothing yet, as after a restart: the desk's settings still know the parameters.
      const fresh = ratesHandlers(harness.running.desk, new ChosenCounts());
      expect(await fresh['rates.parameters']({}, new AbortController().signal)).toEqual(learned);
      const search = await harness.call('rates.find', { startDay: tomorrow, counts: { adults: 2 } });
      expect(search).toMatchObject({ ok: false, error: { kind: 'offline' } });
    } finally {
      harness.sandbox.control.clearFaults();
    }
  });
});

describe('a name many customers share', () => {
  it('lists every one of them, past the service’s first page', async () => {
    const model = store().state.customers[0]!;
    const lastId = Math.max(...store().state.customers.map((c) => c.id));
    // 130 namesakes: more than the desk's page of 100 (and five of the sandbox's default pages of 25).
    for (let n = 1; n <= 130; n += 1) {
      store().state.customers.push({ ...model, id: lastId + n, code: `NAMESAKE-${n}`, email: `namesake.${n}@example.com`, name: 'Jordan Namesake' });
    }
    const found = (await harness.value('customers.search', { name: 'Jordan Namesake' })).customers;
    expect(found).toHaveLength(130);
    expect(new Set(found.map((customer) => customer.id)).size).toBe(130);
  });
});
