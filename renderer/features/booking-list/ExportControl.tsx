// "Export CSV" for the filtered list, every page: a progress line with Cancel while it runs, then what was saved.
import { FormattedMessage } from 'react-intl';
import { ErrorNotice } from '../../ui/QueryState.js';
import type { BookingFilters } from './filters.js';
import type { ListRefinement } from './export-pages.js';
import { useCsvExport, type ExportState } from './use-csv-export.js';
import { formatNumber } from '../../ui/format.js';

function Progress({ state, locale, onCancel }: { state: ExportState & { phase: 'running' }; locale: string; onCancel: () => void }) {
  const count = (n: number) => formatNumber(n, locale);
  const known = state.total !== null && state.total > 0;
  return (
    <div className="export-progress" role="status">
      {known ? <progress max={state.total ?? 0} value={state.done} aria-hidden="true" /> : <progress aria-hidden="true" />}
      <span>
        <FormattedMessage id="bookings.export.progress" defaultMessage="{known, select, no {Exporting…} other {Exporting {done} of {total}…}}"
          values={{ known: state.total === null ? 'no' : 'yes', done: count(state.done), total: count(state.total ?? 0) }} />
      </span>
      <button type="button" className="btn" onClick={onCancel}><FormattedMessage id="bookings.export.cancel" defaultMessage="Cancel" /></button>
    </div>
  );
}

function Outcome({ state, locale }: { state: ExportState; locale: string }) {
  if (state.phase === 'done') {
    return (
      <span className="export-outcome" role="status">
        <FormattedMessage id="bookings.export.saved"
          defaultMessage="Saved {count} {total, plural, one {booking} other {bookings}} as {file}."
          values={{ count: formatNumber(state.count, locale), total: state.count, file: <span translate="no">{state.fileName}</span> }} />
      </span>
    );
  }
  if (state.phase === 'cancelled') return (
      <span className="export-outcome" role="status">
        <FormattedMessage id="bookings.export.cancelled" defaultMessage="Export cancelled; no file was saved." />
      </span>
    );
  return null;
}

interface ExportControlProps {
  filters: BookingFilters;
  refinement: ListRefinement;
  empty: boolean;
  locale: string;
  /** The account's, for the amounts and the file's day. */
  currency: string;
  timeZone: string;
}

export function ExportControl({ filters, refinement, empty, locale, currency, timeZone }: ExportControlProps) {
  const { state, start, cancel } = useCsvExport(filters, refinement, { currency, timeZone });
  const begin = () => void start();
  return (
    <div className="export">
      {state.phase === 'running'
        ? <Progress state={state} locale={locale} onCancel={cancel} />
        : <button type="button" className="btn" onClick={begin} disabled={empty}>
            <FormattedMessage id="bookings.export.start" defaultMessage="Export CSV" />
          </button>}
      <Outcome state={state} locale={locale} />
      {state.phase === 'failed' ? <ErrorNotice error={state.error} onRetry={begin} /> : null}
    </div>
  );
}
