// The banner at the top of every screen while the service cannot be reached: what the screens show, from when,
// and that changes are not lost. Also any warning about the offline store itself (a damaged file set aside).
import { useDeskStatus } from '../../desk/hooks.js';
import { useIntl } from 'react-intl';
import { offlineHeadline, offlinePromise } from './offline-text.js';
import { useOldestShownCopy } from './shown-copy.js';
import { useClock } from './use-clock.js';
import { useOnline } from './use-online.js';
import './offline.css';

export function OfflineBanner() {
  const { data: status } = useDeskStatus();
  const intl = useIntl();
  const clock = useClock();
  const online = useOnline();
  const shown = useOldestShownCopy();
  if (!status?.account) return null;
  const offline = !online;
  // The copy on screen is what the banner owns up to; else the last sync, and the last answer is the next best guess.
  const heldAt = shown ?? status.sync.lastSyncAt ?? status.connectivity.lastContactAt;
  return (
    <>
      {/* Always in the page, so a screen reader hears the change to offline without the focus moving. */}
      <div role="status" aria-live="polite" className={offline ? 'offline-banner' : 'visually-hidden'}>
        {offline ? (
          <p><strong>{offlineHeadline(heldAt, clock, intl)}</strong> {offlinePromise(intl)}</p>
        ) : null}
      </div>
      {status.offlineWarning ? <p className="notice notice-warn">{status.offlineWarning}</p> : null}
    </>
  );
}
