// The accounts this desk knows: switch between them, or remove one (its secrets go with it), after a question that
// says what removing takes with it.
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { AccountSummary } from '../../../shared/contract/model/account.js';
import { useDeskMutation, useDeskStatus } from '../../desk/hooks.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { ErrorNotice } from '../../ui/QueryState.js';
import { accountName } from './account-name.js';

const SAID = words(defineMessages({
  removeQuestion: { id: 'accounts.list.removeQuestion', defaultMessage: 'Remove {account} from this desk?' },
  keep: { id: 'accounts.list.keep', defaultMessage: 'Keep it' },
  removeNamed: { id: 'accounts.list.removeNamed', defaultMessage: 'Remove {account}' },
  removalTakes: {
    id: 'accounts.list.removalTakes',
    defaultMessage: '{waiting, plural, =0 {Its sign-in is forgotten.} one {Its sign-in is forgotten, and 1 change waits to be sent for it (check-ins, notes…): it is removed with it and never sent.} other {Its sign-in is forgotten, and {waiting} changes wait to be sent for it (check-ins, notes…): they are removed with it and never sent.}}',
  },
}));

export function AccountList() {
  const intl = useIntl();
  const { data: status } = useDeskStatus();
  const select = useDeskMutation('accounts.select');
  const remove = useDeskMutation('accounts.remove');
  const [removing, setRemoving] = useState<AccountSummary | null>(null);
  if (!status || status.accounts.length < 2) return null;
  return (
    <section className="panel" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading"><FormattedMessage id="accounts.list.title" defaultMessage="Accounts on this desk" /></h2>
      <ul className="account-list">
        {status.accounts.map((account) => (
          <li key={account.id}>
            <span translate="no">{accountName(intl, account)} <span className="muted">{account.baseUrl}</span></span>
            {account.id === status.account?.id
              ? <span className="badge badge-good"><FormattedMessage id="accounts.list.inUse" defaultMessage="In use" /></span>
              : (
                <span className="row-actions">
                  <button type="button" className="btn" onClick={() => select.mutate({ accountId: account.id })}>
                    <FormattedMessage id="accounts.list.use" defaultMessage="Use" />
                  </button>
                  <button type="button" className="btn btn-danger" onClick={() => setRemoving(account)}>
                    <FormattedMessage id="accounts.list.remove" defaultMessage="Remove" />
                  </button>
                </span>
              )}
          </li>
        ))}
      </ul>
      <ErrorNotice error={select.error ?? remove.error} />
      {removing ? (
        <ConfirmDialog title={intl.formatMessage(SAID.removeQuestion, { account: accountName(intl, removing) })} keepLabel={intl.formatMessage(SAID.keep)}
          confirmLabel={intl.formatMessage(SAID.removeNamed, { account: accountName(intl, removing) })}
          onCancel={() => setRemoving(null)} onConfirm={() => {
            remove.mutate({ accountId: removing.id });
            setRemoving(null);
          }}>
          {removalTakes(removing.waitingWrites ?? 0, intl)}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** What removing an account takes with it, said before it is done: its sign-in, and any writes still waiting. */
function removalTakes(waiting: number, intl: IntlShape): string {
  return intl.formatMessage(SAID.removalTakes, { waiting });
}
