// The line that says what a scan did: checked in, or why not. A refusal is an alert; success is a status.
import { bookingPath } from '../../app/router.js';
import type { ScanOutcome as Outcome } from './use-scan-action.js';

export function ScanOutcome({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  if (!outcome) return null;
  return (
    <div className={`scan-outcome scan-outcome-${outcome.tone}`} role={outcome.tone === 'bad' ? 'alert' : 'status'}>
      <p>{outcome.message}</p>
      {outcome.tone === 'busy' ? null : (
        <>
          <a href={`#/${bookingPath(outcome.code)}`} onClick={onDismiss}>Open {outcome.code}</a>
          <button type="button" className="btn" onClick={onDismiss} aria-label="Dismiss">×</button>
        </>
      )}
    </div>
  );
}
