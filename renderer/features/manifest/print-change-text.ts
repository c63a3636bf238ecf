// What changed on a printed manifest's booking, in the desk's language: the main process sends each change as data
// (new, gone, status, guests, balance, items or times, notes) and these word it. Pure, so tested on its own.
import type { IntlShape } from 'react-intl';
import type { PrintChangeWhat } from '../../../shared/contract/model/changes.js';
import { readAmount } from '../../../shared/domain/money.js';
import type { MoneyText } from '../booking/timeline-text.js';

/** A balance: "not known", "nothing", or the amount as the screen writes money. */
function balanceText(intl: IntlShape, amount: string | null, currency: string, money: MoneyText): string {
  const exact = readAmount(amount);
  const known = exact === null ? 'unknown' : exact.units === 0n ? 'nothing' : 'amount';
  return intl.formatMessage({
    id: 'manifest.printChanges.balance', defaultMessage: '{known, select, unknown {not known} nothing {nothing} other {{amount}}}',
  }, { known, amount: known === 'amount' ? money(amount!, currency) : '' });
}

/** "new booking", "status Pending → Paid", "2 → 3 guests", "balance $95.50 → nothing", "a new note". */
export function printChangeText(intl: IntlShape, change: PrintChangeWhat, currency: string, money: MoneyText): string {
  const values = {
    kind: change.kind,
    from: change.kind === 'status' || change.kind === 'guests' ? change.from
      : change.kind === 'balance' ? balanceText(intl, change.from, currency, money) : '',
    to: change.kind === 'status' || change.kind === 'guests' ? change.to
      : change.kind === 'balance' ? balanceText(intl, change.to, currency, money) : '',
    count: change.kind === 'notes' ? change.count : 0,
  };
  return intl.formatMessage({
    id: 'manifest.printChanges.what',
    defaultMessage: '{kind, select, new {new booking} gone {no longer on this day} status {status {from} → {to}} '
      + 'guests {{from} → {to} guests} balance {balance {from} → {to}} items {items or times changed} '
      + 'other {{count, plural, one {a new note} other {# new notes}}}}',
  }, values);
}

/** Every change of a booking, one after the other: "status Pending → Paid, 2 → 3 guests". */
export const printChangesText = (intl: IntlShape, what: readonly PrintChangeWhat[], currency: string, money: MoneyText): string =>
  what.map((change) => printChangeText(intl, change, currency, money)).join(', ');
