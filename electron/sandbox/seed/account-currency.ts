// The currencies the demo account can keep its books in: Canadian dollars by default; a currency with three
// decimals (KWD, BHD) or none (JPY, ISK) shows how a desk writes, sums and exports them. The business is the same: its
// Canadian prices at a rate with enough digits that every decimal of the currency is used (KWD 32.437, ¥15,762).
import { minorPerUnit } from '../minor-units.js';
import type { Item, RateEvent } from '../state/model.js';

interface AccountCurrency {
  /** The account's locale id, so that the desk writes the currency as a person there reads it. */
  localeId: string;
  /** Units of the currency per Canadian dollar. */
  perDollar: number;
}

export const ACCOUNT_CURRENCIES = {
  CAD: { localeId: 'en_CA', perDollar: 1 },
  USD: { localeId: 'en_US', perDollar: 0.7291 },
  KWD: { localeId: 'en_KW', perDollar: 0.2237 },
  BHD: { localeId: 'en_BH', perDollar: 0.2741 },
  JPY: { localeId: 'en_JP', perDollar: 108.7 },
  ISK: { localeId: 'en_IS', perDollar: 101.3 },
} as const satisfies Record<string, AccountCurrency>;

export type AccountCurrencyCode = keyof typeof ACCOUNT_CURRENCIES;

export const isAccountCurrency = (code: string): code is AccountCurrencyCode => Object.hasOwn(ACCOUNT_CURRENCIES, code);

/** A Canadian amount in cents, in minor units of `currency` (rounded to the nearest: a price list does so). */
function fromCents(cents: number, currency: AccountCurrencyCode): number {
  return Math.round((cents / 100) * ACCOUNT_CURRENCIES[currency].perDollar * minorPerUnit(currency));
}

/** The catalogue with its Canadian prices in `currency`. */
export function itemsIn(items: readonly Item[], currency: AccountCurrencyCode): Item[] {
  if (currency === 'CAD') return [...items];
  return items.map((item) => ({
    ...item,
    params: Object.fromEntries(Object.entries(item.params)
      .map(([id, config]) => [id, { ...config, price: fromCents(config.price, currency) }])),
  }));
}

/** Events with their own amounts (a new price, a flat surcharge) in `currency`; percentages stay as they are. */
export function eventsIn(events: readonly RateEvent[], currency: AccountCurrencyCode): RateEvent[] {
  return events.map((event) => {
    const flat = event.priceSrc === 'N' || (event.priceSrc === 'D' && event.dynamicType === 'F');
    if (!flat || currency === 'CAD') return event;
    // Whole units of the currency, with its own decimals: dynamic_rate is written in units (spec 2.9).
    return { ...event, dynamicRate: fromCents(Math.round(event.dynamicRate * 100), currency) / minorPerUnit(currency) };
  });
}
