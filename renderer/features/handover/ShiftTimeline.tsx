// The shift's record as a timeline: newest first, by time, or one list per staff member or per desk; each write says
// who, where, what, and where it stands.
import type { ShiftEntry } from '../../../shared/contract/model/shift.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { STATE_WORDS } from './shift-words.js';

export type TimelineGrouping = 'time' | 'staff' | 'desk';

function Entries({ entries, format, label }: { entries: readonly ShiftEntry[]; format: Formatter; label: string }) {
  return (
    <table className="shift-table" aria-label={label}>
      <thead>
        <tr><th scope="col" className="when">When</th><th scope="col">Who and where</th><th scope="col">What</th><th scope="col" className="state">Where it stands</th></tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className={entry.state === 'refused' ? 'is-refused' : undefined}>
            <td className="when">{format.when(entry.at / 1000)}</td>
            <td>{entry.staffName}<span className="muted"> · {entry.deskName}{entry.takenOverFrom ? `, taken over from ${entry.takenOverFrom}` : ''}</span></td>
            <td>
              {entry.what}
              {entry.code ? <> · <a href={`#/${bookingPath(entry.code)}`}>{entry.guestName || entry.code}</a> <span className="muted">{entry.code}</span></> : null}
              {entry.amount !== null && entry.kind === 'settle' ? <span className="muted"> · {format.money(entry.amount, entry.currency)}</span> : null}
            </td>
            <td className="state">{STATE_WORDS[entry.state]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ShiftTimeline({ entries, grouping, format }: { entries: readonly ShiftEntry[]; grouping: TimelineGrouping; format: Formatter }) {
  if (grouping === 'time') return <Entries entries={entries} format={format} label="This desk's writes, newest first" />;
  const keyOf = (entry: ShiftEntry) => (grouping === 'staff' ? entry.staffName : entry.deskName);
  const names = [...new Set(entries.map(keyOf))].sort();
  return (
    <>
      {names.map((name) => (
        <section key={name} className="shift-lane" aria-label={name}>
          <h2>{name} <span className="muted">{format.count(entries.filter((entry) => keyOf(entry) === name).length, 'write')}</span></h2>
          <Entries entries={entries.filter((entry) => keyOf(entry) === name)} format={format} label={`${name}: writes, newest first`} />
        </section>
      ))}
    </>
  );
}
