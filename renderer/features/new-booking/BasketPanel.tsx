// The basket beside the search, always in view: its lines, its totals, and emptying or discarding it. An expired
// basket is said plainly, with a way to start again that keeps everything typed.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Basket } from '../../../shared/contract/model/basket.js';
import { useDeskStatus } from '../../desk/hooks.js';
import { InlineError } from '../../ui/InlineError.js';
import { Loading } from '../../ui/QueryState.js';
import { basketRows } from './basket-rows.js';
import { BasketLineItem, type LineControls } from './BasketLineItem.js';
import { BasketTotals } from './BasketTotals.js';
import { DiscardBasketDialog } from './DiscardBasketDialog.js';

interface BasketPanelProps extends LineControls {
  /** The service no longer knows the basket (a basket call or the booking said so): the desk's sentence why. */
  expired: string | null;
  offline: boolean;
  onStartNew: () => void;
}

function ExpiredNotice({ message, onStartNew }: { message: string; onStartNew: () => void }) {
  return (
    <div className="notice notice-warn basket-expired" role="alert">
      <p>{message}</p>
      <button type="button" className="btn" onClick={onStartNew}><FormattedMessage id="newBooking.basket.startNew" defaultMessage="Start a new basket" /></button>
    </div>
  );
}

function BasketActions({ controls }: { controls: LineControls }) {
  const [confirming, setConfirming] = useState(false);
  const { basket } = controls;
  return (
    <div className="row-actions basket-actions">
      <button type="button" className="btn" disabled={basket.busy}
        onClick={() => basket.change({ call: 'basket.clear', input: {} })}>
        <FormattedMessage id="newBooking.basket.empty" defaultMessage="Empty basket" />
      </button>
      <button type="button" className="btn btn-danger" disabled={basket.busy} onClick={() => setConfirming(true)}>
        <FormattedMessage id="newBooking.basket.discard" defaultMessage="Discard basket…" />
      </button>
      {confirming ? (
        <DiscardBasketDialog onCancel={() => setConfirming(false)}
          onConfirm={() => { setConfirming(false); basket.discard(); }} />
      ) : null}
    </div>
  );
}

function BasketContent({ basket, controls }: { basket: Basket | null; controls: LineControls }) {
  if (!basket || basket.lines.length === 0) {
    return (
      <>
        <p className="muted"><FormattedMessage id="newBooking.basket.isEmpty" defaultMessage="The basket is empty. Add an offer from the search results." /></p>
        {basket ? <BasketActions controls={controls} /> : null}
      </>
    );
  }
  return (
    <>
      <ul className="basket-lines">
        {basketRows(basket.lines).map((row) => <BasketLineItem key={row.line.lineId} row={row} controls={controls} />)}
      </ul>
      <BasketTotals basket={basket} locale={controls.money.locale} />
      <BasketActions controls={controls} />
    </>
  );
}

/** Each staff member has a basket of their own on this desk: say whose this one is. */
function BasketOwner() {
  const status = useDeskStatus().data;
  // Whoever acts is named: the one chosen, else the one signed in when the desk knows them.
  const owner = status?.acting ?? status?.signedInAs;
  return (
    <p className="muted basket-owner">
      <FormattedMessage id="newBooking.basket.owner" defaultMessage="{known, select, yes {{name}’s basket} other {The signed-in staff member’s basket}}"
        values={{ known: owner ? 'yes' : 'no', name: <span translate="no">{owner?.name}</span> }} />
    </p>
  );
}

export function BasketPanel({ expired, offline, onStartNew, ...controls }: BasketPanelProps) {
  const intl = useIntl();
  const { basket } = controls;
  const failure = basket.failure;
  const otherFailure = failure && !expired && !(offline && failure.error.kind === 'offline') ? failure : null;
  return (
    <aside className="panel basket-panel" aria-labelledby="basket-title" aria-busy={basket.busy}>
      <h2 id="basket-title"><FormattedMessage id="newBooking.basket.title" defaultMessage="Basket" /></h2>
      <BasketOwner />
      {basket.busy ? <p className="muted" role="status"><FormattedMessage id="newBooking.basket.updating" defaultMessage="Updating the basket…" /></p> : null}
      <InlineError failure={otherFailure} />
      {expired ? <ExpiredNotice message={expired} onStartNew={onStartNew} /> : null}
      {basket.loading ? <Loading label={intl.formatMessage({ id: 'newBooking.basket.opening', defaultMessage: 'Opening the basket…' })} />
        : <BasketContent basket={expired ? null : basket.basket} controls={controls} />}
    </aside>
  );
}
