// What sits over the table while it has nothing to show yet, or nothing at all, and the check-in outcome line.
import { Empty } from '../../ui/QueryState.js';
import type { StampNotice } from './use-stamp.js';

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

const TONE = { info: 'notice-info', good: 'notice-info', error: 'notice-error' } as const;

export function StampLine({ notice, onDismiss }: { notice: StampNotice | null; onDismiss: () => void }) {
  return (
    // Always present and polite, so a screen reader hears each outcome without the page moving.
    <div className="stamp-line" role="status" aria-live="polite">
      {notice ? (
        <div className={`notice ${TONE[notice.tone]}`}>
          <p>{notice.text}</p>
          <button type="button" className="btn" onClick={onDismiss}>Dismiss</button>
        </div>
      ) : null}
    </div>
  );
}
