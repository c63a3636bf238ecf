// "3 bookings changed since you printed": what changed on the day's manifest since this desk last printed it (the
// change feed keeps the copy current while the service answers), each booking with what changed.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Day } from '../../../shared/domain/dates.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { printChangesText } from './print-change-text.js';

export function PrintChangesNotice({ day, format }: { day: Day; format: Formatter }) {
  const intl = useIntl();
  const changes = useDeskQuery('manifest.changesSincePrint', { day }).data;
  if (!changes || changes.printedAt === null || changes.changes.length === 0) return null;
  return (
    <details className="notice notice-warn print-changes no-print" role="status">
      <summary>
        <FormattedMessage id="manifest.printChanges.summary"
          defaultMessage="{count, plural, one {# booking changed} other {# bookings changed}} since you printed at {when}"
          values={{ count: changes.changes.length, when: <span translate="no">{format.when(changes.printedAt / 1000)}</span> }} />
      </summary>
      <ul>
        {changes.changes.map((change) => (
          <li key={change.code}>
            <a href={`#/${bookingPath(change.code)}`} translate="no">{change.guestName || change.code}</a> <span className="muted" translate="no">{change.code}</span>: {printChangesText(intl, change.what, changes.currency, (amount, currency) => format.money(amount, currency))}
          </li>
        ))}
      </ul>
    </details>
  );
}
