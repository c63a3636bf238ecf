// How complete a report's figures are: how many of the account's bookings the desk holds, how many of the period's
// it knows the items and guest counts of, and how old the copy is.
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { Report } from '../../../shared/contract/model/report.js';
import { ageText } from '../../i18n/age-text.js';
import { words } from '../../i18n/words.js';
import type { Formatter } from '../../ui/format.js';
import { useClock } from '../offline/use-clock.js';

const WORDS = words(defineMessages({
  figures: {
    id: 'reports.completeness.figures',
    defaultMessage: "Figures from {totalKnown, select, yes {{held} of {total} {totalCount, plural, one {booking} other {bookings}}} other {{held} {heldCount, plural, one {booking} other {bookings}} held (the account's total is not known yet)}}, {synced, select, yes {synced {age}} other {not synced yet}}{inPeriodCount, plural, =0 {} one {; of the {inPeriod} booking in the period, exact items known for {withItems} and guest counts for {withContents}} other {; of the {inPeriod} bookings in the period, exact items known for {withItems} and guest counts for {withContents}}}.",
  },
  unknownAmounts: {
    id: 'reports.completeness.unknownAmounts',
    defaultMessage: 'Incomplete: the amounts of {count} {bookings, plural, one {booking} other {bookings}} in the period could not be read, so the sums leave them out.',
  },
  undated: {
    id: 'reports.completeness.undated',
    defaultMessage: 'Incomplete: {count} {bookings, plural, one {booking has} other {bookings have}} a date the desk could not read, so no period holds them.',
  },
  serviceSaid: {
    id: 'reports.completeness.serviceSaid',
    defaultMessage: 'The booking service said the account holds {said} {saidCount, plural, one {booking} other {bookings}}, but sent {held}; the figures count what it sent.',
  },
}));

export function completenessText(completeness: Report['completeness'], format: Formatter, intl: IntlShape, nowMs: number): string {
  const { held, accountTotal, inPeriod, withItems, withContents, syncedAt } = completeness;
  const figures = intl.formatMessage(WORDS.figures, {
    totalKnown: accountTotal === null ? 'no' : 'yes', held: format.number(held), heldCount: held,
    total: format.number(accountTotal ?? 0), totalCount: accountTotal ?? 0,
    synced: syncedAt === null ? 'no' : 'yes', age: syncedAt === null ? '' : ageText(intl, syncedAt, nowMs),
    inPeriod: format.number(inPeriod), inPeriodCount: inPeriod,
    withItems: format.number(withItems), withContents: format.number(withContents),
  });
  return [figures, ...unreadableText(completeness, format, intl)].join(' ');
}

/** What the figures leave out because the service's answers could not be read for certain: never passed as 0. */
function unreadableText(completeness: Report['completeness'], format: Formatter, intl: IntlShape): string[] {
  const { undated, unknownAmounts, serviceSaid, held } = completeness;
  const parts: string[] = [];
  if (unknownAmounts > 0) {
    parts.push(intl.formatMessage(WORDS.unknownAmounts, { count: format.number(unknownAmounts), bookings: unknownAmounts }));
  }
  if (undated > 0) parts.push(intl.formatMessage(WORDS.undated, { count: format.number(undated), bookings: undated }));
  if (serviceSaid !== null && serviceSaid !== held) {
    parts.push(intl.formatMessage(WORDS.serviceSaid, { said: format.number(serviceSaid), saidCount: serviceSaid, held: format.number(held) }));
  }
  return parts;
}

export function CompletenessLine({ completeness, format }: { completeness: Report['completeness']; format: Formatter }) {
  const clock = useClock();
  const intl = useIntl();
  return <p className="report-completeness">{completenessText(completeness, format, intl, clock.nowMs)}</p>;
}
