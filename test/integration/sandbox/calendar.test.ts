// GET item/cal and item/{item_id}/cal (spec 4.2, 4.7): units bookable per day, per item, for a period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone, daysOf, type Day } from '../../../shared/domain/dates.js';
import { calendarResponseSchema } from '../../../shared/wire/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { apiGet, type CallOptions } from '../../support/sandbox-http.js';

type Query = Parameters<typeof apiGet>[2];
type Calendar = Record<string, Record<string, number>>;
let sandbox: RunningSandbox;
let today: Day;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, bookings: 300 });
  const { store, clock } = sandbox.control.services();
  today = dayInZone(clock.nowWhole(), store.state.account.timezone);
});
afterAll(() => sandbox.close());

const day = (offset: number) => String(addDays(today, offset));

async function calendar(path: string, query: Query = {}, options: CallOptions = {}, on = sandbox): Promise<Calendar> {
  const answer = await apiGet(on, path, query, options);
  expect(answer.status, answer.text).toBe(200);
  return calendarResponseSchema.parse(answer.body).cal;
}

describe('item/{item_id}/cal', () => {
  it('shows today and the next 30 days by default, each day the stock less what bookings hold', async () => {
    const cal = await calendar('item/101/cal');
    const days = [...daysOf(today, addDays(today, 30))].map(String);
    expect(Object.keys(cal['101']!)).toEqual(days);
    const { store } = sandbox.control.services();
    // Weekend and Yield events change prices, not units: every day is stock (6) less the bookings.
    const expected = days.map((d) => Math.max(0, 6 - store.bookedUnits(101, Number(d))));
    expect(days.map((d) => cal['101']![d])).toEqual(expected);
    expect(days.some((d) => cal['101']![d]! < 6)).toBe(true);
  });

  it('shows 0 on days an event closes (U)', async () => {
    const cal = await calendar('item/302/cal', { start_date: day(9), end_date: day(12) });
    const { store } = sandbox.control.services();
    expect(cal['302']).toEqual({
      [day(9)]: 8 - store.bookedUnits(302, addDays(today, 9)), [day(10)]: 0, [day(11)]: 0,
      [day(12)]: 8 - store.bookedUnits(302, addDays(today, 12)),
    });
  });

  it('shows 1000000000 for an unlimited item and, for a grouped parent, what its children have', async () => {
    const range = { start_date: day(200), end_date: day(200) };
    expect((await calendar('item/303/cal', range))['303']).toEqual({ [day(200)]: 1_000_000_000 });
    expect((await calendar('item/204/cal', range))['204']).toEqual({ [day(200)]: 8 + 5 });
  });

  it('answers 404 for an unknown item', async () => {
    expect((await apiGet(sandbox, 'item/999/cal')).status).toBe(404);
  });
});

describe('item/cal', () => {
  it('takes item_id as one id, a comma list or item_id[]', async () => {
    expect(Object.keys(await calendar('item/cal', { item_id: '302' }))).toEqual(['302']);
    expect(Object.keys(await calendar('item/cal', { item_id: '302,101' }))).toEqual(['101', '302']);
    expect(Object.keys(await calendar('item/cal', { item_id: [101, 302] }))).toEqual(['101', '302']);
  });

  it('takes the items of a category, and shows staff the staff-only item', async () => {
    expect(Object.keys(await calendar('item/cal', { category_id: 3 }))).toEqual(['301', '302', '303']);
    expect(Object.keys(await calendar('item/cal'))).toContain('304');
  });

  it('shows at most 366 days', async () => {
    const year = await calendar('item/cal', { item_id: 101, start_date: day(0), end_date: day(365) });
    expect(Object.keys(year['101']!)).toHaveLength(366);
    const tooLong = await apiGet(sandbox, 'item/cal', { item_id: 101, start_date: day(0), end_date: day(366) });
    expect([tooLong.status, tooLong.error?.fields]).toEqual([400, ['end_date']]);
  });

  it('answers 400 naming the parameter for a bad date or an end before the start', async () => {
    const badStart = await apiGet(sandbox, 'item/cal', { start_date: '2026-99-01' });
    expect([badStart.status, badStart.error?.code, badStart.error?.fields])
      .toEqual([400, 'invalid_parameter', ['start_date']]);
    const backwards = await apiGet(sandbox, 'item/101/cal', { start_date: day(5), end_date: day(1) });
    expect([backwards.status, backwards.error?.fields]).toEqual([400, ['end_date']]);
  });
});

describe('customer view (4.7)', () => {
  it('shows a customer 1 or 0 instead of the units, and no staff-only item', async () => {
    const cal = await calendar('item/cal', { start_date: day(9), end_date: day(12) }, { onBehalf: 'off' });
    expect(Object.keys(cal)).not.toContain('304');
    expect(Object.values(cal).flatMap((days) => Object.values(days)).every((n) => n === 0 || n === 1)).toBe(true);
    expect(cal['302']?.[day(10)]).toBe(0);
    expect(cal['303']?.[day(9)]).toBe(1);
  });

  it('serves unauthenticated callers 1 or 0 when the Public API is on', async () => {
    const open = await startSandbox({ seed: 7, bookings: 300, publicMode: true });
    try {
      const cal = await calendar('item/101/cal', {}, { auth: 'none' }, open);
      const shown = Object.values(cal['101']!);
      expect(shown.every((n) => n === 0 || n === 1) && shown.includes(1)).toBe(true);
      expect((await apiGet(open, 'item/304/cal', {}, { auth: 'none' })).status).toBe(404);
    } finally {
      await open.close();
    }
  });

  it('refuses unauthenticated callers when the Public API is off', async () => {
    expect((await apiGet(sandbox, 'item/cal', {}, { auth: 'none' })).status).toBe(401);
  });
});
