// The booking session (spec 4.5, 2.10, 3): SLIPs in, lines altered, replaced, cleared and ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/domain/dates.js';
import { sessionResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet, apiPost, type CallOptions, type WireAnswer } from '../../support/sandbox-http.js';
import { makeSlip, sandboxToday, tamperedSlip } from '../../support/slips.js';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 11, bookings: 200 });
});
afterAll(() => sandbox.close());

type Form = Parameters<typeof apiPost>[2];

async function session(form: Form, options: CallOptions = {}, path = 'booking/session') {
  const answer = await apiPost(sandbox, path, form, options);
  expect(answer.status, answer.text).toBe(200);
  return { answer, session: sessionResponseSchema.parse(answer.body).booking.session, raw: answer.body.booking.session };
}

/** POST booking/session with the token pair, answer unchecked (for refusals). */
const post = (form: Form) => apiPost(sandbox, 'booking/session', form);
const day = (offset: number) => addDays(sandboxToday(sandbox), offset);
const doubleRoom = (startOffset = 200) => makeSlip(sandbox, { itemId: 101, startDay: day(startOffset), days: 2, adults: 2 });

/** Line ids in line order; JSON objects list integer-like keys ("2") before others ("1.1"). */
const lineIds = (item: object) => Object.keys(item).sort((a, b) => Number(a) - Number(b));

function expectError(answer: WireAnswer, status: number, code: string, fields?: string[]) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body.request.status).toBe('ERROR');
  expect(answer.error!.code).toBe(code);
  if (fields) expect(answer.error!.fields).toEqual(fields);
}

describe('starting a session (spec 4.5, 2.10)', () => {
  it('starts a session from one SLIP and answers every member of 2.10, with the session_id cookie', async () => {
    const { answer, session: s, raw } = await session({ slip: doubleRoom() });
    expect(Object.keys(raw).sort()).toEqual([
      'account_id', 'age', 'currency_id', 'date_desc', 'deposit', 'discount', 'due', 'end_date', 'flat_discount', 'id',
      'item', 'paid_total', 'partner_id', 'qty', 'start_date', 'sub_total', 'summary', 'tax', 'tax_inc_total',
      'tax_total', 'time_desc', 'total',
    ]);
    expect(s.id).toMatch(/^[0-9a-f]{32}$/);
    expect(raw).toMatchObject({ account_id: 4172, partner_id: 0, currency_id: 'CAD', qty: 1, deposit: null, paid_total: '0.00' });
    // 2 adults × 2 nights × 89.00, and breakfast for 2 × 2 nights × 18.00, tax (12%) included.
    expect(raw).toMatchObject({ sub_total: '428.00', total: '428.00', tax_inc_total: '428.00', due: '428.00', tax_total: '45.86', discount: '0.00' });
    expect(raw.flat_discount).toEqual({ total: 0, total_pretax: 0 });
    expect(raw.tax).toEqual([{ name: 'GST + PST', rate: 12, inclusive: true, total: '45.86' }]);
    expect(raw.start_date).toBeLessThan(raw.end_date);
    expect(raw.summary).toBe('Harbour View Double');
    expect(raw.date_desc).toMatch(/, \d{4}$/);
    expect(Object.keys(raw.item)).toEqual(['1', '1.1']);
    const main = raw.item['1'];
    expect(Object.keys(main).sort()).toEqual(['available', 'date', 'item_id', 'name', 'rate', 'sku', 'slip', 'unit']);
    expect(main).toMatchObject({ item_id: 101, sku: 'harbourviewdouble', name: 'Harbour View Double', unit: 'N', available: 6 });
    expect(main.rate).toEqual({ total: '356.00', item_total: '356.00', qty: 1, summary: '2 Adults × 2 nights' });
    expect(main.date.start_date).toBe(raw.start_date);
    expect(raw.item['1.1']).toMatchObject({ item_id: 401, optin: 'O', opt: 'in', available: 1_000_000_000 });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`session_id=${s.id}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Path=/api/');
  });

  it('adds several SLIPs sent as slip[], each as its own numbered line', async () => {
    const bike = makeSlip(sandbox, { itemId: 301, startDay: day(201), days: 3 });
    const { raw } = await session({ slip: [doubleRoom(), bike] });
    expect(lineIds(raw.item)).toEqual(['1', '1.1', '2', '2.1']);
    expect(raw.item['2']).toMatchObject({ item_id: 301, name: 'Mountain Bike' });
    expect(raw.qty).toBe(2);
    expect(raw.summary).toBe('Harbour View Double, Mountain Bike');
  });

  it('gives a package line the dates and hours of its main line', async () => {
    const { raw } = await session({ slip: makeSlip(sandbox, { itemId: 201, startDay: day(202), adults: 2 }) });
    expect(raw.item['1.1'].date).toEqual(raw.item['1'].date);
    expect(raw.item['1'].date.end_date - raw.item['1'].date.start_date).toBe(3 * 3600);
    expect(raw.item['1'].date.summary).toMatch(/, 09:00 - 12:00$/);
    expect(raw).toMatchObject({ time_desc: '09:00 - 12:00', total: '154.00' });
  });

  it('starts an empty session when posted without a SLIP', async () => {
    const { raw } = await session({});
    expect(raw.item).toEqual({});
    expect(raw).toMatchObject({ total: '0.00', qty: 0, start_date: 0, end_date: 0, date_desc: '', tax: [] });
  });

  it('reopens the session named by the session_id cookie', async () => {
    const first = await session({ slip: doubleRoom() });
    const { session: again } = await session({ slip: makeSlip(sandbox, { itemId: 302 }) }, {
      headers: { Cookie: `session_id=${first.session.id}` },
    });
    expect(again.id).toBe(first.session.id);
    expect(lineIds(again.item ?? {})).toEqual(['1', '1.1', '2']);
  });

  it('lets a session_id parameter win over the cookie', async () => {
    const a = await session({ slip: doubleRoom() });
    const b = await session({});
    const { session: chosen } = await session({ session_id: b.session.id }, { headers: { Cookie: `session_id=${a.session.id}` } });
    expect(chosen.id).toBe(b.session.id);
  });

  it('works for a customer (X-On-Behalf: off)', async () => {
    const { raw } = await session({ slip: doubleRoom() }, { onBehalf: 'off' });
    expect(raw.item['1'].item_id).toBe(101);
  });
});

describe('altering lines (spec 4.5 rule 2, spec 3)', () => {
  it('sets the quantity of a line; its package lines follow', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const { raw } = await session({ session_id: s.id, alter: { '1': 3 } });
    expect(raw.item['1'].rate).toMatchObject({ qty: 3, total: '1068.00', item_total: '356.00' });
    expect(raw.item['1.1'].rate).toMatchObject({ qty: 3, total: '216.00' });
    expect(raw).toMatchObject({ qty: 3, total: '1284.00', summary: 'Harbour View Double × 3' });
  });

  it('takes the SLIP\'s discount off once per unit', async () => {
    const { session: s, raw } = await session({ slip: makeSlip(sandbox, { itemId: 302, discountCents: 500 }) });
    expect(raw).toMatchObject({ sub_total: '84.00', discount: '5.00', total: '79.00' });
    const { raw: two } = await session({ session_id: s.id, alter: { '1': 2 } });
    expect(two).toMatchObject({ sub_total: '168.00', discount: '10.00', total: '158.00', tax_total: '16.93' });
  });

  it('removes a line together with its package lines', async () => {
    const { session: s } = await session({ slip: [doubleRoom(), makeSlip(sandbox, { itemId: 302 })] });
    const { raw } = await session({ session_id: s.id, alter: { '1': 'remove' } });
    expect(Object.keys(raw.item)).toEqual(['2']);
    expect(raw.total).toBe('84.00');
  });

  it('opts a package line out and in again, and the totals follow', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const out = await session({ session_id: s.id, alter: { '1.1': 'optout' } });
    expect(out.raw.item['1.1']).toMatchObject({ optin: 'O', opt: 'out' });
    expect(out.raw.item['1.1'].rate.total).toBe('0.00');
    expect(out.raw.total).toBe('356.00');
    const back = await session({ session_id: s.id, alter: { '1.1': 'optin' } });
    expect(back.raw.item['1.1'].opt).toBe('in');
    expect(back.raw.total).toBe('428.00');
  });

  it('refuses optin or optout on a line that is not a package line, naming the field', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    expectError(await post({ session_id: s.id, alter: { '1': 'optout' } }), 400, 'invalid_parameter', ['alter[1]']);
  });

  it('refuses a quantity on a package line and a quantity below 1', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    expectError(await post({ session_id: s.id, alter: { '1.1': 2 } }), 400, 'invalid_parameter', ['alter[1.1]']);
    expectError(await post({ session_id: s.id, alter: { '1': 0 } }), 400, 'invalid_parameter', ['alter[1]']);
  });

  it('refuses to alter a line the session does not have, naming the field, and changes nothing', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const answer = await post({ session_id: s.id, alter: { '1': 2, '7': 'remove' } });
    expectError(answer, 400, 'invalid_parameter', ['alter[7]']);
    const { raw } = await session({ session_id: s.id });
    expect(raw.item['1'].rate.qty).toBe(1);
  });

  it('accepts alter in the query string of GET', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const answer = await apiGet(sandbox, 'booking/session', { session_id: s.id, alter: { '1.1': 'optout' } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.booking.session.item['1.1'].opt).toBe('out');
  });

  it('accepts session_id and alter as a JSON body', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const basic = Buffer.from(`${sandbox.apiKey}:${sandbox.apiSecret}`).toString('base64');
    const response = await fetch(`${sandbox.url}/api/3.0/booking/session`, {
      method: 'POST', headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ session_id: s.id, alter: { '1': 2 } }),
    });
    expect(response.status).toBe(200);
    const body = sessionResponseSchema.parse(await response.json());
    expect(body.booking.session.item?.['1']?.rate?.qty).toBe(2);
  });
});

describe('replacing a line (spec 4.5 rule 3)', () => {
  it('puts the new SLIP in place of the line, under the same line_id', async () => {
    const { session: s } = await session({ slip: [doubleRoom(), makeSlip(sandbox, { itemId: 302 })] });
    const single = makeSlip(sandbox, { itemId: 101, startDay: day(205), days: 3, adults: 1, packagesIn: false });
    const { raw } = await session({ session_id: s.id, line_id: '1', slip: single });
    expect(lineIds(raw.item)).toEqual(['1', '1.1', '2']);
    expect(raw.item['1'].slip).toBe(single);
    expect(raw.item['1'].rate).toMatchObject({ total: '267.00', summary: '1 Adults × 3 nights' });
    expect(raw.item['1.1'].opt).toBe('out');
    expect(raw.total).toBe('351.00');
  });

  it('refuses line_id without a SLIP, or naming a package line', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    expectError(await post({ session_id: s.id, line_id: '1' }), 400, 'missing_fields', ['slip']);
    expectError(await post({ session_id: s.id, line_id: '1.1', slip: doubleRoom() }), 400, 'invalid_parameter', ['line_id']);
  });
});

describe('clearing and ending (spec 3)', () => {
  it('clear empties the session and keeps it open', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const { raw } = await session({ session_id: s.id }, {}, 'booking/session/clear');
    expect(raw.item).toEqual({});
    expect(raw.total).toBe('0.00');
    const { raw: refilled } = await session({ session_id: s.id, slip: doubleRoom() });
    expect(Object.keys(refilled.item)).toEqual(['1', '1.1']);
  });

  it('end closes the session: later calls answer 409 session_ended, and the cookie is dropped', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const ended = await session({ session_id: s.id }, {}, 'booking/session/end');
    expect(ended.answer.headers.get('set-cookie')).toContain('Max-Age=0');
    expectError(await apiGet(sandbox, 'booking/session', { session_id: s.id }), 409, 'session_ended');
    expectError(await post({ session_id: s.id, slip: doubleRoom() }), 409, 'session_ended');
    expectError(await apiPost(sandbox, 'booking/session/clear', { session_id: s.id }), 409, 'session_ended');
  });
});

describe('refusals', () => {
  it('answers 404 for an unknown session', async () => {
    expectError(await apiGet(sandbox, 'booking/session', { session_id: 'no-such-session' }), 404, 'not_found');
    expectError(await post({ session_id: 'no-such-session', slip: doubleRoom() }), 404, 'not_found');
  });

  it('asks for session_id when GET names no session', async () => {
    expectError(await apiGet(sandbox, 'booking/session'), 400, 'missing_fields', ['session_id']);
  });

  it('refuses a tampered SLIP with 400 invalid_slip, and keeps the good SLIP of the same call out', async () => {
    const { session: s } = await session({ slip: doubleRoom() });
    const bad = tamperedSlip(sandbox, { itemId: 101 });
    expectError(await post({ session_id: s.id, slip: [doubleRoom(), bad] }), 400, 'invalid_slip', ['slip']);
    expectError(await post({ slip: 'not-a-slip' }), 400, 'invalid_slip');
    const { raw } = await session({ session_id: s.id });
    expect(Object.keys(raw.item)).toEqual(['1', '1.1']);
  });

  it('refuses with 409 not_available when the stock left cannot cover the session', async () => {
    const loft = () => makeSlip(sandbox, { itemId: 104, startDay: day(230), days: 2 });
    const { session: s, raw } = await session({ slip: loft() });
    expect(raw.item['1'].available).toBe(1);
    expectError(await post({ session_id: s.id, slip: loft() }), 409, 'not_available');
    expectError(await post({ session_id: s.id, alter: { '1': 2 } }), 409, 'not_available');
  });

  it('counts seeded bookings against the stock when a SLIP is added', async () => {
    const { store } = sandbox.control.services();
    const booking = store.bookingsInOrder.find((b) => b.lines[0]?.itemId === 104 && !['VOID', 'CANCELLED'].includes(b.statusId));
    expect(booking, 'the seed books the loft').toBeDefined();
    const slip = makeSlip(sandbox, { itemId: 104, startDay: booking!.startDay, days: 1 });
    expectError(await post({ slip }), 409, 'not_available');
  });

  it('holds at most 50 items', async () => {
    const scooters = Array.from({ length: 51 }, () => makeSlip(sandbox, { itemId: 303 }));
    expectError(await post({ slip: scooters }), 400, 'rule_violation', ['slip']);
    const { raw } = await session({ slip: scooters.slice(0, 50) });
    expect(raw.qty).toBe(50);
  });
});

describe('the Public API twin booking/sessions (spec 4.7)', () => {
  let open: RunningSandbox;
  beforeAll(async () => {
    open = await startSandbox({ seed: 11, bookings: 200, publicMode: true });
  });
  afterAll(() => open.close());

  it('lets unauthenticated callers use booking/sessions only when the Public API is on', async () => {
    const slip = makeSlip(open, { itemId: 302 });
    const answer = await apiPost(open, 'booking/sessions', { slip }, { auth: 'none' });
    expect(answer.status, answer.text).toBe(200);
    const id = sessionResponseSchema.parse(answer.body).booking.session.id;
    const read = await apiGet(open, 'booking/sessions', { session_id: id }, { auth: 'none' });
    expect(read.body.booking.session.item['1'].item_id).toBe(302);
    expect((await apiPost(open, 'booking/session', { slip }, { auth: 'none' })).status).toBe(401);
    expect((await apiPost(sandbox, 'booking/sessions', { slip: doubleRoom() }, { auth: 'none' })).status).toBe(401);
  });
});

describe('with a SLIP from the rated item query (needs routes/items.ts: fails until GET item/{id} is rated)', () => {
  it('adds the SLIP that GET item/{id}?start_date&end_date issued', async () => {
    const start = day(210);
    const rated = await apiGet(sandbox, 'item/102', { start_date: start, end_date: addDays(start, 1), param: { adults: 2 } });
    expect(rated.status, rated.text).toBe(200);
    const slip: unknown = rated.body.item?.rate?.slip;
    expect(typeof slip, 'the rated item carries a SLIP').toBe('string');
    const { raw } = await session({ slip: slip as string });
    expect(raw.item['1']).toMatchObject({ item_id: 102, slip, rate: { total: rated.body.item.rate.sub_total } });
    expect(raw.total).toBe(rated.body.item.rate.sub_total);
  });
});

describe('idle sessions (docs/api-assumptions.md: 24 hours after last use)', () => {
  it('ends a session 24 hours after its last use', async () => {
    const { session: used } = await session({ slip: doubleRoom() });
    const { session: idle } = await session({ slip: doubleRoom() });
    sandbox.control.advanceClock(23 * 3600);
    await session({ session_id: used.id });
    sandbox.control.advanceClock(3600 + 1);
    expectError(await apiGet(sandbox, 'booking/session', { session_id: idle.id }), 409, 'session_ended');
    const { session: still } = await session({ session_id: used.id });
    expect(still.id).toBe(used.id);
  });
});
