// How complete a report's figures are: how many of the account's bookings the desk holds, how many of the period's
// it knows the items and guest counts of, and how old the copy is.
import type { Report } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { useClock } from '../offline/use-clock.js';

export function completenessText(completeness: Report['completeness'], format: Formatter, nowMs: number): string {
  const { held, accountTotal, inPeriod, withItems, withContents, syncedAt } = completeness;
  const of = accountTotal === null ? `${format.count(held, 'booking')} held (the account's total is not known yet)`
    : `${format.number(held)} of ${format.count(accountTotal, 'booking')}`;
  const synced = syncedAt === null ? 'not synced yet' : `synced ${format.age(syncedAt, nowMs)}`;
  const contents = inPeriod === 0 ? '' : `; of the ${format.count(inPeriod, 'booking')} in the period, exact items ` +
    `known for ${format.number(withItems)} and guest counts for ${format.number(withContents)}`;
  return `Figures from ${of}, ${synced}${contents}.`;
}

export function CompletenessLine({ completeness, format }: { completeness: Report['completeness']; format: Formatter }) {
  const clock = useClock();
  return <p className="report-completeness">{completenessText(completeness, format, clock.nowMs)}</p>;
}
