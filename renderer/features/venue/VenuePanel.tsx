// Settings: desks that share one day. One desk shows a code, a person types it on the other; both name
// themselves ("Dock", "Lobby") so that a second press can be told where the first one was made, and a paired desk
// can be renamed. The network a desk listens on is chosen here, per desk: this computer only by default, or one of
// its LANs for desks on others. Removing a desk asks first; a desk that was removed says so, and can be reset to
// pair again as a new desk.
import { useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { VenueStatus } from '../../../shared/contract/model/venue.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { RemoveDeskDialog } from './RemoveDeskDialog.js';
import { deskStateText } from './VenueStatus.js';
import './venue.css';
import { InlineError } from '../../ui/InlineError.js';

/** "XXXX-XXXX-XXXX-XXXX-XXXX-XXXX-XX": 26 characters in groups of four, and room to type a space or two. */
const PAIRING_CODE_LENGTH = 36;

export function VenuePanel() {
  const status = useDeskQuery('venue.status', {}, { refetchInterval: 2_000 });
  const offer = useDeskMutation('venue.offerPairing', ['venue.status']);
  const join = useDeskMutation('venue.join', ['venue.status']);
  const rename = useDeskMutation('venue.rename', ['venue.status']);
  const setNetwork = useDeskMutation('venue.setNetwork', ['venue.status']);
  const intl = useIntl();
  const self = status.data?.desks.find((desk) => desk.self);
  const [deskName, setDeskName] = useState('');
  const [code, setCode] = useState('');
  const name = deskName.trim() || self?.name || '';
  const problem = offer.error ?? join.error ?? rename.error ?? setNetwork.error;
  const intro = (
    <>
      <h2 id="venue-heading"><FormattedMessage id="venue.title" defaultMessage="Desks that share one day" /></h2>
      <p>
        <FormattedMessage id="venue.about"
          defaultMessage="Paired desks of this account see each other's check-ins at once, internet or not, and send each other's waiting changes if a desk is switched off. Nothing else is shared: each desk signs in on its own." />
      </p>
    </>
  );
  if (status.data?.removed || status.data?.problem) {
    return (
      <section className="panel venue-panel" aria-labelledby="venue-heading">
        {intro}
        <ResetNotice removed={status.data.removed} problem={status.data.problem} onReset={() => { offer.reset(); join.reset(); }} />
      </section>
    );
  }
  return (
    <section className="panel venue-panel" aria-labelledby="venue-heading">
      {intro}
      <form className="venue-pairing" onSubmit={(event) => { event.preventDefault(); if (self && name) rename.mutate({ deskName: name }); }}>
        <label><FormattedMessage id="venue.deskName" defaultMessage="This desk's name" />{' '}
          <input value={deskName} placeholder={self?.name ?? intl.formatMessage({ id: 'venue.deskName.example', defaultMessage: 'e.g. Lobby' })}
            maxLength={40} onChange={(e) => setDeskName(e.target.value)} />
        </label>
        {self ? (
          <button type="submit" className="btn" disabled={!deskName.trim() || deskName.trim() === self.name || rename.isPending}>
            <FormattedMessage id="venue.rename" defaultMessage="Rename" /></button>
        ) : null}
      </form>
      {status.data ? <NetworkChoice network={status.data.network} pending={setNetwork.isPending}
        choose={(network) => setNetwork.mutate({ network })} /> : null}
      <div className="venue-pairing">
        <button type="button" className="btn" disabled={!name || offer.isPending} onClick={() => offer.mutate({ deskName: name })}>
          <FormattedMessage id="venue.offer" defaultMessage="Show a pairing code" /></button>
        {offer.data ? (
          <p role="status">
            <FormattedMessage id="venue.offer.code" defaultMessage="Type this on the other desk within two minutes; it works once: {code}"
              values={{ code: <strong className="venue-code" translate="no">{offer.data.code}</strong> }} />
          </p>
        ) : null}
      </div>
      {/* A refused code is cleared (the message above says why), so the next one is typed afresh, not onto it. */}
      <form className="venue-pairing" onSubmit={(event) => {
        event.preventDefault();
        join.mutate({ deskName: name, code }, { onError: () => setCode('') });
      }}>
        <label><FormattedMessage id="venue.join.code" defaultMessage="Code shown on the other desk" />{' '}
          <input className="venue-code-input" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off"
            spellCheck={false} size={PAIRING_CODE_LENGTH} />
        </label>
        <button type="submit" className="btn" disabled={!name || !code.trim() || join.isPending}>
          <FormattedMessage id="venue.join" defaultMessage="Join" /></button>
      </form>
      <InlineError failure={problem} className="venue-problem" />
      {status.data?.paired ? <VenueDesks desks={status.data.desks} /> : null}
    </section>
  );
}

/** A desk that was removed, or whose venue cannot open, says so; a reset lets it pair again as a new desk. */
function ResetNotice({ removed, problem, onReset }: { removed: boolean; problem: string | null; onReset: () => void }) {
  const reset = useDeskMutation('venue.reset', ['venue.status']);
  return (
    <div role="alert" className="venue-removed">
      <p>{removed
        ? <FormattedMessage id="venue.removed"
          defaultMessage="Another desk removed this desk from the venue. It no longer shares the day with the others, and the changes it had shared are theirs to send. To pair it again, reset its venue identity; it then joins as a new desk." />
        : <FormattedMessage id="venue.problem" defaultMessage="{problem} Reset it to pair this desk again as a new desk." values={{ problem }} />}</p>
      <button type="button" className="btn" disabled={reset.isPending} onClick={() => reset.mutate({}, { onSuccess: onReset })}>
        <FormattedMessage id="venue.reset" defaultMessage="Reset this desk's venue identity" /></button>
      <InlineError failure={reset.error} className="venue-problem" />
    </div>
  );
}

/** The venue's desks, each with how it is linked; any but this one can be removed, after a question. */
function VenueDesks({ desks }: { desks: VenueStatus['desks'] }) {
  const intl = useIntl();
  const remove = useDeskMutation('venue.removeDesk', ['venue.status']);
  const [asking, setAsking] = useState<VenueStatus['desks'][number] | null>(null);
  return (
    <>
      <table className="venue-desks">
        <caption><FormattedMessage id="venue.desks" defaultMessage="Desks of this venue" /></caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="venue.desks.desk" defaultMessage="Desk" /></th>
            <th scope="col"><FormattedMessage id="venue.desks.state" defaultMessage="State" /></th>
            <th scope="col"><span className="visually-hidden"><FormattedMessage id="venue.desks.action" defaultMessage="Action" /></span></th>
          </tr>
        </thead>
        <tbody>
          {desks.map((desk) => (
            <tr key={desk.deskId}>
              <td>
                <span translate="no">{desk.name}</span>
                {desk.self ? <> <FormattedMessage id="venue.desks.thisDesk" defaultMessage="(this desk)" /></> : null}
              </td>
              <td>{desk.self ? <FormattedMessage id="venue.desks.self" defaultMessage="This desk" /> : deskStateText(desk, intl, 'start')}</td>
              <td>{desk.self ? null : (
                <button type="button" className="btn" disabled={remove.isPending} onClick={() => setAsking(desk)}>
                  <FormattedMessage id="venue.desks.remove" defaultMessage="Remove" /></button>
              )}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <InlineError failure={remove.error} className="venue-problem" />
      {asking ? (
        <RemoveDeskDialog name={asking.name} onCancel={() => setAsking(null)}
          onConfirm={() => { remove.mutate({ deskId: asking.deskId }); setAsking(null); }} />
      ) : null}
    </>
  );
}

type Network = VenueStatus['network'];

/** Where other desks reach this one: a LAN of this computer, or this computer only; and what that means now. */
function NetworkChoice({ network, pending, choose }: { network: Network; pending: boolean; choose: (name: string | null) => void }) {
  const intl = useIntl();
  const missing = network.chosen !== null && !network.choices.some((choice) => choice.name === network.chosen);
  return (
    <div className="venue-network">
      <label><FormattedMessage id="venue.network" defaultMessage="Network other desks reach this one on" />{' '}
        <select value={network.chosen ?? ''} disabled={pending} onChange={(e) => choose(e.target.value === '' ? null : e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'venue.network.local', defaultMessage: 'This computer only' })}</option>
          {network.choices.map((choice) => <option key={choice.name} value={choice.name} translate="no">{choice.name} ({choice.address})</option>)}
          {missing ? (
            <option value={network.chosen!}>
              {intl.formatMessage({ id: 'venue.network.notConnected', defaultMessage: '{network} (not connected)' }, { network: network.chosen })}
            </option>
          ) : null}
        </select>
      </label>
      {missing ? (
        <p role="alert" className="venue-problem">
          <FormattedMessage id="venue.network.missing"
            defaultMessage="{network} is not connected, so no other desk can reach this one. Connect it, or choose another network."
            values={{ network: <span translate="no">{network.chosen}</span> }} />
        </p>
      ) : <p className="muted">{networkNote(network, intl)}</p>}
    </div>
  );
}

function networkNote(network: Network, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'venue.network.note',
    defaultMessage: '{state, select, '
      + 'lan {Other desks reach this one at {address}; if the address changes, they find it again.} '
      + 'local {Other desks reach this one at {address}, from this computer only.} '
      + 'waiting {Desks on this network find this one once it shows a code or joins a venue.} '
      + 'other {Only desks on this computer can pair with this one. Choose a network for desks on other computers.}}',
  }, {
    state: network.listening ? (network.chosen ? 'lan' : 'local') : network.chosen ? 'waiting' : 'none',
    address: network.listening ?? '',
  });
}
