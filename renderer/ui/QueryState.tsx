// Loading, empty and error states every screen shares: say what is happening and what to do next.
import type { ReactNode } from 'react';
import type { DeskFailure } from '../desk/desk-client.js';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return <p className="state state-loading" role="status" aria-live="polite">{label}</p>;
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="state state-empty">{children}</p>;
}

// No advice for 'offline': its message says it already (the service cannot be reached, or Frontdesk itself is not
// answering in browser mode), and the offline banner is over every screen.
const ADVICE: Record<string, string> = {
  'signed-out': 'This desk is signed out.',
  'rate-limited': 'The booking service asked Frontdesk to slow down.',
};

export function ErrorNotice({ error, onRetry }: { error: DeskFailure | null; onRetry?: () => void }) {
  if (!error) return null;
  const { kind, message, retryAfterSeconds } = error.error;
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {ADVICE[kind] ? <strong>{ADVICE[kind]} </strong> : null}
        {message}
        {retryAfterSeconds ? ` Try again in ${retryAfterSeconds} s.` : ''}
      </p>
      {onRetry ? <button type="button" className="btn" onClick={onRetry}>Retry</button> : null}
    </div>
  );
}
