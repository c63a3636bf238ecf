// The demo account in another currency: the same business, its prices in KWD (three decimals) or JPY (none),
// every amount written in the currency's own decimals and every sum kept in whole fils or yen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { companyResponseSchema } from '../../../shared/wire/index.js';
import { apiGet } from '../../support/sandbox-http.js';

describe.each([
  { currency: 'KWD', locale: 'en_KW', decimals: 3, amount: /^\d+\.\d{3}$/, symbol: 'KWD' },
  { currency: 'JPY', locale: 'en_JP', decimals: 0, amount: /^\d+$/, symbol: '¥' },
] as const)('a sandbox whose account keeps its books in $currency', ({ currency, locale, decimals, amount, symbol }) => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 66, bookings: 100, currency });
  });
  afterAll(() => sandbox.close());

  it('names the currency and its locale on ping, and how it is written on company', async () => {
    const ping = await apiGet(sandbox, 'ping');
    expect(ping.body.locale).toMatchObject({ id: locale, currency });
    const { company } = companyResponseSchema.parse((await apiGet(sandbox, 'company')).body);
    expect(company).toMatchObject({ currency_id: currency, currency: { decimals, symbol } });
  });

  it('writes every booking\'s amounts in the currency\'s decimals, using all of them', async () => {
    const listing = await apiGet(sandbox, 'booking/index', { limit: 100 });
    const bookings = Object.values(listing.body['booking/index'] as Record<string, { total: string; paid_total: string }>);
    expect(bookings).toHaveLength(100);
    for (const booking of bookings) {
      expect(booking.total).toMatch(amount);
      expect(booking.paid_total).toMatch(amount);
    }
    // The Canadian prices at a rate with enough digits: the last decimal is used, not always 0.
    expect(bookings.some((booking) => !booking.total.endsWith('0'))).toBe(true);
  });

  it('prices a rated item in the currency: the day\'s sub-total is the prices times the counts, to the minor unit', async () => {
    const answer = await apiGet(sandbox, 'item/101', { start_date: '20300603', end_date: '20300603', 'param[adults]': 2 });
    const rate = (answer.body.item as { rate: { sub_total: string; dates: Record<string, { price: { adults: number } }> } }).rate;
    expect(rate.sub_total).toMatch(amount);
    const [day] = Object.values(rate.dates);
    expect(Number(rate.sub_total)).toBeCloseTo(day!.price.adults * 2, decimals);
  });
});
