// An amount the sandbox holds (whole minor units of the account's currency) as a person reads it on the desk's
// screens, in the account's locale and currency by Intl ("$141.90", "KWD 12.345", "¥1,200"), and as a file writes it.
import { amountText, minorPerUnit } from '../../../electron/sandbox/minor-units.js';
import type { AccountProfile } from '../../../electron/sandbox/state/model.js';

export interface AccountMoney {
  currency: string;
  /** What a screen shows. */
  shown(minor: number): string;
  /** What a file holds: "12.345", "1200". */
  written(minor: number): string;
  /** A file's amount back in minor units. */
  minor(written: string): number;
}

export function moneyOf(account: AccountProfile): AccountMoney {
  const { id, currency } = account.locale;
  const format = new Intl.NumberFormat(id.replace('_', '-'), { style: 'currency', currency });
  return {
    currency,
    shown: (minor) => format.format(amountText(minor, currency) as Intl.StringNumericLiteral),
    written: (minor) => amountText(minor, currency),
    minor: (written) => Math.round(Number(written) * minorPerUnit(currency)),
  };
}
