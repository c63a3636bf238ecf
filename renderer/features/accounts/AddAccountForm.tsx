// Adding the business's own account: its address and either an OAuth application (staff sign in) or an API key.
import { useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';

type Kind = 'oauth' | 'token-pair';

function Field({ id, label, hint, ...input }: { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      {/* The hint is an example address, the same in every language. */}
      <label htmlFor={id}>{label}{hint ? <span className="hint" translate="no"> {hint}</span> : null}</label>
      <input id={id} name={id} required {...input} />
    </div>
  );
}

const SAID = words(defineMessages({
  label: { id: 'accounts.add.label', defaultMessage: 'Name on this desk' },
  labelExample: { id: 'accounts.add.labelExample', defaultMessage: 'Harbour Lights front desk' },
  baseUrl: { id: 'accounts.add.baseUrl', defaultMessage: 'Service address' },
  clientId: { id: 'accounts.add.clientId', defaultMessage: 'Consumer key (client id)' },
  clientSecret: { id: 'accounts.add.clientSecret', defaultMessage: 'Consumer secret' },
  apiKey: { id: 'accounts.add.apiKey', defaultMessage: 'API key' },
  apiSecret: { id: 'accounts.add.apiSecret', defaultMessage: 'API secret' },
}));

export function AddAccountForm() {
  const intl = useIntl();
  const say = (which: keyof typeof SAID) => intl.formatMessage(SAID[which]);
  const [kind, setKind] = useState<Kind>('oauth');
  const addOAuth = useDeskMutation('accounts.addOAuth', ['desk.status']);
  const addPair = useDeskMutation('accounts.addTokenPair', ['desk.status']);
  const select = useDeskMutation('accounts.select');
  const [added, setAdded] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const base = { label: text('label'), baseUrl: text('baseUrl') };
    const account = kind === 'oauth'
      ? await addOAuth.mutateAsync({ ...base, clientId: text('clientId'), clientSecret: text('clientSecret') })
      : await addPair.mutateAsync({ ...base, apiKey: text('apiKey'), apiSecret: text('apiSecret') });
    setAdded(account.label);
    await select.mutateAsync({ accountId: account.id });
  };
  const error = addOAuth.error ?? addPair.error ?? select.error;
  return (
    <section className="panel" aria-labelledby="add-heading">
      <h2 id="add-heading"><FormattedMessage id="accounts.add.title" defaultMessage="Connect your own account" /></h2>
      <form onSubmit={(event) => { submit(event).catch(() => undefined); }}>
        <Field id="label" label={say('label')} placeholder={say('labelExample')} maxLength={80} />
        <Field id="baseUrl" label={say('baseUrl')} hint="(https://…)" type="url" placeholder="https://your-company.example.com" />
        <fieldset className="kind">
          <legend><FormattedMessage id="accounts.add.how" defaultMessage="How this desk signs in" /></legend>
          <label><input type="radio" name="kind" checked={kind === 'oauth'} onChange={() => setKind('oauth')} />
            {' '}<FormattedMessage id="accounts.add.oauth" defaultMessage="Staff sign in (OAuth application)" />
          </label>
          <label><input type="radio" name="kind" checked={kind === 'token-pair'} onChange={() => setKind('token-pair')} />
            {' '}<FormattedMessage id="accounts.add.tokenPair" defaultMessage="API key and secret (this organisation's own desks)" />
          </label>
        </fieldset>
        {kind === 'oauth' ? (
          <>
            <Field id="clientId" label={say('clientId')} autoComplete="off" />
            <Field id="clientSecret" label={say('clientSecret')} type="password" autoComplete="off" />
          </>
        ) : (
          <>
            <Field id="apiKey" label={say('apiKey')} autoComplete="off" />
            <Field id="apiSecret" label={say('apiSecret')} type="password" autoComplete="off" />
          </>
        )}
        <p className="hint">
          <FormattedMessage id="accounts.add.secrets"
            defaultMessage="Secrets stay in Frontdesk's protected store on this computer; the screens never see them again." />
        </p>
        <button type="submit" className="btn btn-primary" disabled={addOAuth.isPending || addPair.isPending}>
          <FormattedMessage id="accounts.add.submit" defaultMessage="Add account" />
        </button>
      </form>
      {added && !error ? (
        <p role="status">
          <FormattedMessage id="accounts.add.added"
            defaultMessage="{account} was added. {kind, select, oauth {Choose Sign in above to finish.} other {}}"
            values={{ account: <span translate="no">{added}</span>, kind }} />
        </p>
      ) : null}
      <ErrorNotice error={error} />
    </section>
  );
}
