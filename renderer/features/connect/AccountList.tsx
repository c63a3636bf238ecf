// The accounts this desk knows: switch between them, or remove one (its secrets go with it).
import { useDeskMutation, useDeskStatus } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';

export function AccountList() {
  const { data: status } = useDeskStatus();
  const select = useDeskMutation('accounts.select');
  const remove = useDeskMutation('accounts.remove');
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
                  <button
                    type="button" className="btn btn-danger"
                    onClick={() => { if (window.confirm(removeQuestion(account.label, account.waitingWrites ?? 0))) remove.mutate({ accountId: account.id }); }}
                  >Remove</button>
                </span>
              )}
          </li>
        ))}
      </ul>
      <ErrorNotice error={select.error ?? remove.error} />
    </section>
  );
}

/** What removing an account takes with it, said before it is done: its sign-in, and any writes still waiting. */
export function removeQuestion(label: string, waiting: number): string {
  const writes = waiting === 1 ? '1 change waits' : `${waiting} changes wait`;
  return waiting === 0
    ? `Remove ${label} from this desk? Its sign-in is forgotten.`
    : `Remove ${label} from this desk? Its sign-in is forgotten, and ${writes} to be sent for it (check-ins, notes…): they are removed with it and never sent.`;
}
