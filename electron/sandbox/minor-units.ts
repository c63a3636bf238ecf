// The sandbox keeps money as a service's ledger does: whole minor units of the account's currency (hundredths of a
// CAD, thousandths of a KWD, whole yen), so its own sums never round. It writes them as the service does: decimal
// text in the currency's own decimals (shared/domain/money.ts says how many). Names from when the sandbox knew only
// dollars hold these units: a SLIP's `cents` and `discountCents` and a session's `discountCents`, kept so that SLIPs
// and data files written before still read, and pricing's `unitCents` and `subTotalCents`, which follow them.
import { currencyDecimals } from '../../shared/domain/money.js';

/** Minor units in one unit of the currency: 100 for CAD, 1000 for KWD, 1 for JPY. */
export const minorPerUnit = (currency: string): number => 10 ** currencyDecimals(currency);

/** 14190 → "141.90" in CAD, 12345 → "12.345" in KWD, 1200 → "1200" in JPY. */
export function amountText(minor: number, currency: string): string {
  const whole = Math.round(minor);
  const decimals = currencyDecimals(currency);
  const digits = String(Math.abs(whole)).padStart(decimals + 1, '0');
  const sign = whole < 0 ? '-' : '';
  return decimals === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** An amount in whole units of the currency (an event's flat "5 off", a new price of 89) in minor units. */
export const toMinorUnits = (units: number, currency: string): number => Math.round(units * minorPerUnit(currency));
