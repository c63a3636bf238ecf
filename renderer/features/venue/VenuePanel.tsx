// Settings: desks that share one day (issue 23). One desk shows a code, a person types it on the other; both name
// themselves ("Dock", "Lobby") so that a second press can be told where the first one was made.
import { useState } from 'react';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { age } from '../../ui/format.js';
import './venue.css';

export function VenuePanel() {
  const status = useDeskQuery('venue.status', {}, { refetchInterval: 2_000 });
  const offer = useDeskMutation('venue.offerPairing', ['venue.status']);
  const join = useDeskMutation('venue.join', ['venue.status']);
  const remove = useDeskMutation('venue.removeDesk', ['venue.status']);
  const self = status.data?.desks.find((desk) => desk.self);
  const [deskName, setDeskName] = useState('');
  const [code, setCode] = useState('');
  const name = deskName.trim() || self?.name || '';
  const problem = offer.error ?? join.error ?? remove.error;
  return (
    <section className="panel venue-panel" aria-labelledby="venue-heading">
      <h2 id="venue-heading">Desks that share one day</h2>
      <p>Paired desks of this account see each other's check-ins at once, internet or not, and send each other's waiting
        changes if a desk is switched off. Nothing else is shared: each desk signs in on its own.</p>
      <label>This desk's name{' '}
        <input value={deskName} placeholder={self?.name ?? 'e.g. Lobby'} maxLength={40} onChange={(e) => setDeskName(e.target.value)} />
      </label>
      <div className="venue-pairing">
        <button type="button" disabled={!name || offer.isPending} onClick={() => offer.mutate({ deskName: name })}>Show a pairing code</button>
        {offer.data ? (
          <p role="status">Type this on the other desk within two minutes; it works once:{' '}
            <strong className="venue-code">{offer.data.code}</strong></p>
        ) : null}
      </div>
      <form className="venue-pairing" onSubmit={(event) => { event.preventDefault(); join.mutate({ deskName: name, code }); }}>
        <label>Code shown on the other desk{' '}
          <input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" spellCheck={false} />
        </label>
        <button type="submit" disabled={!name || !code.trim() || join.isPending}>Join</button>
      </form>
      {problem ? <p role="alert" className="venue-problem">{problem.message}</p> : null}
      {status.data?.paired ? (
        <table className="venue-desks">
          <caption>Desks of this venue</caption>
          <thead><tr><th scope="col">Desk</th><th scope="col">State</th><th scope="col"><span className="visually-hidden">Action</span></th></tr></thead>
          <tbody>
            {status.data.desks.map((desk) => (
              <tr key={desk.deskId}>
                <td>{desk.name}{desk.self ? ' (this desk)' : ''}</td>
                <td>{desk.self ? 'Here' : desk.online ? 'Online' : `Not linked${desk.lastHeard ? `, last heard ${age(desk.lastHeard / 1000)}` : ''}`}</td>
                <td>{desk.self ? null : (
                  <button type="button" disabled={remove.isPending} onClick={() => remove.mutate({ deskId: desk.deskId })}>Remove</button>
                )}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
