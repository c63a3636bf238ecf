// One readiness group's bookings: who, when, what, status and balance, why it is here, and what to do about it.
import type { ReadinessRow } from '../../../shared/contract/model/readiness.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import type { RowActions } from './readiness-actions.js';

interface Props {
  rows: readonly ReadinessRow[];
  format: Formatter;
  /** Several days on the board: each row says its day. */
  showDay: boolean;
  actions: RowActions['act'];
  label: string;
}

export function ReadinessTable({ rows, format, showDay, actions, label }: Props) {
  return (
    <table className="readiness-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className="when">{showDay ? 'Day' : 'Time'}</th><th scope="col">Guest</th>
          <th scope="col" className="status">Status</th><th scope="col" className="money">Balance</th>
          <th scope="col">Why</th><th scope="col" className="no-print actions"><span className="visually-hidden">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code} data-code={row.code}>
            <td className="when">{showDay ? `${format.day(row.day, 'short')} ` : ''}{row.time ? format.clock(row.time) : ''}</td>
            <td>
              <a className="readiness-open" href={`#/${bookingPath(row.code)}`}>{row.guestName || row.code}</a>
              <span className="code"> {row.code}</span>
              {row.bookmarked ? <span className="badge badge-info">Bookmarked</span> : null}
              <span className="what">{row.what}</span>
            </td>
            <td className="status"><StatusBadge status={row.status} /></td>
            <td className="money">{row.due === null ? 'not known' : format.money(row.due)}</td>
            <td>
              <ul className="reasons">{row.reasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
              {row.pending.length > 0 ? <span className="badge badge-warn">Waiting: {row.pending.join(', ')}</span> : null}
            </td>
            <td className="no-print actions">
              <div className="row-actions">
                <button type="button" className="btn" onClick={() => actions(row, 'note')} aria-label={`Note on ${row.code}`}>Note <kbd>N</kbd></button>
                <button type="button" className="btn" onClick={() => actions(row, 'bookmark')} aria-label={`${row.bookmarked ? 'Unbookmark' : 'Bookmark'} ${row.code}`}>
                  {row.bookmarked ? 'Unbookmark' : 'Bookmark'} <kbd>B</kbd>
                </button>
                <button type="button" className="btn" onClick={() => actions(row, 'status')} aria-label={`Status of ${row.code}`}>Status… <kbd>S</kbd></button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
