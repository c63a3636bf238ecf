// "Export CSV" for the filtered list, every page: a progress line with Cancel while it runs, then what was saved.
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
      <span>{state.total === null ? 'Exporting…' : `Exporting ${count(state.done)} of ${count(state.total)}…`}</span>
      <button type="button" className="btn" onClick={onCancel}>Cancel</button>
    </div>
  );
}

function Outcome({ state, locale }: { state: ExportState; locale: string }) {
  if (state.phase === 'done') {
    return <span className="export-outcome" role="status">Saved {formatNumber(state.count, locale)} bookings as {state.fileName}.</span>;
  }
  if (state.phase === 'cancelled') return <span className="export-outcome" role="status">Export cancelled; no file was saved.</span>;
  return null;
}

interface ExportControlProps {
  filters: BookingFilters;
  refinement: ListRefinement;
  empty: boolean;
  locale: string;
}

export function ExportControl({ filters, refinement, empty, locale }: ExportControlProps) {
  const { state, start, cancel } = useCsvExport(filters, refinement);
  const begin = () => void start();
  return (
    <div className="export">
      {state.phase === 'running'
        ? <Progress state={state} locale={locale} onCancel={cancel} />
        : <button type="button" className="btn" onClick={begin} disabled={empty}>Export CSV</button>}
      <Outcome state={state} locale={locale} />
      {state.phase === 'failed' ? <ErrorNotice error={state.error} onRetry={begin} /> : null}
    </div>
  );
}
