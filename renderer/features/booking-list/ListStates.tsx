// What sits over the table while it has nothing to show yet, or nothing at all.
import { FormattedMessage, useIntl } from 'react-intl';
import { Empty } from '../../ui/QueryState.js';
import { COLUMN_WORDS, type ColumnId } from './columns.js';

/** Over the table, which keeps its size, so arriving rows never push the page about. */
export function LoadingOverlay({ label }: { label: string }) {
  return <div className="table-overlay" role="status" aria-live="polite"><span className="table-overlay-label">{label}</span></div>;
}

export function NoMatches({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="table-empty">
      <Empty>
        <FormattedMessage id="bookings.none" defaultMessage="{filtered, select, yes {No bookings match these filters.} other {There are no bookings yet.}}"
          values={{ filtered: filtered ? 'yes' : 'no' }} />
      </Empty>
      {filtered ? <button type="button" className="btn" onClick={onClear}><FormattedMessage id="bookings.filters.clear" defaultMessage="Clear filters" /></button> : null}
    </div>
  );
}

/** The columns the window had no room for, beside the pager: "E-mail, Created, Paid: under Columns". */
export function LeftOutNote({ leftOut }: { leftOut: readonly ColumnId[] }) {
  const intl = useIntl();
  if (leftOut.length === 0) return null;
  const columns = leftOut.map((id) => intl.formatMessage(COLUMN_WORDS[id])).join(', ');
  return (
    <p className="hint columns-left-out">
      <FormattedMessage id="bookings.columns.leftOut" defaultMessage="Not shown at this width: {columns} (Columns)." values={{ columns }} />
    </p>
  );
}

/** What the list's count and order cannot promise: a service whose count disagrees, or no copy to sort yet. */
export function ListNotes({ countUncertain, unsorted }: { countUncertain: string | null; unsorted: boolean }) {
  return (
    <>
      {countUncertain ? <p className="as-of" role="note"><span aria-hidden="true">⚠ </span>{countUncertain}</p> : null}
      {unsorted ? (
        <p className="as-of" role="note">
          <FormattedMessage id="bookings.unsorted"
            defaultMessage="In the booking service's order for now: this desk sorts the list once its first copy of the bookings is complete." />
        </p>
      ) : null}
    </>
  );
}
