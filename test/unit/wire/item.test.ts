// Items unrated and rated (2.2): JSON-encoded meta and rules, the rate with its SLIP, the echoed query.
import { describe, expect, it } from 'vitest';
import {
  itemListResponseSchema,
  itemResponseSchema,
  ratedItemListResponseSchema,
  ratedItemResponseSchema,
} from '../../../shared/wire/index.js';
import { answerWith, without } from './answer.js';

const unrated = {
  item_id: 18,
  name: 'Bungee Jumping',
  unit: 'D',
  stock: '15',
  unlimited: 0,
  meta: '{"display_mode":"dropdown","item_package_rate":"","delay":0}',
  rules: '{"param":{"1":{"MIN":"1","MAX":"4"}},"fixed":{"start_time":""}}',
  video: null,
  image: [],
};

const rated = {
  ...unrated,
  meta: { display_mode: 'dropdown', default_len: 2 },
  rules: { param: { '1': { MIN: 1, MAX: 4 } }, date: { min_len: 1, start_days: ['sat'] } },
  package: [{ package_id: 3, optin: 'O', select_package_params: 0 }],
  param: { '1': { price: '64.50', lbl: 'Adults', qty: '2', req: 1, MIN: 1, MAX: 4 } },
  qty: 1,
  days: 2,
  discount: [],
  gprice: { '1': { '1-2': 'P' } },
  local_start_date: 'Sat Nov 21, 2026',
  rate: {
    status: 'AVAILABLE',
    available: '7',
    slip: 'eyJpIjoxOH0.c2ln',
    summary: { title: 'Bungee', price: { total: '$129.00', param: { '1': '$64.50' } } },
    sub_total: 129,
    event: [{ '1': { amount: '-5', type: 'DC' }, '1-2': { amount: 10, type: 'P', days: 1, range: '1-2' } }],
    start_date: '20261121',
    end_date: '20261122',
    dates: {
      '20261121': {
        status: 'A', price: { '1': '64.50' }, dow: 'sat', stock: { T: 15, B: '8', A: 7, MinA: 7 }, rates: [],
        discount: [], sub_total: '64.50',
      },
    },
  },
};

const ratedAnswer = {
  query: { start_date: '20261121', end_date: '20261122', param: { '1': '2' } },
  events: { '8': { name: 'Max 3 Days', start_date: 20161221, end_date: 0 } },
};

describe('unrated items', () => {
  it('decodes meta and rules, and reads the numbers and flags', () => {
    const item = itemResponseSchema.parse(answerWith('item', unrated, { query: [] })).item;
    expect(item.stock).toBe(15);
    expect(item.unlimited).toBe(false);
    expect(item.meta?.delay).toBe(0);
    expect(item.rules?.param?.['1']).toEqual({ MIN: 1, MAX: 4 });
    expect(item.image).toEqual({});
  });

  it('reads the list keyed by item_id under items, as the live service answers it, and under item', () => {
    const records = { '18': unrated, '19': { ...unrated, item_id: 19 } };
    for (const member of ['items', 'item']) {
      const list = itemListResponseSchema.parse(answerWith(member, records));
      expect(Object.values(list.items).map((item) => item.item_id)).toEqual([18, 19]);
    }
    expect(itemListResponseSchema.safeParse(answerWith('category', records)).success).toBe(false);
  });

  it('refuses an item without its id or with meta that is not JSON, and reads one without a name', () => {
    const idless = without(unrated, 'item_id');
    expect(itemResponseSchema.safeParse(answerWith('item', idless)).error?.issues[0]?.path).toEqual(['item', 'item_id']);
    expect(itemResponseSchema.safeParse(answerWith('item', { ...unrated, meta: '{display' })).success).toBe(false);
    expect(itemResponseSchema.parse(answerWith('item', without(unrated, 'name'))).item.name).toBeUndefined();
  });

  it('decodes the HTML entities a PHP service writes into names, and only whole ones', () => {
    const answer = itemResponseSchema.parse(answerWith('item', { ...unrated, name: 'O&#039;Brien&apos;s Caf&eacute; &amp; AT&T' }));
    expect(answer.item.name).toBe("O'Brien's Café & AT&T");
  });
});

describe('rated items', () => {
  it('reads the rate, its SLIP and the days', () => {
    const answer = ratedItemResponseSchema.parse(answerWith('item', rated, ratedAnswer));
    expect(answer.item.rate.slip).toBe('eyJpIjoxOH0.c2ln');
    expect(answer.item.rate.available).toBe(7);
    expect(answer.item.rate.sub_total).toBe('129.00');
    expect(answer.item.rate.start_date).toBe(20261121);
    expect(answer.item.rate.dates?.['20261121']?.stock?.B).toBe(8);
    expect(answer.item.rate.event?.[0]?.['1']?.amount).toBe(-5);
    expect(answer.item.param?.['1']?.price).toBe(64.5);
    expect(answer.item.discount).toEqual({});
    expect(answer.item.meta?.default_len).toBe(2);
  });

  it('reads the echoed query and the events that priced the answer', () => {
    const answer = ratedItemListResponseSchema.parse(answerWith('item', { '18': rated }, ratedAnswer));
    expect(answer.query?.param?.['1']).toBe(2);
    expect(answer.events?.['8']?.name).toBe('Max 3 Days');
    expect(answer.items['18']?.rate.status).toBe('AVAILABLE');
  });

  it('reads a rule breach: status RULE, errors and no SLIP', () => {
    const breach = { ...rated, rate: { status: 'RULE', errors: [{ rule: 'min_len', message: 'At least 2 days.' }] } };
    const rate = ratedItemResponseSchema.parse(answerWith('item', breach, ratedAnswer)).item.rate;
    expect(rate.slip).toBeUndefined();
    expect(rate.errors).toHaveLength(1);
  });

  it('refuses a rated item without its rate', () => {
    const result = ratedItemResponseSchema.safeParse(answerWith('item', unrated, ratedAnswer));
    expect(result.error?.issues[0]?.path).toEqual(['item', 'rate']);
  });
});
