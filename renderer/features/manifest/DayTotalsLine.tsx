// The day in one line, each booking once: "14 bookings · 31 guests · $1,210.00 paid · $528.60 due", and while
// the records of some are still being read, how many (their guests are not known yet, and nothing about them is
// flagged until they are).
import { FormattedMessage, useIntl } from 'react-intl';
import type { Formatter } from '../../ui/format.js';
import type { DayTotals } from './day-totals.js';
import { guestsText } from './manifest-text.js';

export function DayTotalsLine({ totals, reading, format }: { totals: DayTotals; reading: number; format: Formatter }) {
  const intl = useIntl();
  if (totals.bookings === 0) return null;
  return (
    <p className="day-totals" data-testid="day-totals">
      <strong><FormattedMessage id="manifest.totals.bookings" defaultMessage="{bookings, plural, one {# booking} other {# bookings}}"
        values={{ bookings: totals.bookings }} /></strong>
      {' · '}{guestsText(totals.guests, totals.guestsPending, totals.bookings, reading > 0, intl)}
      {' · '}<FormattedMessage id="manifest.totals.money" defaultMessage="{paid} paid · {due} due"
        values={{ paid: format.money(totals.paid), due: format.money(totals.due) }} />
      {reading > 0 ? <span role="status" className="muted"> · <FormattedMessage id="manifest.totals.stillReading"
        defaultMessage="Still reading {reading, plural, one {# booking} other {# bookings}}…" values={{ reading }} /></span> : null}
    </p>
  );
}
