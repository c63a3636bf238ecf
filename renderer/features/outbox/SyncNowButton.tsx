// "Sync now": send what waits and refresh the working set at once, instead of at the next background round.
import { FormattedMessage } from 'react-intl';
import { useDeskStatus } from '../../desk/hooks.js';
import { useSyncNow } from './use-outbox.js';
import { InlineError } from '../../ui/InlineError.js';

export function SyncNowButton() {
  const syncNow = useSyncNow();
  const { data: status } = useDeskStatus();
  const running = syncNow.isPending || Boolean(status?.sync.running);
  return (
    <div className="outbox-sync">
      <button type="button" className="btn btn-primary" disabled={syncNow.isPending} aria-busy={running}
        onClick={() => syncNow.mutate()}>
        <FormattedMessage id="outbox.syncNow" defaultMessage="{running, select, yes {Syncing…} other {Sync now}}"
          values={{ running: running ? 'yes' : 'no' }} />
      </button>
      <InlineError failure={syncNow.error} className="outbox-error" />
    </div>
  );
}
