// The sandbox answers in the shape of Checkfront's documented example answers (test/fixtures/samples/checkfront-docs,
// from Checkfront/API's docs/examples/response), in both dialects: every member an example shows is there, with the
// same JSON type in the standard dialect; the live one may write a number as text and "nothing" in PHP's ways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, weekdayOf, type Day } from '../../../shared/domain/dates.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import type { Dialect } from '../../../electron/sandbox/dialect/answer-dialect.js';
import { readSample, sampleNames } from '../../support/samples.js';
import { apiGet, apiPost, type WireAnswer } from '../../support/sandbox-http.js';
import { shapeDifferences } from '../../support/wire-shape.js';

const sandboxes = new Map<Dialect, RunningSandbox>();
/** A Friday far ahead, when the demo's "Weekend nights" event prices the rooms, as the docs' answer has an event. */
let friday: Day;

beforeAll(async () => {
  for (const dialect of ['standard', 'live'] as const) sandboxes.set(dialect, await startSandbox({ seed: 31, bookings: 80, dialect }));
  const { store, clock } = sandboxes.get('standard')!.control.services();
  friday = addDays(dayInZone(clock.nowWhole(), store.state.account.timezone), 200);
  while (weekdayOf(friday) !== 'fri') friday = addDays(friday, 1);
});
afterAll(async () => {
  await Promise.all([...sandboxes.values()].map((sandbox) => sandbox.close()));
});

const docs = (name: string) => readSample('checkfront-docs', name);

const ok = (answer: WireAnswer) => {
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};

/** A rated double room on the Friday, with its package, as item-rated.json rates an item with packages and an event. */
const ratedQuery = () => ({ start_date: String(friday), end_date: String(friday), param: { adults: 1 }, discount_code: 'EARLYBIRD' });

/** The sandbox's answer of the same kind as each documented example. */
const answerOf: Record<string, (sandbox: RunningSandbox) => Promise<unknown>> = {
  'account.json': async (sandbox) => ok(await apiGet(sandbox, 'account')),
  'booking-form.json': async (sandbox) => ok(await apiGet(sandbox, 'booking/form')),
  'booking-index.json': async (sandbox) => ok(await apiGet(sandbox, 'booking/index', { limit: 100 })),
  'booking-index-snippet.json': async (sandbox) => ok(await apiGet(sandbox, 'booking/index', { limit: 100 })),
  'booking-notes.json': async (sandbox) => ok(await apiGet(sandbox, 'booking/notes')),
  'booking-session.json': async (sandbox) => {
    const slip = ok(await apiGet(sandbox, 'item/101', ratedQuery())).item.rate.slip as string;
    return ok(await apiPost(sandbox, 'booking/session', { slip: [slip] }));
  },
  'category.json': async (sandbox) => ok(await apiGet(sandbox, 'category')),
  'company.json': async (sandbox) => ok(await apiGet(sandbox, 'company')),
  'customer.json': async (sandbox) => {
    const withBookings = sandbox.control.services().store.state.bookings[0]!.customerId;
    return ok(await apiGet(sandbox, `customer/${withBookings}`));
  },
  'event.json': async (sandbox) => ok(await apiGet(sandbox, 'event')),
  'help.json': async (sandbox) => ok(await apiGet(sandbox, 'help')),
  'item-rated.json': async (sandbox) => ok(await apiGet(sandbox, 'item/101', ratedQuery())),
  'item.json': async (sandbox) => ok(await apiGet(sandbox, 'item/101')),
  'ping.json': async (sandbox) => ok(await apiGet(sandbox, 'ping')),
  // A webhook is no API answer, but its item is the API's item: a grouped parent's children are item records.
  'webhook-item-update.json': async (sandbox) => {
    const { item } = ok(await apiGet(sandbox, 'item/204'));
    return { item: { product_group_type: item.product_group_type, product_group_children: item.product_group_children } };
  },
};

/** What of each webhook example an answer is compared with. */
const documented = (name: string) => {
  if (name !== 'webhook-item-update.json') return docs(name);
  const { item } = docs(name);
  return { item: { product_group_type: item.product_group_type, product_group_children: item.product_group_children } };
};

/**
 * The docs show no list: Checkfront's PHP SDK reads one under items (examples/cart/Cart.php). It is item-rated.json's
 * answer with its item under items, and the item's meta JSON text, as a live list writes it.
 */
function documentedList() {
  const { item, request, ...envelope } = docs('item-rated.json');
  // A list names no one item: its request has no id.
  const listRequest = Object.fromEntries(Object.entries(request).filter(([member]) => member !== 'id'));
  return { ...envelope, request: listRequest, items: { [String(item.item_id)]: { ...item, meta: JSON.stringify(item.meta) } } };
}

/** webhook-booking.json's booking is the order form of a webhook; the desk reads it (checkfront-docs.test.ts). */
const NOT_AN_ANSWER = ['webhook-booking.json'];

describe('the sandbox answers in the shape of Checkfront\'s documented examples', () => {
  it('has an answer for every documented example but the webhook booking', () => {
    expect(sampleNames('checkfront-docs').filter((name) => !NOT_AN_ANSWER.includes(name))).toEqual(Object.keys(answerOf).sort());
  });

  it.each(Object.keys(answerOf))('answers like %s in the standard dialect', async (name) => {
    const answer = await answerOf[name]!(sandboxes.get('standard')!);
    expect(shapeDifferences(documented(name), answer)).toEqual([]);
  });

  it.each(Object.keys(answerOf))('answers like %s in the live dialect, numbers as text or not', async (name) => {
    const answer = await answerOf[name]!(sandboxes.get('live')!);
    expect(shapeDifferences(documented(name), answer, { loose: true })).toEqual([]);
  });

  it.each(['standard', 'live'] as const)('answers a rated list like the docs\' rated item, echoing the whole query (%s)', async (dialect) => {
    const answer = ok(await apiGet(sandboxes.get(dialect)!, 'item', { ...ratedQuery(), item_id: '101,102,103' }));
    expect(shapeDifferences(documentedList(), answer, { loose: dialect === 'live' })).toEqual([]);
    expect(Object.keys(answer.items).length).toBeGreaterThan(1);
    // As a recorded live rated list: the parameters as sent in request, the codes (false: none) in query.
    expect(answer.request).toMatchObject({ start_date: String(friday), discount_code: 'EARLYBIRD', item_id: '101,102,103' });
    expect(answer.query).toMatchObject({ discount_code: 'EARLYBIRD', start_date: expect.anything(), local_start_date: expect.any(String) });
    expect(String(answer.query.param.adults)).toBe('1');
    if (dialect === 'standard') expect(answer.query).toMatchObject({ giftcert_code: false, exclude: false });
    // One item echoes nothing in request (the recorded answer of one rated item).
    const without = ok(await apiGet(sandboxes.get(dialect)!, 'item/101', { start_date: String(friday), param: { adults: 1 } }));
    expect(without.request.start_date).toBeUndefined();
    if (dialect === 'standard') expect(without.query.discount_code).toBe(false);
  });
});
