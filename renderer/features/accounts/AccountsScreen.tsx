// Connect: the demo account in one click, or the business's own account; sign-in; the staff on this desk; settings;
// a log to send.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useDeskMutation, useDeskStatus } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { ErrorNotice, Loading } from '../../ui/QueryState.js';
import { authWarningText, settingsSetAsideText, signedOutText, vaultWarningText } from '../../desk/desk-notices.js';
import { accountName } from './account-name.js';
import { AccountList } from './AccountList.js';
import { AddAccountForm } from './AddAccountForm.js';
import { MoveNotice } from './MoveNotice.js';
import { NoShowStatusPanel } from './NoShowStatusPanel.js';
import { SettingsPanel } from './SettingsPanel.js';
import { StaffPanel } from './StaffPanel.js';
import { SupportLogPanel } from './SupportLogPanel.js';
import { VenuePanel } from '../venue/VenuePanel.js';
import './accounts.css';

const SAID = words(defineMessages({
  signedIn: { id: 'accounts.current.signedIn', defaultMessage: 'Signed in.' },
  signingIn: { id: 'accounts.current.signingIn', defaultMessage: 'Signing in: finish in your browser…' },
  signedOut: { id: 'accounts.current.signedOut', defaultMessage: 'Signed out.' },
}));

function CurrentAccount() {
  const intl = useIntl();
  const format = useFormatter();
  const { data: status } = useDeskStatus();
  const signIn = useDeskMutation('auth.signIn', ['desk.status']);
  const signOut = useDeskMutation('auth.signOut', ['desk.status']);
  if (!status?.account) {
    return <p><FormattedMessage id="accounts.current.none" defaultMessage="No account is chosen yet. Start with the demo account, or add your own below." /></p>;
  }
  const { auth } = status;
  return (
    <section className="panel" aria-labelledby="current-account">
      <h2 id="current-account" translate="no">{accountName(intl, status.account)}</h2>
      <p className="muted" translate="no">{status.account.baseUrl}</p>
      <p>
        {auth.status === 'signed-in' ? intl.formatMessage(SAID.signedIn)
          : auth.status === 'signing-in' ? intl.formatMessage(SAID.signingIn)
            : auth.reason ? signedOutText(intl, auth.reason) : intl.formatMessage(SAID.signedOut)}
      </p>
      {auth.warning ? <p className="notice notice-warn">{authWarningText(intl, auth.warning, (at) => format.dateTime(at / 1000))}</p> : null}
      <MoveNotice account={status.account} />
      <div className="row-actions">
        {auth.status === 'signed-in'
          ? <button type="button" className="btn" onClick={() => signOut.mutate({})} disabled={signOut.isPending}>
            <FormattedMessage id="accounts.current.signOut" defaultMessage="Sign out" />
          </button>
          : <button type="button" className="btn btn-primary" onClick={() => signIn.mutate({})} disabled={signIn.isPending || auth.status === 'signing-in'}>
            <FormattedMessage id="accounts.current.signIn" defaultMessage="Sign in" />
          </button>}
      </div>
      <ErrorNotice error={signIn.error ?? signOut.error} />
    </section>
  );
}

export function AccountsScreen() {
  const intl = useIntl();
  const status = useDeskStatus();
  const useDemo = useDeskMutation('accounts.useDemo', ['desk.status']);
  if (status.isPending) return <Loading />;
  return (
    <div className="connect">
      <h1><FormattedMessage id="accounts.title" defaultMessage="Accounts" /></h1>
      {status.data?.settingsWarning ? <p className="notice notice-warn">{settingsSetAsideText(intl, status.data.settingsWarning)}</p> : null}
      {status.data?.vaultWarning ? <p className="notice notice-warn">{vaultWarningText(intl, status.data.vaultWarning)}</p> : null}
      <CurrentAccount />
      {status.data?.account?.kind === 'demo' ? null : <section className="panel" aria-labelledby="demo-heading">
        <h2 id="demo-heading"><FormattedMessage id="accounts.demo.title" defaultMessage="Try it on the demo account" /></h2>
        <p>
          <FormattedMessage id="accounts.demo.about"
            defaultMessage="A demo hotel and tour desk that runs on this computer: nothing you do there reaches a real business." />
        </p>
        <button type="button" className="btn btn-primary" onClick={() => useDemo.mutate({})} disabled={useDemo.isPending}>
          <FormattedMessage id="accounts.demo.use" defaultMessage="{opening, select, yes {Opening the demo…} other {Use the demo account}}"
            values={{ opening: useDemo.isPending ? 'yes' : 'no' }} />
        </button>
        <ErrorNotice error={useDemo.error} onRetry={() => useDemo.mutate({})} />
      </section>}
      <AccountList />
      <AddAccountForm />
      {status.data?.account ? <StaffPanel /> : null}
      {status.data?.account ? <SettingsPanel /> : null}
      {status.data?.account ? <NoShowStatusPanel /> : null}
      {status.data?.account ? <VenuePanel /> : null}
      <SupportLogPanel />
    </div>
  );
}
