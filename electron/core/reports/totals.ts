// The report's headline figures, from the sums by status: bookings, guests and money count the revenue statuses;
// cancellations count VOID and CANCELLED. Sums are exact decimals in the currency's decimals (shared/domain/money.ts).
import type { ReportTotals } from '../../../shared/contract/model/report.js';
import { AmountSum } from '../../../shared/domain/money.js';
import { NO_CHECK_IN_STATUSES } from '../../../shared/domain/statuses.js';
import type { StatusSum } from './status-sums.js';

/** `currency`: the account's, whose decimals the figures are written in and the average booking rounded to. */
export function totalsOf(statuses: readonly StatusSum[], revenue: ReadonlySet<string>, currency: string): ReportTotals {
  const counts = { bookings: 0, guests: 0, guestsNotKnown: 0, cancellations: 0 };
  const [total, paid, due] = [new AmountSum(), new AmountSum(), new AmountSum()];
  let priced = 0;
  for (const status of statuses) {
    if (NO_CHECK_IN_STATUSES.has(status.statusId)) counts.cancellations += status.bookings;
    if (!revenue.has(status.statusId)) continue;
    counts.bookings += status.bookings;
    counts.guests += status.guests;
    counts.guestsNotKnown += status.guestsNotKnown;
    // A booking whose amounts could not be read is counted, not summed (completeness says how many).
    priced += status.priced;
    total.add(status.total);
    paid.add(status.paid);
    due.add(status.due);
  }
  return {
    ...counts, revenue: total.inCurrency(currency), paid: paid.inCurrency(currency), due: due.inCurrency(currency),
    average: total.averageOver(priced, currency),
  };
}
