// The shift's record as a timeline: newest first, by time, or one list per staff member or per desk; each write says
// who, where, what, and where it stands.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShiftEntry } from '../../../shared/contract/model/shift.js';
import { bookingPath } from '../../navigation/router.js';
import { deskText } from '../../ui/desk-words.js';
import type { Formatter } from '../../ui/format.js';
import { staffText } from '../../ui/staff-words.js';
import { entryText } from './shift-entry-text.js';
import { STATE_WORDS } from './shift-words.js';

export type TimelineGrouping = 'time' | 'staff' | 'desk';

function Entries({ entries, format, label }: { entries: readonly ShiftEntry[]; format: Formatter; label: string }) {
  const intl = useIntl();
  return (
    <table className="shift-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className="when"><FormattedMessage id="shift.column.when" defaultMessage="When" /></th>
          <th scope="col"><FormattedMessage id="shift.column.who" defaultMessage="Who and where" /></th>
          <th scope="col"><FormattedMessage id="shift.column.what" defaultMessage="What" /></th>
          <th scope="col" className="state"><FormattedMessage id="shift.column.state" defaultMessage="Where it stands" /></th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className={entry.state === 'refused' ? 'is-refused' : undefined}>
            <td className="when" translate="no">{format.when(entry.at / 1000)}</td>
            <td>
              <span translate="no">{staffText(intl, entry.staffName)}</span>
              <span className="muted"> · <span translate="no">{deskText(intl, entry.deskName)}</span>
                {entry.takenOverFrom ? <FormattedMessage id="shift.takenOver" defaultMessage=", taken over from {desk}"
                  values={{ desk: <span translate="no">{entry.takenOverFrom}</span> }} /> : null}</span>
            </td>
            <td>
              {entryText(intl, entry, (amount, currency) => format.money(amount, currency))}
              {entry.code ? <> · <a href={`#/${bookingPath(entry.code)}`} translate="no">{entry.guestName || entry.code}</a> <span className="muted" translate="no">{entry.code}</span></> : null}
              {entry.amount !== null && entry.kind === 'settle' ? <span className="muted"> · {format.money(entry.amount, entry.currency)}</span> : null}
            </td>
            <td className="state">{intl.formatMessage(STATE_WORDS[entry.state])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShiftTimeline({ entries, grouping, format }: { entries: readonly ShiftEntry[]; grouping: TimelineGrouping; format: Formatter }) {
  const intl = useIntl();
  if (grouping === 'time') {
    return <Entries entries={entries} format={format} label={intl.formatMessage({ id: 'shift.timeline', defaultMessage: 'This desk\'s writes, newest first' })} />;
  }
  const keyOf = (entry: ShiftEntry) => (grouping === 'staff' ? entry.staffName : entry.deskName);
  const names = [...new Set(entries.map(keyOf))].sort();
  return (
    <>
      {names.map((name) => (
        <section key={name} className="shift-lane" aria-label={name}>
          <h2><span translate="no">{grouping === 'staff' ? staffText(intl, name) : deskText(intl, name)}</span> <span className="muted">
            <FormattedMessage id="shift.lane.count" defaultMessage="{count, plural, one {# write} other {# writes}}"
              values={{ count: entries.filter((entry) => keyOf(entry) === name).length }} />
          </span></h2>
          <Entries entries={entries.filter((entry) => keyOf(entry) === name)} format={format}
            label={intl.formatMessage({ id: 'shift.lane', defaultMessage: '{name}: writes, newest first' }, { name })} />
        </section>
      ))}
    </>
  );
}
