// The line that says what a check-in or check-out pressed on a list, or scanned, became: queued with its undo
// window (followed by StampProgress), said and left alone, or why not. A refusal is an alert; the rest a status.
import { bookingPath } from '../../app/router.js';
import { StampProgress } from './StampProgress.js';
import type { StampOutcome } from './use-stamping.js';
import './stamps.css';

const TONE = { busy: 'notice-info', queued: 'notice-info', said: 'notice-info', bad: 'notice-error' } as const;

interface Props {
  outcome: StampOutcome | null;
  onDismiss: () => void;
  /** A toast in a corner (a scan, wherever the person is), rather than a line in the screen. */
  floating?: boolean;
}

export function StampOutcomeLine({ outcome, onDismiss, floating = false }: Props) {
  return (
    // Always present and polite, so a screen reader hears each outcome without the page moving.
    <div className={floating ? 'stamp-outcome stamp-outcome-floating' : 'stamp-outcome'} aria-live="polite">
      {outcome ? (
        <div className={`notice ${TONE[outcome.tone]}`} role={outcome.tone === 'bad' ? 'alert' : undefined}>
          <p>{outcome.text}{outcome.tone === 'queued' ? <> <StampProgress code={outcome.code} /></> : null}</p>
          {outcome.tone === 'busy' ? null : (
            <>
              <a href={`#/${bookingPath(outcome.code)}`} onClick={onDismiss}>Open {outcome.code}</a>
              <button type="button" className="btn" onClick={onDismiss}>Dismiss</button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
