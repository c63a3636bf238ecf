// The line that says what a check-in or check-out pressed on a list, or scanned, became: queued with its undo
// window (followed by StampProgress), said and left alone, or why not. A refusal is an alert and stays until
// dismissed; the rest is a status that closes by itself once its undo window has passed, so it never stays over
// what a person is doing. A scan's line sits in the top bar beside the search box, over nothing on the screen, on one
// line that never makes the bar taller: a long one is cut short there, and shown whole over the page below while the
// pointer or the focus is on it (its link and buttons stay in view, Undo first).
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { bookingPath } from '../../navigation/router.js';
import { StampProgress } from './StampProgress.js';
import type { StampOutcome } from './use-stamping.js';
import './stamps.css';

/** Long enough to read a code and a name twice, and to press Undo within the desk's six-second window. */
export const CONFIRMATION_SECONDS = 8;

const TONE = { busy: 'notice-info', queued: 'notice-info', said: 'notice-info', bad: 'notice-error' } as const;

interface Props {
  outcome: StampOutcome | null;
  onDismiss: () => void;
  /** In the top bar's row (a scan, wherever the person is), rather than a line in the screen. */
  inTopBar?: boolean;
}

function useClosesItself(outcome: StampOutcome | null, onDismiss: () => void): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (outcome?.tone !== 'queued' && outcome?.tone !== 'said') return undefined;
    const timer = setTimeout(() => dismiss.current(), CONFIRMATION_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [outcome]);
}

export function StampOutcomeLine({ outcome, onDismiss, inTopBar = false }: Props) {
  useClosesItself(outcome, onDismiss);
  return (
    // Always present and polite, so a screen reader hears each outcome without the page moving.
    <div className={inTopBar ? 'stamp-outcome stamp-outcome-topbar' : 'stamp-outcome'} aria-live="polite">
      {outcome ? (
        <div className={`notice ${TONE[outcome.tone]}`} role={outcome.tone === 'bad' ? 'alert' : undefined}>
          <p className="stamp-outcome-text">{outcome.text}</p>
          {outcome.tone === 'queued' ? <StampProgress code={outcome.code} /> : null}
          {outcome.tone === 'busy' ? null : (
            <>
              {/* The code is in the words already: shown once, it leaves them more of the line. */}
              <a href={`#/${bookingPath(outcome.code)}`} onClick={onDismiss}>
                <FormattedMessage id="stamp.outcome.open" defaultMessage="Open" />
                <span className="visually-hidden" translate="no"> {outcome.code}</span>
              </a>
              <button type="button" className="btn" onClick={onDismiss}><FormattedMessage id="stamp.outcome.dismiss" defaultMessage="Dismiss" /></button>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
