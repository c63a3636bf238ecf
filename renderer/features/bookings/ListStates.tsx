// What sits over the table while it has nothing to show yet, or nothing at all.
import { Empty } from '../../ui/QueryState.js';

/** Over the table, which keeps its size, so arriving rows never push the page about. */
export function LoadingOverlay({ label }: { label: string }) {
  return <div className="table-overlay" role="status" aria-live="polite"><span className="table-overlay-label">{label}</span></div>;
}

export function NoMatches({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="table-empty">
      <Empty>{filtered ? 'No bookings match these filters.' : 'There are no bookings yet.'}</Empty>
      {filtered ? <button type="button" className="btn" onClick={onClear}>Clear filters</button> : null}
    </div>
  );
}
