// The accounts this desk knows: switch between them, or remove one (its secrets go with it), after a question that
// says what removing takes with it.
import { useState } from 'react';
import type { AccountSummary } from '../../../shared/contract/model/account.js';
import { useDeskMutation, useDeskStatus } from '../../desk/hooks.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { ErrorNotice } from '../../ui/QueryState.js';

export function AccountList() {
  const { data: status } = useDeskStatus();
  const select = useDeskMutation('accounts.select');
  const remove = useDeskMutation('accounts.remove');
  const [removing, setRemoving] = useState<AccountSummary | null>(null);
  if (!status || status.accounts.length < 2) return null;
  return (
    <section className="panel" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts on this desk</h2>
      <ul className="account-list">
        {status.accounts.map((account) => (
          <li key={account.id}>
            <span>{account.label} <span className="muted">{account.baseUrl}</span></span>
            {account.id === status.account?.id
              ? <span className="badge badge-good">In use</span>
              : (
                <span className="row-actions">
                  <button type="button" className="btn" onClick={() => select.mutate({ accountId: account.id })}>Use</button>
                  <button type="button" className="btn btn-danger" onClick={() => setRemoving(account)}>Remove</button>
                </span>
              )}
          </li>
        ))}
      </ul>
      <ErrorNotice error={select.error ?? remove.error} />
      {removing ? (
        <ConfirmDialog title={`Remove ${removing.label} from this desk?`} keepLabel="Keep it" confirmLabel={`Remove ${removing.label}`}
          onCancel={() => setRemoving(null)} onConfirm={() => {
            remove.mutate({ accountId: removing.id });
            setRemoving(null);
          }}>
          {removalTakes(removing.waitingWrites ?? 0)}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** What removing an account takes with it, said before it is done: its sign-in, and any writes still waiting. */
function removalTakes(waiting: number): string {
  const writes = waiting === 1 ? '1 change waits' : `${waiting} changes wait`;
  return waiting === 0
    ? 'Its sign-in is forgotten.'
    : `Its sign-in is forgotten, and ${writes} to be sent for it (check-ins, notes…): they are removed with it and never sent.`;
}
