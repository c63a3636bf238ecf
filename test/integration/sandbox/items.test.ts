// GET item and item/{item_id} over real HTTP (spec 2.2, 2.3, 4.2, 4.7): unrated and rated shapes, SLIPs, rules,
// filters and who sees what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, weekdayOf, type Day } from '../../../shared/domain/dates.js';
import { itemListResponseSchema, itemResponseSchema, ratedItemResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { decodeSlip } from '../../../electron/sandbox/slip.js';
import { readSample } from '../../support/samples.js';
import { apiGet, type CallOptions } from '../../support/sandbox-http.js';
import { heldLine } from '../../support/booking-lines.js';

type Query = Parameters<typeof apiGet>[2];
let sandbox: RunningSandbox;
/** A Monday at least 200 days ahead: past the seed's bookings and its dated events. */
let far: Day;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, bookings: 300 });
  const { store, clock } = sandbox.control.services();
  far = addDays(dayInZone(clock.nowWhole(), store.state.account.timezone), 200);
  while (weekdayOf(far) !== 'mon') far = addDays(far, 1);
});
afterAll(() => sandbox.close());

const day = (offset: number) => String(addDays(far, offset));

async function item(id: number | string, query: Query = {}, options: CallOptions = {}) {
  const answer = await apiGet(sandbox, `item/${id}`, query, options);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function listed(query: Query = {}, options: CallOptions = {}): Promise<string[]> {
  const answer = await apiGet(sandbox, 'item', query, options);
  expect(answer.status, answer.text).toBe(200);
  // A list answers under items, as the live service does (Checkfront's PHP SDK reads $response['items']).
  expect(answer.body.item).toBeUndefined();
  return Object.keys(answer.body.items);
}

describe('unrated items (no dates)', () => {
  it('lists every enabled item keyed by item_id, without add-ons, with query as an empty array', async () => {
    const answer = await apiGet(sandbox, 'item');
    expect(answer.body.query).toEqual([]);
    const items = itemListResponseSchema.parse(answer.body).items;
    expect(Object.keys(items)).toEqual(expect.arrayContaining(['101', '204', '205', '303', '304']));
    expect(Object.keys(items)).not.toContain('401');
    expect(Object.entries(items).every(([key, record]) => String(record.item_id) === key)).toBe(true);
  });

  it('answers one item with the members and member types of the recorded sample', async () => {
    const sample = readSample('recorded', 'item-unrated.json');
    const body = await item(101);
    expect(itemResponseSchema.safeParse(body).success).toBe(true);
    for (const [member, value] of Object.entries(sample.item as Record<string, unknown>)) {
      expect(typeof body.item[member], member).toBe(typeof value);
    }
    expect(JSON.parse(body.item.meta)).toMatchObject({ display_mode: 'dropdown', delay: 0 });
    expect(JSON.parse(body.item.rules).param.adults).toEqual({ MIN: '1', MAX: '2' });
    expect(JSON.parse(body.item.rules).param.rooms).toEqual({ MIN: '1', MAX: '1' });
    expect(Object.keys(body.item.image['1']).sort())
      .toEqual(['path', 'src', 'title', 'url', 'url_medium', 'url_small']);
    expect(body.item.rated).toBe(0);
    expect(body.item.rate).toBeUndefined();
  });

  it('names the children of a grouped parent, and the date rules of an item', async () => {
    // Each child as its item record, every member text, as Checkfront documents it (webhook-item-update.json).
    const parent = (await item(204)).item;
    expect(parent.product_group_type).toBe('P');
    expect(parent.product_group_children.map((child: { item_id: string }) => child.item_id)).toEqual(['205', '206']);
    expect(parent.product_group_children[0]).toMatchObject({ product_group_type: 'C', alias_id: '204', product_group_children: '' });
    expect(itemResponseSchema.parse(await apiGet(sandbox, 'item/204').then((answer) => answer.body)).item.product_group_children)
      .toEqual([205, 206]);
    expect((await item(205)).item).toMatchObject({ product_group_type: 'C', product_group_children: '' });
    expect(JSON.parse((await item(104)).item.rules).date).toEqual({ min_len: 2 });
  });
});

describe('rated items (with dates)', () => {
  it('rates each night, describes each parameter, echoes the query and carries a SLIP', async () => {
    // A room by the night (unit N): Monday to Wednesday is two nights.
    const body = await item(102, { start_date: day(0), end_date: day(2), param: { adults: 2 } });
    const { item: rated } = ratedItemResponseSchema.parse(body);
    expect(body.item).toMatchObject({ unit: 'N', days: 2, meta: { default_len: 1 } });
    expect(body.item.param.adults).toMatchObject({ price: 74, lbl: 'Adults', qty: 2, MIN: 1, MAX: 2, req: 1, hide: 0 });
    expect(body.item.param.rooms).toMatchObject({ price: 0, lbl: 'Rooms', qty: 1, MIN: 1, MAX: 1, def: 1 });
    expect(body.item.image['1'].url).toBeUndefined();
    expect(rated.rate).toMatchObject({ status: 'AVAILABLE', available: 4, sub_total: '296.00' });
    expect(Object.keys(body.item.rate.dates)).toEqual([day(0), day(1)]);
    expect(body.item.rate.dates[day(0)])
      .toMatchObject({ status: 'A', dow: 'mon', price: { adults: 74 }, sub_total: 148 });
    // The query as the service read it, in the request's text (Checkfront's item-rated.json): "2", not 2.
    expect(body.query).toMatchObject({ start_date: day(0), end_date: day(2), param: { adults: '2' } });
    expect(body.item.rate).toMatchObject({ start_date: day(0), end_date: day(2), summary: { price: { unit: '2 nights' } } });
    expect(body.events).toEqual({});
  });

  it('issues a SLIP that holds what was rated; a changed SLIP is another string that does not verify', async () => {
    const slip: string = (await item(102, { start_date: day(0), end_date: day(2), param: { adults: 2 } })).item.rate.slip;
    const key = sandbox.control.services().store.state.slipKey;
    expect(decodeSlip(key, slip)).toMatchObject({ itemId: 102, startDay: far, endDay: addDays(far, 2), cents: 29600 });
    const tampered = `${slip.slice(0, 10)}${slip[10] === 'A' ? 'B' : 'A'}${slip.slice(11)}`;
    expect(tampered).not.toBe(slip);
    expect(() => decodeSlip(key, tampered)).toThrow();
  });

  it('rates date as a same-day booking, and start_date alone for the item default length', async () => {
    expect((await item(302, { date: day(0) })).item.rate).toMatchObject({ start_date: day(0), end_date: day(0) });
    expect((await item(302, { start_date: day(2) })).item).toMatchObject({ days: 1, rate: { end_date: day(2) } });
    // A stay by the night: one night, leaving the next morning.
    expect((await item(102, { date: day(0) })).item).toMatchObject({ days: 1, rate: { start_date: day(0), end_date: day(1) } });
    expect((await item(102, { start_date: day(2) })).item).toMatchObject({ days: 1, rate: { end_date: day(3) } });
  });

  it('gives no SLIP for a grouped parent, which points at its children, and one for a child', async () => {
    const parent = (await item(204, { date: day(0) })).item.rate;
    expect(parent).toMatchObject({ status: 'GROUP', child_ids: [205, 206] });
    expect(parent.slip).toBeUndefined();
    expect(typeof (await item(205, { date: day(0) })).item.rate.slip).toBe('string');
  });

  it('books an hourly item at its fixed start time on one day', async () => {
    const rate = (await item(201, { date: day(0) })).item.rate;
    const key = sandbox.control.services().store.state.slipKey;
    expect(decodeSlip(key, rate.slip))
      .toMatchObject({ startTime: '09:00', endTime: '12:00', startDay: far, endDay: far });
  });

  it('gives no SLIP when bookings hold every unit on a day of the period', async () => {
    const { store } = sandbox.control.services();
    const booking = { ...store.bookingsInOrder[0]!, id: 990001, code: 'FULL-0001', statusId: 'PAID',
      startDay: addDays(far, 8), endDay: addDays(far, 8),
      lines: [heldLine(104, 1, addDays(far, 8))] };
    store.addBooking(booking);
    const rate = (await item(104, { start_date: day(7), end_date: day(9) })).item.rate;
    expect([rate.status, rate.available, rate.slip]).toEqual(['UNAVAILABLE', 0, undefined]);
    expect(rate.dates[day(8)].status).toBe('F');
  });
});

describe('rules (spec 7, docs/api-assumptions.md)', () => {
  const oneNight = () => ({ start_date: day(14), end_date: day(14) });

  it('refuses a stay shorter than the minimum with RULE, the error and no SLIP', async () => {
    const rate = (await item(104, oneNight())).item.rate;
    expect(rate.status).toBe('RULE');
    expect(rate.errors).toMatchObject([{ rule: 'min_len' }]);
    expect(rate.slip).toBeUndefined();
  });

  it('rates anyway with rules=soft, warning of the breach, with a SLIP', async () => {
    const rate = (await item(104, { ...oneNight(), rules: 'soft' })).item.rate;
    expect(rate).toMatchObject({ status: 'AVAILABLE', warnings: [{ rule: 'min_len' }] });
    expect(typeof rate.slip).toBe('string');
  });

  it('does not check date rules with rules=off', async () => {
    const rate = (await item(104, { ...oneNight(), rules: 'off' })).item.rate;
    expect([rate.status, rate.errors, rate.warnings]).toEqual(['AVAILABLE', undefined, undefined]);
  });

  it('refuses more of a parameter than its MAX', async () => {
    const rate = (await item(102, { date: day(0), param: { adults: 3 } })).item.rate;
    expect(rate).toMatchObject({ status: 'RULE', errors: [{ rule: 'param_max', param_id: 'adults' }] });
  });

  it('does not let a customer relax the rules', async () => {
    const rate = (await item(104, { ...oneNight(), rules: 'soft' }, { onBehalf: 'off' })).item.rate;
    expect(rate.status).toBe('RULE');
  });
});

describe('list filters (4.2)', () => {
  it('keeps items whose name contains the keyword, in any case', async () => {
    expect(await listed({ keyword: 'KAYAK' })).toEqual(['204', '205', '206']);
  });

  it('keeps the items of an item_id list, comma-separated or repeated', async () => {
    expect(await listed({ item_id: '302,101' })).toEqual(['101', '302']);
    expect(await listed({ item_id: [101, 302] })).toEqual(['101', '302']);
  });

  it('keeps the items of a category', async () => {
    expect(await listed({ category_id: 3 })).toEqual(['301', '302', '303']);
  });

  it('keeps, when rated, only items with at least the units asked for left', async () => {
    const answer = await apiGet(sandbox, 'item', { date: day(0), available: 7 });
    const rates = Object.values(answer.body.items as Record<string, { rate: { available: number } }>).map((i) => i.rate);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((rate) => rate.available >= 7)).toBe(true);
    expect(Object.keys(answer.body.items)).not.toContain('101');
    expect(Object.keys(answer.body.items)).toContain('303');
  });
});

describe('who sees what (4.7, X-On-Behalf)', () => {
  it('shows the staff-only item to staff, never to a customer', async () => {
    expect(await listed()).toContain('304');
    expect(await listed({}, { onBehalf: 'off' })).not.toContain('304');
    expect((await apiGet(sandbox, 'item/304', {}, { onBehalf: 'off' })).status).toBe(404);
  });

  it('refuses an unauthenticated caller when the Public API is off', async () => {
    const answer = await apiGet(sandbox, 'item', {}, { auth: 'none' });
    expect([answer.status, answer.error?.code]).toEqual([401, 'unauthorized']);
  });

  it('serves the customer view to unauthenticated callers when the Public API is on', async () => {
    const open = await startSandbox({ seed: 7, bookings: 300, publicMode: true });
    try {
      const answer = await apiGet(open, 'item', { date: day(0) }, { auth: 'none' });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.items)).toContain('101');
      expect(Object.keys(answer.body.items)).not.toContain('304');
      expect((await apiGet(open, 'item/304', {}, { auth: 'none' })).status).toBe(404);
    } finally {
      await open.close();
    }
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown item, and for an add-on on its own', async () => {
    for (const id of ['999', 'abc', '401']) {
      const answer = await apiGet(sandbox, `item/${id}`);
      expect([answer.status, answer.error?.code], id).toEqual([404, 'not_found']);
    }
  });

  it('answers 400 naming the parameter for a bad date, an end before the start, a bad time or parameter', async () => {
    const cases: [Query, string][] = [
      [{ start_date: '20261345' }, 'start_date'], [{ start_date: day(0), end_date: 'soon' }, 'end_date'],
      [{ date: '2026-02-30' }, 'date'], [{ start_date: day(3), end_date: day(1) }, 'end_date'],
      [{ date: day(0), start_time: '25:00' }, 'start_time'], [{ date: day(0), param: { 9: 1 } }, 'param[9]'],
      [{ date: day(0), rules: 'loose' }, 'rules'],
    ];
    for (const [query, field] of cases) {
      const answer = await apiGet(sandbox, 'item/102', query);
      expect([answer.status, answer.error?.code, answer.error?.fields], field)
        .toEqual([400, 'invalid_parameter', [field]]);
    }
  });
});
