// "Try again in 110 s." counted down from when the failure was shown. A figure fixed at that moment was wrong on a
// screen left open: it still said "Try again in 1 s." half a minute later. It moves on each second and says when
// the wait is over.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DeskFailure } from '../desk/desk-client.js';

export function RetryCountdown({ failure, seconds }: { failure: DeskFailure; seconds: number }) {
  const [shown, setShown] = useState(() => ({ failure, at: Date.now() }));
  const [now, setNow] = useState(shown.at);
  // Another failure (the retry failed too) counts from its own moment.
  if (shown.failure !== failure) setShown({ failure, at: Date.now() });
  const left = Math.max(0, Math.ceil(seconds - (now - shown.at) / 1000));
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left > 0
    ? <FormattedMessage id="error.tryAgainIn" defaultMessage="Try again in {seconds} s." values={{ seconds: left }} />
    : <FormattedMessage id="error.tryAgainNow" defaultMessage="You can try again now." />;
}
