// The account's no-show status, chosen once (statuses are the account's to configure): closing a departure changes
// each no-show to it. Offered: every status the desk has seen on the account's bookings, and a code typed by hand
// for one it has not seen yet; or "none", and no-shows are kept as notes and marks on this desk.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';

const NONE = '';
const TYPED = '*typed';

export function NoShowStatusPanel() {
  const id = useId();
  const intl = useIntl();
  const statuses = useDeskQuery('accounts.statuses', {});
  const choose = useDeskMutation('accounts.setNoShowStatus', ['accounts.statuses', 'readiness.board']);
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const known = statuses.data?.statuses ?? [];
  const saved = statuses.data?.noShow;
  const shown = picked ?? (saved ? saved.id : NONE);
  const save = () => {
    if (shown === NONE) return choose.mutate({ status: null });
    if (shown === TYPED) return choose.mutate({ status: { id: typed.trim().toUpperCase(), name: typed.trim() } });
    const status = known.find((each) => each.id === shown);
    if (status) choose.mutate({ status });
  };
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}><FormattedMessage id="accounts.noShow.title" defaultMessage="No-show status" /></h2>
      <p className="hint">
        <FormattedMessage id="accounts.noShow.about"
          defaultMessage="Closing a departure changes each guest who never came to this status (with a note saying who closed it), which releases their place where the account says so. {chosen, select, not {Not chosen yet.} none {Chosen: this account has none, so no-shows are kept as notes and marks on this desk.} other {Chosen: {status}.}}"
          values={{
            chosen: saved === undefined ? 'not' : saved === null ? 'none' : 'one',
            status: saved ? <span translate="no">{saved.name} ({saved.id})</span> : '',
          }} />
      </p>
      <div className="field">
        <label htmlFor={`${id}-status`}>
          <FormattedMessage id="accounts.noShow.label" defaultMessage="The account's no-show status" />
        </label>
        <select id={`${id}-status`} value={shown} onChange={(event) => setPicked(event.target.value)}>
          <option value={NONE}>
            {intl.formatMessage({ id: 'accounts.noShow.none', defaultMessage: 'None: this account has no no-show status' })}
          </option>
          {known.map((status) => <option key={status.id} value={status.id} translate="no">{status.name} ({status.id})</option>)}
          <option value={TYPED}>
            {intl.formatMessage({ id: 'accounts.noShow.typed', defaultMessage: 'Another status, by its code…' })}
          </option>
        </select>
      </div>
      {shown === TYPED ? (
        <div className="field">
          <label htmlFor={`${id}-code`}>
            <FormattedMessage id="accounts.noShow.code" defaultMessage="Status code, as the account calls it" />
          </label>
          <input id={`${id}-code`} value={typed} maxLength={40} onChange={(event) => setTyped(event.target.value)} />
        </div>
      ) : null}
      <button type="button" className="btn" onClick={save} disabled={choose.isPending || (shown === TYPED && !/^[A-Za-z0-9_-]+$/.test(typed.trim()))}>
        <FormattedMessage id="accounts.noShow.save" defaultMessage="Save the no-show status" />
      </button>
      {choose.isSuccess && picked !== null ? <span role="status" className="muted"> <FormattedMessage id="accounts.noShow.saved" defaultMessage="Saved." /></span> : null}
      <ErrorNotice error={choose.error ?? statuses.error} />
    </section>
  );
}
