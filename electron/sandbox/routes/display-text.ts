// Text for people inside item answers (local dates, formatted prices): 2.2 local_start_date, summary.price.
import type { Day } from '../../../shared/domain/dates.js';
import { amountText } from '../minor-units.js';
import type { AccountProfile } from '../state/model.js';

/** "en_CA" (the envelope's locale id) → "en-CA" (a BCP 47 tag Intl reads). */
function languageTag(account: AccountProfile): string {
  return account.locale.id.replace('_', '-');
}

/** 20261121 → "Sat, Nov 21, 2026" in the account's locale. */
export function dayLabel(account: AccountProfile, day: Day): string {
  const date = new Date(Date.UTC(Math.floor(day / 10000), (Math.floor(day / 100) % 100) - 1, day % 100));
  return new Intl.DateTimeFormat(languageTag(account), {
    weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC',
  }).format(date);
}

/** 14190 → "$141.90" in a CAD account, 12345 → "KWD 12.345" in a KWD one: minor units in the account's currency. */
export function moneyLabel(account: AccountProfile, minor: number): string {
  const { currency } = account.locale;
  return new Intl.NumberFormat(languageTag(account), { style: 'currency', currency })
    .format(amountText(minor, currency) as Intl.StringNumericLiteral);
}
