// Money travels as decimal strings ("141.90"). Sums and differences are exact decimals (big.js), never float
// sums: a day's takings must add up to the cent however many bookings it holds, in any currency's decimals.
import Big from 'big.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;

const decimalsByCurrency = new Map<string, number>();

/**
 * How many decimals `currency` (ISO 4217) is written with, as Intl.NumberFormat resolves it for that currency: 2 for
 * CAD, 3 for KWD, 0 for JPY. A code Intl cannot read ('' before the account is known) gets 2, as Intl gives any code
 * it does not know.
 */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsByCurrency.get(currency);
  if (decimals === undefined) {
    try {
      decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      decimals = 2;
    }
    decimalsByCurrency.set(currency, decimals);
  }
  return decimals;
}

/** The decimal of an amount as the service writes it; unreadable text counts as nothing, never as NaN. */
function decimalOf(amount: string | number): Big {
  const text = String(amount).trim();
  return DECIMAL.test(text) ? new Big(text) : new Big(0);
}

/** Two places at least (cents), more when an amount came with more (a three-decimal currency keeps them). */
function placesOf(amounts: readonly (string | number)[]): number {
  return amounts.reduce<number>((most, amount) => Math.max(most, String(amount).split('.')[1]?.length ?? 0), 2);
}

/** The exact sum of amounts, as a decimal string: ["0.10", "0.20"] → "0.30". */
export function sumAmounts(amounts: readonly (string | number)[]): string {
  return amounts.reduce<Big>((sum, amount) => sum.plus(decimalOf(amount)), new Big(0)).toFixed(placesOf(amounts));
}

/** a − b, exactly; "never below zero" is the caller's rule to apply (see payment.ts). */
export function subtractAmounts(a: string | number, b: string | number): string {
  return decimalOf(a).minus(decimalOf(b)).toFixed(placesOf([a, b]));
}

/** −1, 0 or 1, as a compares with b. */
export function compareAmounts(a: string | number, b: string | number): -1 | 0 | 1 {
  return decimalOf(a).cmp(decimalOf(b));
}

/** More than nothing; an amount not known (null) is not claimed to be. */
export const isPositiveAmount = (amount: string | number | null): boolean => amount !== null && decimalOf(amount).gt(0);

/** The exact sum, or null when any amount is not known: a partial sum would pass for the whole. */
export const sumKnownAmounts = (amounts: readonly (string | null)[]): string | null =>
  (amounts.includes(null) ? null : sumAmounts(amounts as string[]));

export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "141.90", "141.9", 141.9 → 14190. Unreadable input → NaN, for the caller to refuse. */
export function decimalToCents(value: string | number): number {
  const text = String(value).trim();
  if (!DECIMAL.test(text)) return Number.NaN;
  return Number(new Big(text).times(100).round(0, Big.roundHalfUp).toFixed(0));
}
