// The service said the account moved to another server (HTTP 301). Frontdesk sends nothing there until the
// person, having checked with their administrator, accepts.
import { FormattedMessage } from 'react-intl';
import type { AccountSummary } from '../../../shared/contract/model/account.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';

export function MoveNotice({ account }: { account: AccountSummary }) {
  const accept = useDeskMutation('accounts.acceptMove', ['desk.status']);
  if (!account.proposedMove) return null;
  return (
    <div className="notice notice-warn move-notice" role="alert">
      <p>
        <FormattedMessage id="accounts.move.notice"
          defaultMessage="The booking service says this account moved to <strong>{address}</strong>, another server. Frontdesk sends nothing there until you accept. Accept only if your administrator confirms the move."
          values={{ address: account.proposedMove, strong: (address) => <strong translate="no">{address}</strong> }} />
      </p>
      <button type="button" className="btn" disabled={accept.isPending}
        onClick={() => accept.mutate({ accountId: account.id })}>
        <FormattedMessage id="accounts.move.accept" defaultMessage="Accept the move" />
      </button>
      <ErrorNotice error={accept.error} />
    </div>
  );
}
