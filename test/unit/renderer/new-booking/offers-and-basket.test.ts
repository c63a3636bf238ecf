import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import type { BasketLine } from '../../../../shared/contract/model/basket.js';
import type { ChildOffer, RateOffer } from '../../../../shared/contract/model/rates.js';
import { basketRows, isBasketExpired, readQuantity } from '../../../../renderer/features/new-booking/basket-rows.js';
import { selectedSlips, toggled } from '../../../../renderer/features/new-booking/offer-selection.js';
import { eventBadge, overrideAdvice, parameterPrices, unitsLeftText } from '../../../../renderer/features/new-booking/offer-text.js';

const intl = englishIntl();

function line(lineId: string, mainLineId: string | null = null): BasketLine {
  return {
    lineId, mainLineId, itemId: 1, name: `Line ${lineId}`, quantity: 1, unitPrice: '10.00', total: '10.00', dates: '',
    firstDay: null, counts: null, length: null, left: 3, package: mainLineId ? { optional: true, optedIn: true } : null,
  };
}

function child(itemId: number, changes: Partial<ChildOffer> = {}): ChildOffer {
  return {
    itemId, name: `Item ${itemId}`, categoryName: 'Tours', unit: 'H', summaryHtml: '', status: 'bookable', left: 4,
    slip: `slip-${itemId}`, subTotal: '10.00', discount: '0.00', total: '10.00', period: '', length: null, parameters: [],
    events: [], packages: [], problems: [], warnings: [], ...changes,
  };
}

const offer = (itemId: number, changes: Partial<RateOffer> = {}): RateOffer => ({ ...child(itemId), children: [], ...changes });

describe('an offer as the desk reads it', () => {
  it('prices each parameter asked for as count × unit price', () => {
    expect(parameterPrices([
      { id: '1', label: 'Adults', count: 2, min: 1, max: 8, unitPrice: '$65.00' },
      { id: '2', label: 'Children', count: 0, min: 0, max: 6, unitPrice: '$39.00' },
      { id: '3', label: 'Seniors', count: 1, min: 0, max: 6, unitPrice: null },
    ])).toEqual([{ label: 'Adults', text: '2 × $65.00' }]);
  });

  it('says how many are left, and unlimited for items that never run out', () => {
    expect(unitsLeftText(3, intl)).toBe('3 left');
    expect(unitsLeftText(0, intl)).toBe('none left');
    expect(unitsLeftText(null, intl)).toBe('unlimited');
  });

  it('names the kind of each event that changed the price', () => {
    expect(eventBadge({ id: 3, name: 'Harbour festival', kind: 'special' }, intl))
      .toEqual({ text: 'Special: Harbour festival', className: 'badge badge-info' });
    expect(eventBadge({ id: 5, name: 'EARLYBIRD', kind: 'discount' }, intl).text).toBe('Discount: EARLYBIRD');
  });

  it('suggests soft rules, then off, to staff overriding a rule', () => {
    expect(overrideAdvice('checked', intl)).toEqual({ text: 'To book it anyway, search again with rules "soft".', next: 'soft' });
    expect(overrideAdvice('soft', intl)).toEqual({ text: 'Rules "soft" still refuse this; "off" skips every rule check.', next: 'off' });
    expect(overrideAdvice('off', intl)).toBeNull();
  });

  it('adds the ticked offers and children that can be booked, in the order they are listed', () => {
    const offers = [
      offer(203),
      offer(204, { status: 'group', slip: null, children: [child(205), child(206)] }),
      offer(202, { status: 'rule', slip: null }),
    ];
    expect(selectedSlips(offers, new Set([206, 203, 202, 204]))).toEqual(['slip-203', 'slip-206']);
    expect(selectedSlips(offers, new Set())).toEqual([]);
  });

  it('ticks and unticks by item id', () => {
    expect(toggled([203], 205, true)).toEqual([203, 205]);
    expect(toggled([203, 205], 203, false)).toEqual([205]);
    expect(toggled([203], 203, true)).toEqual([203]);
  });
});

describe('the basket’s lines', () => {
  it('puts packages under their main line, in line-id order however they arrive', () => {
    const rows = basketRows([line('10'), line('2.1', '2'), line('2'), line('1.2', '1'), line('1'), line('1.1', '1')]);
    expect(rows.map((row) => [row.line.lineId, row.packages.map((p) => p.lineId)])).toEqual([
      ['1', ['1.1', '1.2']], ['2', ['2.1']], ['10', []],
    ]);
  });

  it('takes a quantity from 1 to 999 and nothing else', () => {
    expect(readQuantity('3')).toBe(3);
    expect(readQuantity(' 999 ')).toBe(999);
    for (const bad of ['', '0', '1000', '2.5', '-1', 'two']) expect(readQuantity(bad), bad).toBeNull();
  });

  it('knows an expired basket by the code the desk gives it, not by its wording', () => {
    expect(isBasketExpired({ kind: 'not-found', message: 'gone', code: 'basket_expired' })).toBe(true);
    expect(isBasketExpired({ kind: 'not-found', message: 'This basket has expired', code: 'no_basket' })).toBe(false);
    expect(isBasketExpired(null)).toBe(false);
  });
});
