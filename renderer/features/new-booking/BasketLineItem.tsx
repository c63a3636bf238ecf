// One main line of the basket with its packages: quantity, total, remove, change, and each package in or out.
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { hiddenWords } from './hidden-words.js';
import { words } from '../../i18n/words.js';
import type { BasketLine } from '../../../shared/contract/model/basket.js';
import type { BookingParameter } from '../../../shared/contract/model/rates.js';
import type { Day } from '../../../shared/domain/dates.js';
import { formatMoney } from '../../ui/format.js';
import type { BasketRow } from './basket-rows.js';
import { ChangeLineForm } from './ChangeLineForm.js';
import type { LineChange } from './draft-store.js';
import type { MoneyFormat } from './OfferDetails.js';
import { QuantityInput } from './QuantityInput.js';
import type { BasketState } from './use-basket.js';
import { lineWords } from './line-words.js';
import { unitsLeftText } from './offer-text.js';
import type { PastDatesQuestion } from './PastDatesQuestion.js';

export interface LineControls {
  basket: BasketState;
  money: MoneyFormat;
  parameters: readonly BookingParameter[];
  /** The account's today; null when not known yet. */
  today: Day | null;
  /** Days in the past are asked about before they are booked. */
  askPast: PastDatesQuestion['ask'];
  /** The line being changed, if any, with its new terms as typed. */
  change: LineChange | null;
  onStartChange: (lineId: string) => void;
  onEditChange: (change: LineChange | null) => void;
}

function amount(value: string | null, money: MoneyFormat): string {
  return value === null ? '—' : formatMoney(value, money.currency, money.locale);
}

const SAID = words(defineMessages({
  changePast: { id: 'newBooking.past.change', defaultMessage: 'Change to past days' },
  packagesOf: { id: 'newBooking.line.packagesOf', defaultMessage: 'Packages of {item}' },
}));

/** "1 adult, 1 child × 1 night · 3 left": the counts are the account's words, the rest the desk's. */
function LineSummary({ line, locale }: { line: BasketLine; locale: string }) {
  const intl = useIntl();
  const { counts, length } = lineWords(line, locale, intl);
  const terms = [counts ? <span key="counts" translate="no">{counts}</span> : null, length || null].filter((part) => part !== null);
  return (
    <p className="muted basket-line-summary">
      {terms.flatMap((part, index) => (index > 0 ? [' × ', part] : [part]))}
      {terms.length > 0 ? ' · ' : null}{unitsLeftText(line.left, intl)}
    </p>
  );
}

function PackageSwitch({ line, controls }: { line: BasketLine; controls: LineControls }) {
  const optedIn = line.package?.optedIn ?? true;
  const optional = line.package?.optional ?? false;
  const id = `package-${line.lineId.replace('.', '-')}`;
  return (
    <li className="basket-package">
      <label className="check" htmlFor={id}>
        <input id={id} type="checkbox" role="switch" checked={optedIn} disabled={!optional || controls.basket.busy}
          onChange={(event) => controls.basket.change({ call: 'basket.setPackage', input: { lineId: line.lineId, optedIn: event.target.checked } })} />
        <span translate="no">{line.name}</span>
        <span className="hint">
          {' '}<FormattedMessage id="newBooking.line.package" defaultMessage="{state, select, in {(in)} out {(out)} other {(part of the offer)}}"
            values={{ state: optional ? (optedIn ? 'in' : 'out') : 'fixed' }} />
        </span>
      </label>
      <span className="money">{amount(line.total, controls.money)}</span>
    </li>
  );
}

export function BasketLineItem({ row, controls }: { row: BasketRow; controls: LineControls }) {
  const intl = useIntl();
  const { line } = row;
  const { basket, change } = controls;
  const changing = change?.lineId === line.lineId ? change : null;
  return (
    <li className="basket-line">
      <div className="basket-line-head">
        <h3 translate="no">{line.name}</h3>
        <span className="money basket-line-total">{amount(line.total, controls.money)}</span>
      </div>
      <p className="basket-line-dates" translate="no">{line.dates}</p>
      {controls.today !== null && line.firstDay !== null && line.firstDay < controls.today ? (
        <p><span className="badge badge-warn"><FormattedMessage id="newBooking.line.past" defaultMessage="Days in the past" /></span></p>
      ) : null}
      <LineSummary line={line} locale={controls.money.locale} />
      <div className="basket-line-controls">
        <QuantityInput key={`${line.lineId}-${line.quantity}`} line={line} disabled={basket.busy}
          onSet={(quantity) => basket.change({ call: 'basket.setQuantity', input: { lineId: line.lineId, quantity } })} />
        <button type="button" className="btn" aria-expanded={changing !== null} disabled={basket.busy}
          onClick={() => (changing ? controls.onEditChange(null) : controls.onStartChange(line.lineId))}>
          <FormattedMessage id="newBooking.line.change" defaultMessage="Change<hidden> {item}</hidden>"
            values={{ item: <span translate="no">{line.name}</span>, hidden: hiddenWords }} />
        </button>
        <button type="button" className="btn btn-danger" disabled={basket.busy}
          onClick={() => basket.change({ call: 'basket.removeLine', input: { lineId: line.lineId } })}>
          <FormattedMessage id="newBooking.line.remove" defaultMessage="Remove<hidden> {item}</hidden>"
            values={{ item: <span translate="no">{line.name}</span>, hidden: hiddenWords }} />
        </button>
      </div>
      {row.packages.length > 0 ? (
        <ul className="basket-packages" aria-label={intl.formatMessage(SAID.packagesOf, { item: line.name })}>
          {row.packages.map((item) => <PackageSwitch key={item.lineId} line={item} controls={controls} />)}
        </ul>
      ) : null}
      {changing ? (
        <ChangeLineForm lineId={line.lineId} lineName={line.name} fields={changing.fields}
          parameters={controls.parameters} busy={basket.busy}
          onChange={(fields) => controls.onEditChange({ lineId: line.lineId, fields })}
          onReplace={(terms) => controls.askPast(terms.startDay, intl.formatMessage(SAID.changePast), () => basket.change(
            { call: 'basket.replaceLine', input: { lineId: line.lineId, terms } }, () => controls.onEditChange(null)))}
          onCancel={() => controls.onEditChange(null)} />
      ) : null}
    </li>
  );
}
