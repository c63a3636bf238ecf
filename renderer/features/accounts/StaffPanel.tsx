// The staff members who use this desk: notes, bookmarks and check-ins are logged under the one acting.
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useDeskMutation, useDeskStatus } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';

export function StaffPanel() {
  const { data: status } = useDeskStatus();
  const add = useDeskMutation('staff.add', ['desk.status']);
  const remove = useDeskMutation('staff.remove', ['desk.status']);
  const [accountId, setAccountId] = useState('');
  const [name, setName] = useState('');
  if (!status) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ accountId: Number(accountId), name: name.trim() }, { onSuccess: () => { setAccountId(''); setName(''); } });
  };
  return (
    <section className="panel" aria-labelledby="staff-heading">
      <h2 id="staff-heading"><FormattedMessage id="accounts.staff.title" defaultMessage="Staff on this desk" /></h2>
      <p className="hint">
        <FormattedMessage id="accounts.staff.hint" defaultMessage="Switch who is acting from the status bar at any time, without signing out." />
      </p>
      <ul className="account-list">
        {status.staff.map((member) => (
          <li key={member.accountId}>
            <span><span translate="no">{member.name} <span className="muted">#{member.accountId}</span></span>
              {status.acting?.accountId === member.accountId
                ? <span className="badge badge-info"> <FormattedMessage id="accounts.staff.acting" defaultMessage="acting" /></span> : null}</span>
            <button type="button" className="btn" onClick={() => remove.mutate({ accountId: member.accountId })}>
              <FormattedMessage id="accounts.staff.remove" defaultMessage="Remove" />
            </button>
          </li>
        ))}
      </ul>
      <form className="staff-form" onSubmit={submit}>
        <div className="field"><label htmlFor="staff-id"><FormattedMessage id="accounts.staff.accountId" defaultMessage="Staff account id" /></label>
          <input id="staff-id" inputMode="numeric" pattern="[0-9]+" required value={accountId} onChange={(e) => setAccountId(e.target.value)} /></div>
        <div className="field"><label htmlFor="staff-name"><FormattedMessage id="accounts.staff.name" defaultMessage="Name" /></label>
          <input id="staff-name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} /></div>
        <button type="submit" className="btn" disabled={add.isPending}>
          <FormattedMessage id="accounts.staff.add" defaultMessage="Add staff member" />
        </button>
      </form>
      <ErrorNotice error={add.error ?? remove.error} />
    </section>
  );
}
