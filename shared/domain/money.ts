// Money, the one way the app holds it. An amount is exact decimal text ("141.90", "12.345", "1200"), as
// the service writes it and as the contract carries it, on bookings, the manifest and reports alike; a currency says
// how many decimals it is written with, by Intl's own table (2 for CAD, 3 for KWD and BHD, 0 for JPY and ISK).
// Arithmetic is on a whole number of the amount's smallest written unit (12.345 is 12345 thousandths), held as a
// BigInt: exact at any size, never a float and never whole cents, so a three-decimal currency keeps its third decimal
// everywhere. (big.js did this first: a report over 20,000 bookings took twice as long, docs/history/benchmarks.md.) An amount
// that could not be read is not known (null), never 0.

/** Exact decimal text: "141.90", "12.345", "1200", "-3.5". Never a float's text, never "NaN". */
export type Amount = string;

const DECIMAL = /^-?\d+(\.\d+)?$/;

export const isAmount = (value: unknown): value is Amount => typeof value === 'string' && DECIMAL.test(value);

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

/** An amount read once for adding many times (a report adds each booking to several rows). */
export interface ExactAmount {
  /** A whole number of the smallest unit it was written with: "12.345" → 12345n, "1200" → 1200n. */
  readonly units: bigint;
  /** The decimals it was written with, so a sum is written with as many. */
  readonly places: number;
}

/** The amount read exactly; null when it is not known or not decimal text. */
export function readAmount(amount: Amount | null | undefined): ExactAmount | null {
  if (amount === null || amount === undefined || !DECIMAL.test(amount)) return null;
  const point = amount.indexOf('.');
  if (point < 0) return { units: BigInt(amount), places: 0 };
  return { units: BigInt(amount.slice(0, point) + amount.slice(point + 1)), places: amount.length - point - 1 };
}

/** `units` of 10^-`from` as units of 10^-`to` (to ≥ from): 1234 hundredths are 12340 thousandths. */
const scaled = (units: bigint, from: number, to: number): bigint => (to === from ? units : units * 10n ** BigInt(to - from));

/** 12345n at 3 places → "12.345"; at 0 → "12345". */
function written(units: bigint, places: number): Amount {
  const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
  const sign = units < 0n ? '-' : '';
  return places === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/**
 * Written with exactly the currency's decimals ("12.3" KWD → "12.300", "1200.00" JPY → "1200", "141.9" CAD → "141.90");
 * decimals the currency does not have are kept when they are not zero ("0.125" CAD stays "0.125"): an amount is never
 * rounded away in a report or a file that someone sums.
 */
function inCurrency({ units, places }: ExactAmount, currency: string): Amount {
  const decimals = currencyDecimals(currency);
  let [shown, at] = [units, places];
  while (at > decimals && shown % 10n === 0n) [shown, at] = [shown / 10n, at - 1];
  return written(scaled(shown, at, Math.max(at, decimals)), Math.max(at, decimals));
}

/** The two amounts at the same places, the more of theirs. */
function aligned(a: ExactAmount, b: ExactAmount): [bigint, bigint, number] {
  const places = Math.max(a.places, b.places);
  return [scaled(a.units, a.places, places), scaled(b.units, b.places, places), places];
}

/** The exact amount as text again, with the decimals it was written with. */
export const amountText = (amount: ExactAmount): Amount => written(amount.units, amount.places);

/** Nothing, written with as many decimals as `amount` was. */
export const nothingLike = (amount: ExactAmount): ExactAmount => ({ units: 0n, places: amount.places });

/**
 * `amount` written with at least as many decimals as `like` ("0" beside "169.00" → "0.00"): an offer's sub-total,
 * discount and total alike, however the service wrote each. Text that is no amount is given back as it is.
 */
export function writtenLike(amount: Amount, like: Amount): Amount {
  const [exact, model] = [readAmount(amount), readAmount(like)];
  if (exact === null || model === null || model.places <= exact.places) return amount;
  return written(scaled(exact.units, exact.places, model.places), model.places);
}

/** The amount, or nothing when it is below zero (what is left to pay never is). */
export const notBelowZero = (amount: ExactAmount): ExactAmount => (amount.units < 0n ? nothingLike(amount) : amount);

/** A running exact sum, written with the most decimals any amount added had ("0.10" + "0.2" → "0.30"). Starts at 0. */
export class AmountSum {
  private sum: ExactAmount = { units: 0n, places: 0 };

  /** Adds an amount, or another sum (a category's is the sum of its items'). */
  add(amount: ExactAmount | AmountSum): this {
    const [x, y, places] = aligned(this.sum, amount instanceof AmountSum ? amount.sum : amount);
    this.sum = { units: x + y, places };
    return this;
  }

  /** −1, 0 or 1, as this sum compares with the other: the larger earns first in a report. */
  compare(other: AmountSum): -1 | 0 | 1 {
    const [x, y] = aligned(this.sum, other.sum);
    return x === y ? 0 : x < y ? -1 : 1;
  }

  get amount(): Amount {
    return amountText(this.sum);
  }

  /** The sum in the currency's own decimals (amountInCurrency). */
  inCurrency(currency: string): Amount {
    return inCurrency(this.sum, currency);
  }

  /**
   * The sum shared over `count`, rounded to the currency's decimals, half away from zero as a person rounds (an
   * average booking); 0 over none.
   */
  averageOver(count: number, currency: string): Amount {
    const decimals = currencyDecimals(currency);
    if (count <= 0) return written(0n, decimals);
    const { units, places } = this.sum;
    // units·10^decimals / (count·10^places), to the nearest whole unit: (2n ± d) / 2d truncates toward zero.
    const numerator = 2n * units * 10n ** BigInt(decimals);
    const denominator = BigInt(count) * 10n ** BigInt(places);
    return written((numerator + (units < 0n ? -denominator : denominator)) / (2n * denominator), decimals);
  }
}

/** The exact sum, or null when any amount is not known: a partial sum would pass for the whole. [] sums to "0". */
export function sumAmounts(amounts: readonly (Amount | null)[]): Amount | null {
  const sum = new AmountSum();
  for (const amount of amounts) {
    const exact = readAmount(amount);
    if (exact === null) return null;
    sum.add(exact);
  }
  return sum.amount;
}

/** a − b exactly, written with the more decimals of the two; null when either is not known. */
export function subtractAmounts(a: Amount | null, b: Amount | null): Amount | null {
  const [x, y] = [readAmount(a), readAmount(b)];
  if (x === null || y === null) return null;
  const [left, right, places] = aligned(x, y);
  return written(left - right, places);
}

/** More than nothing; an amount not known (null) is not claimed to be. */
export function isPositiveAmount(amount: Amount | ExactAmount | null): boolean {
  const exact = typeof amount === 'string' ? readAmount(amount) : amount;
  return exact !== null && exact.units > 0n;
}

/**
 * The amount as a report or a file writes it in `currency`: exactly the currency's decimals ("12.3" KWD → "12.300",
 * "1200.00" JPY → "1200", "141.9" CAD → "141.90"), more only where the amount has them (see inCurrency). Text that is
 * no amount is given back as it is, for the caller's "not known".
 */
export function amountInCurrency(amount: Amount | ExactAmount, currency: string): Amount {
  const exact = typeof amount === 'string' ? readAmount(amount) : amount;
  return exact === null ? String(amount) : inCurrency(exact, currency);
}
