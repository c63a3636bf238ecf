// Adding the business's own account: its address and either an OAuth application (staff sign in) or an API key.
import { useState, type FormEvent } from 'react';
import { useDeskMutation } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';

type Kind = 'oauth' | 'token-pair';

function Field({ id, label, hint, ...input }: { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}{hint ? <span className="hint"> {hint}</span> : null}</label>
      <input id={id} name={id} required {...input} />
    </div>
  );
}

export function AddAccountForm() {
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
      <h2 id="add-heading">Connect your own account</h2>
      <form onSubmit={(event) => { submit(event).catch(() => undefined); }}>
        <Field id="label" label="Name on this desk" placeholder="Harbour Lights front desk" maxLength={80} />
        <Field id="baseUrl" label="Service address" hint="(https://…)" type="url" placeholder="https://your-company.example.com" />
        <fieldset className="kind">
          <legend>How this desk signs in</legend>
          <label><input type="radio" name="kind" checked={kind === 'oauth'} onChange={() => setKind('oauth')} /> Staff sign in (OAuth application)</label>
          <label><input type="radio" name="kind" checked={kind === 'token-pair'} onChange={() => setKind('token-pair')} /> API key and secret (this organisation's own desks)</label>
        </fieldset>
        {kind === 'oauth' ? (
          <>
            <Field id="clientId" label="Consumer key (client id)" autoComplete="off" />
            <Field id="clientSecret" label="Consumer secret" type="password" autoComplete="off" />
          </>
        ) : (
          <>
            <Field id="apiKey" label="API key" autoComplete="off" />
            <Field id="apiSecret" label="API secret" type="password" autoComplete="off" />
          </>
        )}
        <p className="hint">Secrets stay in Frontdesk's protected store on this computer; the screens never see them again.</p>
        <button type="submit" className="btn btn-primary" disabled={addOAuth.isPending || addPair.isPending}>Add account</button>
      </form>
      {added && !error ? <p role="status">{added} was added. {kind === 'oauth' ? 'Choose Sign in above to finish.' : ''}</p> : null}
      <ErrorNotice error={error} />
    </section>
  );
}
