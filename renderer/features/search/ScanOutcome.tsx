// The line that says what a scan did: checked in, or why not. A refusal is an alert and stays until dismissed;
// success is a status that closes by itself. It sits in the top bar beside the search box, over nothing a person
// is working on (it used to float over the rows and the notes box and never closed).
import { useEffect, useRef } from 'react';
import { bookingPath } from '../../app/router.js';
import type { ScanOutcome as Outcome } from './use-scan-action.js';

/** Long enough to read a code and a name twice. */
export const CONFIRMATION_SECONDS = 6;

function useClosesItself(outcome: Outcome | null, onDismiss: () => void): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (outcome?.tone !== 'good') return;
    const timer = setTimeout(() => dismiss.current(), CONFIRMATION_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [outcome]);
}

export function ScanOutcome({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  useClosesItself(outcome, onDismiss);
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
