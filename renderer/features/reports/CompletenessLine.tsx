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
  return `Figures from ${of}, ${synced}${contents}.${unreadableText(completeness, format)}`;
}

/** What the figures leave out because the service's answers could not be read for certain: never passed as 0. */
function unreadableText(completeness: Report['completeness'], format: Formatter): string {
  const { undated, unknownAmounts, serviceSaid, held } = completeness;
  const parts: string[] = [];
  if (unknownAmounts > 0) {
    parts.push(` Incomplete: the amounts of ${format.count(unknownAmounts, 'booking')} in the period could not be ` +
      'read, so the sums leave them out.');
  }
  if (undated > 0) {
    parts.push(` Incomplete: ${format.count(undated, 'booking')} ${undated === 1 ? 'has' : 'have'} a date the desk ` +
      'could not read, so no period holds them.');
  }
  if (serviceSaid !== null && serviceSaid !== held) {
    parts.push(` The booking service said the account holds ${format.count(serviceSaid, 'booking')}, but sent ` +
      `${format.number(held)}; the figures count what it sent.`);
  }
  return parts.join('');
}

export function CompletenessLine({ completeness, format }: { completeness: Report['completeness']; format: Formatter }) {
  const clock = useClock();
  return <p className="report-completeness">{completenessText(completeness, format, clock.nowMs)}</p>;
}
