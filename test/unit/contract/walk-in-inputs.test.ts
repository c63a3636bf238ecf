// The walk-in calls refuse input a screen (or anything posing as one) should never send: unknown members,
// impossible days, a period backwards, odd line ids and field names, too many SLIPs.
import { describe, expect, it } from 'vitest';
import { calls } from '../../../shared/contract/calls.js';

const refuses = (name: keyof typeof calls, input: unknown) => expect(calls[name].input.safeParse(input).success).toBe(false);
const accepts = (name: keyof typeof calls, input: unknown) => expect(calls[name].input.safeParse(input).success).toBe(true);

describe('walk-in call inputs', () => {
  it('takes a search in the desk’s words and nothing else', () => {
    accepts('rates.find', { startDay: 20261122, endDay: 20261128, counts: { adults: 2, children: 1 }, rules: 'soft', keyword: 'kayak' });
    // Parameter ids are the account's words, and numbers are words too: opaque either way.
    accepts('rates.find', { startDay: 20261122, counts: { '1': 2, familyticket2ad: 1, 'no-of-rooms': 1 } });
    refuses('rates.find', { startDay: 20261122, token: 'x' });
    refuses('rates.find', { startDay: 20261131 });
    refuses('rates.find', { startDay: 20261128, endDay: 20261122 });
    refuses('rates.find', { startDay: 20261122, startTime: '25:00' });
    refuses('rates.find', { startDay: 20261122, counts: { 'adults]&x[': 2 } });
    refuses('rates.find', { startDay: 20261122, counts: { '': 2 } });
    refuses('rates.find', { startDay: 20261122, counts: { adults: -1 } });
    refuses('rates.find', { startDay: 20261122, rules: 'none' });
  });

  it('takes basket changes on real line ids only', () => {
    accepts('basket.setPackage', { lineId: '2.1', optedIn: false });
    refuses('basket.setPackage', { lineId: '2.1; drop', optedIn: false });
    refuses('basket.setQuantity', { lineId: '1', quantity: 0 });
    refuses('basket.replaceLine', { lineId: '1', terms: { startDay: 20261128, endDay: 20261122 } });
    refuses('basket.add', { slips: [] });
    refuses('basket.add', { slips: Array.from({ length: 51 }, () => 'a.b') });
  });

  it('takes form values under field names only', () => {
    accepts('basket.create', { values: { customer_name: 'Ann', customer_tos_agree: true } });
    refuses('basket.create', { values: { 'customer name': 'Ann' } });
    refuses('basket.create', { values: { note: 'x'.repeat(3001) } });
    refuses('basket.create', { values: { customer_name: { nested: true } } });
    refuses('basket.create', { values: {}, sessionId: 'stolen' });
  });
});
