// One readiness group's bookings: who, when, what, status and balance, why it is here, and what to do about it.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReadinessRow } from '../../../shared/contract/model/readiness.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { StatusBadge } from '../../ui/StatusBadge.js';
import { writeText } from '../outbox/outbox-text.js';
import type { RowPresses } from './readiness-actions.js';
import { reasonText } from './readiness-text.js';

interface Props {
  rows: readonly ReadinessRow[];
  format: Formatter;
  /** Several days on the board: each row says its day. */
  showDay: boolean;
  actions: RowPresses;
  label: string;
}

function Row({ row, format, showDay, actions }: Omit<Props, 'rows' | 'label'> & { row: ReadinessRow }) {
  const intl = useIntl();
  const { code } = row;
  const bookmarked = actions.bookmarked(row);
  return (
    <tr data-code={code}>
      <td className="when" translate="no">{showDay ? `${format.day(row.day, 'short')} ` : ''}{row.time ? format.clock(row.time) : ''}</td>
      <td>
        <a className="readiness-open" href={`#/${bookingPath(code)}`} translate="no">{row.guestName || code}</a>
        <span className="code" translate="no"> {code}</span>
        {bookmarked ? <span className="badge badge-info"><FormattedMessage id="readiness.bookmarked" defaultMessage="Bookmarked" /></span> : null}
        <span className="what" translate="no">{row.what}</span>
      </td>
      <td className="status"><StatusBadge status={row.status} /></td>
      <td className="money">
        {row.due === null ? <FormattedMessage id="readiness.due.notKnown" defaultMessage="not known" /> : <span translate="no">{format.money(row.due)}</span>}
      </td>
      <td>
        <ul className="reasons">{row.reasons.map((reason, index) => <li key={index}>{reasonText(reason, format, intl)}</li>)}</ul>
        {row.pending.length > 0 ? (
          <span className="badge badge-warn">
            <FormattedMessage id="readiness.waiting" defaultMessage="Waiting: {writes}"
              values={{ writes: row.pending.map((write) => writeText(intl, write)).join(', ') }} />
          </span>
        ) : null}
      </td>
      <td className="no-print actions">
        <div className="row-actions">
          <button type="button" className="btn" onClick={() => actions.act(row, 'note')}
            aria-label={intl.formatMessage({ id: 'readiness.action.note.label', defaultMessage: 'Note on {code}' }, { code })}>
            <FormattedMessage id="readiness.action.note" defaultMessage="Note" /> <kbd translate="no">N</kbd>
          </button>
          <button type="button" className="btn" onClick={() => actions.act(row, 'bookmark')}
            aria-label={intl.formatMessage({ id: 'readiness.action.bookmark.label', defaultMessage: '{bookmarked, select, yes {Unbookmark {code}} other {Bookmark {code}}}' },
              { bookmarked: bookmarked ? 'yes' : 'no', code })}>
            <FormattedMessage id="readiness.action.bookmark" defaultMessage="{bookmarked, select, yes {Unbookmark} other {Bookmark}}"
              values={{ bookmarked: bookmarked ? 'yes' : 'no' }} /> <kbd translate="no">B</kbd>
          </button>
          <button type="button" className="btn" onClick={() => actions.act(row, 'status')}
            aria-label={intl.formatMessage({ id: 'readiness.action.status.label', defaultMessage: 'Status of {code}' }, { code })}>
            <FormattedMessage id="readiness.action.status" defaultMessage="Status…" /> <kbd translate="no">S</kbd>
          </button>
        </div>
      </td>
    </tr>
  );
}

export function ReadinessTable({ rows, format, showDay, actions, label }: Props) {
  return (
    <table className="readiness-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col" className="when">
            <FormattedMessage id="readiness.column.when" defaultMessage="{showDay, select, yes {Day} other {Time}}" values={{ showDay: showDay ? 'yes' : 'no' }} />
          </th>
          <th scope="col"><FormattedMessage id="readiness.column.guest" defaultMessage="Guest" /></th>
          <th scope="col" className="status"><FormattedMessage id="readiness.column.status" defaultMessage="Status" /></th>
          <th scope="col" className="money"><FormattedMessage id="readiness.column.balance" defaultMessage="Balance" /></th>
          <th scope="col"><FormattedMessage id="readiness.column.why" defaultMessage="Why" /></th>
          <th scope="col" className="no-print actions">
            <span className="visually-hidden"><FormattedMessage id="readiness.column.actions" defaultMessage="Actions" /></span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => <Row key={row.code} row={row} format={format} showDay={showDay} actions={actions} />)}
      </tbody>
    </table>
  );
}
