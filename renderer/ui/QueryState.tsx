// Loading, empty and error states every screen shares: say what is happening and what to do next.
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { DeskFailure } from '../desk/desk-client.js';
import { errorText } from '../desk/error-text.js';
import { RetryCountdown } from './RetryCountdown.js';

export function Loading({ label }: { label?: string }) {
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      {label ?? <FormattedMessage id="state.loading" defaultMessage="Loading…" />}
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="state state-empty">{children}</p>;
}

// No advice for 'offline': its message says it already (the service cannot be reached, or Frontdesk itself is not
// answering in browser mode), and the offline banner is over every screen.
const ADVICE = defineMessages({
  'signed-out': { id: 'error.advice.signedOut', defaultMessage: 'This desk is signed out.' },
  'rate-limited': { id: 'error.advice.rateLimited', defaultMessage: 'The booking service asked Frontdesk to slow down.' },
});

export function ErrorNotice({ error, onRetry }: { error: DeskFailure | null; onRetry?: () => void }) {
  const intl = useIntl();
  if (!error) return null;
  const { kind, retryAfterSeconds } = error.error;
  // A pause the desk words itself says so in its own sentence: the headline would say it twice.
  const saysItself = error.error.said?.id === 'rateLimited';
  const advice = kind === 'signed-out' || (kind === 'rate-limited' && !saysItself) ? ADVICE[kind] : null;
  const { text, service } = errorText(intl, error.error);
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {advice ? <strong>{intl.formatMessage(advice)} </strong> : null}
        <span translate={service ? 'no' : undefined}>{text}</span>
        {retryAfterSeconds ? <> <RetryCountdown failure={error} seconds={retryAfterSeconds} /></> : ''}
      </p>
      {onRetry ? <button type="button" className="btn" onClick={onRetry}><FormattedMessage id="error.retry" defaultMessage="Retry" /></button> : null}
    </div>
  );
}
