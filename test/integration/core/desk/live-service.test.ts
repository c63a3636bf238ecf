// The whole desk against the service as Checkfront documents and records it: New booking to a created
// booking, a booking of several lines on several days, the listing, and a refused create in the service's own words.
// Once against the sandbox in each dialect, once against a real HTTP server that answers with the recorded examples.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, type Day } from '../../../../shared/domain/dates.js';
import { sumAmounts } from '../../../../shared/domain/money.js';
import type { Dialect } from '../../../../electron/sandbox/dialect/answer-dialect.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import {
  RECORDED_INVOICE, RECORDED_KEY, RECORDED_REFUSAL, RECORDED_SECRET, startRecordedService, type RecordedService,
} from '../../../support/recorded-service.js';

/** The live-dialect pass of npm test runs this file again with FRONTDESK_SANDBOX_DIALECT=live: it then tries that one. */
const DIALECTS: Dialect[] = process.env.FRONTDESK_SANDBOX_DIALECT === 'live' ? ['live'] : ['standard', 'live'];

/** The rated queries the desk sent since `from`, as the service saw them. */
const ratedQueries = (harness: DeskHarness, from: number) => harness.requests.slice(from).map((request) => new URL(request.url))
  .filter((url) => url.pathname.endsWith('/api/3.0/item') && (url.searchParams.has('date') || url.searchParams.has('start_date')))
  .map((url) => url.searchParams);

describe.each(DIALECTS)('the desk on the sandbox, %s dialect', (dialect) => {
  let harness: DeskHarness;
  let day: Day;

  beforeAll(async () => {
    harness = await deskOnDemo({ bookings: 60, dialect });
    const { timezone } = await harness.value('accounts.info', {});
    day = addDays(dayInZone(harness.sandbox.control.services().clock.now(), timezone), 40);
  });
  afterAll(() => harness.close());

  it('books a stay and the next morning\'s tour in one booking, sees both lines on their own days, and finds it listed', async () => {
    const parameters = await harness.value('rates.parameters', {});
    expect(parameters.map((parameter) => parameter.id)).toEqual(['adults', 'children', 'rooms', 'qty']);
    // What New booking sends: every parameter's count, the hidden and the fixed ones at their defaults.
    const counts = { ...Object.fromEntries(parameters.map((parameter) => [parameter.id, parameter.initial])), adults: 2 };
    const from = harness.requests.length;
    const [stay] = (await harness.value('rates.find', { startDay: day, endDay: addDays(day, 1), counts, itemIds: [101] })).offers;
    const [tour] = (await harness.value('rates.find', { startDay: addDays(day, 1), counts, itemIds: [201] })).offers;
    expect([stay?.status, tour?.status]).toEqual(['bookable', 'bookable']);
    const queries = ratedQueries(harness, from);
    expect(queries).toHaveLength(2);
    for (const query of queries) {
      expect(Object.fromEntries([...query].filter(([name]) => name.startsWith('param[')))).toEqual(
        { 'param[adults]': '2', 'param[children]': '0', 'param[rooms]': '1', 'param[qty]': '1' });
    }
    const basket = await harness.value('basket.add', { slips: [stay!.slip!, tour!.slip!] });
    expect(basket.lines.filter((line) => line.mainLineId === null).map((line) => line.itemId)).toEqual([101, 201]);

    const created = await harness.value('basket.create', { values: { customer_name: 'Kenji Fujita', customer_email: 'kenji.fujita@example.com' } });
    expect(created.code).toMatch(/^[A-Z]{4}-\d{6}$/);
    // The page booking/create sends the guest on to (request.data.url), offered to the person.
    expect(created.invoiceUrl).toMatch(new RegExp(`^${harness.sandbox.url}/invoice/${created.code}\\?token=`));

    const record = await harness.value('bookings.get', { code: created.code! });
    const main = record.lines.filter((line) => line.packageOf === null);
    expect(main).toEqual([
      expect.objectContaining({ lineId: '1', itemId: 101, startDay: day, endDay: addDays(day, 1), startTime: '',
        counts: { adults: 2, children: 0, rooms: 1 }, statusId: 'PEND' }),
      expect.objectContaining({ lineId: '2', itemId: 201, startDay: addDays(day, 1), endDay: addDays(day, 1),
        startTime: '09:00', endTime: '12:00', counts: { adults: 2, children: 0 }, statusId: 'PEND' }),
    ]);
    // The lines add up to the booking, exactly.
    expect(sumAmounts(record.lines.map((line) => line.total))).toBe(record.total);
    expect(sumAmounts(record.lines.map((line) => line.tax))).toBe(record.tax);
    expect([record.startDay, record.endDay, record.startTime]).toEqual([day, addDays(day, 1), '']);

    const listed = await harness.value('bookings.list', { customerEmail: 'kenji.fujita@example.com' });
    expect(listed.bookings.map((booking) => booking.code)).toEqual([created.code]);
  });

  it('says why a create was refused, in the service\'s own words, and keeps the basket', async () => {
    const counts = { adults: 1, children: 0, rooms: 1, qty: 1 };
    const [bike] = (await harness.value('rates.find', { startDay: day, counts, itemIds: [301] })).offers;
    await harness.value('basket.add', { slips: [bike!.slip!] });
    const refused = await harness.call('basket.create', { values: { customer_name: 'Nina Novak' }, asCustomer: true });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-input',
      message: 'Fill in the required fields: Email, Phone, I have read and agree to the booking policy.' } });
    expect((await harness.value('basket.get', {}))?.lines.map((line) => line.itemId)).toContain(301);
  });
});

describe('the desk on the recorded answers of the live service', () => {
  let harness: DeskHarness;
  let service: RecordedService;

  beforeAll(async () => {
    [harness, service] = await Promise.all([deskOnDemo({ bookings: 20 }), startRecordedService()]);
    const added = await harness.value('accounts.addTokenPair', {
      label: 'Your Company', baseUrl: service.url, apiKey: RECORDED_KEY, apiSecret: RECORDED_SECRET,
    });
    await harness.value('accounts.select', { accountId: added.id });
  });
  afterAll(async () => {
    await harness.close();
    await service.close();
  });

  it('finds the recorded item in a list under items, with word parameters, and books it', async () => {
    const parameters = await harness.value('rates.parameters', {});
    expect(parameters.map((parameter) => [parameter.id, parameter.hidden, parameter.locked]))
      .toEqual([['adults', false, false], ['children', false, false]]);
    const { offers } = await harness.value('rates.find', { startDay: 20171005, counts: { adults: 1, children: 0 } });
    expect(offers).toEqual([expect.objectContaining({
      itemId: 18, status: 'bookable', slip: '18.20171005X1-adults.1-children.0', total: '130.00', left: 9,
    })]);
    const basket = await harness.value('basket.add', { slips: [offers[0]!.slip!] });
    expect(basket.lines.map((line) => line.lineId)).toEqual(['1', '1.1', '1.2', '1.3']);

    // The service refuses with HTTP 200 and request.status ERROR: the desk says its reason, and books nothing.
    const refused = await harness.call('basket.create', { values: { customer_name: 'Your Customer' } });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refused', message: RECORDED_REFUSAL } });
    const created = await harness.value('basket.create', {
      values: { customer_name: 'Your Customer', customer_email: 'support@checkfront.com' },
    });
    expect(created).toMatchObject({ code: 'KMVQ-060314', bookingId: 157, customerId: 3, invoiceUrl: RECORDED_INVOICE });
    const creates = service.requests.filter((request) => request.path.endsWith('/booking/create'));
    expect(new URLSearchParams(creates.at(-1)!.body).get('session_id')).toBe('60rq7eme0tmhlmpkeg2fb2p287');
  });

  it('reads the documented booking as two lines, each at its own time, and lists the recorded bookings', async () => {
    const record = await harness.value('bookings.get', { code: 'KMVQ-060314' });
    expect(record).toMatchObject({ status: { id: 'HOLD' }, total: '48.30', startDay: 20140306, customer: { name: 'Your Customer' } });
    expect(record.lines.map((line) => [line.lineId, line.itemId, line.startDay, line.startTime, line.quantity, line.total]))
      .toEqual([['1', 6, 20140306, '10:00', 2, '6.30'], ['2', 8, 20140306, '', 2, '42.00']]);
    const listed = await harness.value('bookings.list', { limit: 100 });
    expect(listed.bookings.map((booking) => booking.code)).toContain('CFPP-290317');
  });

  it('says the key was refused when the service answers a critical error without its envelope', async () => {
    const wrong = await harness.value('accounts.addTokenPair', {
      label: 'Typo', baseUrl: service.url, apiKey: RECORDED_KEY, apiSecret: 'not-the-secret',
    });
    await harness.value('accounts.select', { accountId: wrong.id });
    const refused = await harness.call('bookings.get', { code: 'KMVQ-060314' });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'signed-out' } });
  });
});
