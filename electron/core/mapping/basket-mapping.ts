// The service's booking session (spec 2.10) as the desk's basket: lines in line-id order, amounts as sent.
import type { Basket, BasketLine } from '../../../shared/contract/model/basket.js';
import { compareLineIds, type WireSession, type WireSessionLine } from '../../../shared/wire/index.js';

/** 8: unlimited lines report this many units left. */
const UNLIMITED_STOCK = 1_000_000_000;

const isLineId = (id: string) => /^\d{1,4}(\.\d{1,4})?$/.test(id);

function packageState(line: WireSessionLine): BasketLine['package'] {
  if (line.optin === undefined && line.opt === undefined) return null;
  return { optional: line.optin === 'O', optedIn: line.opt !== 'out' };
}

function basketLine(lineId: string, line: WireSessionLine): BasketLine {
  const left = line.available ?? null;
  return {
    lineId, mainLineId: lineId.includes('.') ? lineId.split('.')[0]! : null,
    itemId: line.item_id, name: line.name ?? `Item ${line.item_id}`, quantity: line.rate?.qty ?? 1,
    unitPrice: line.rate?.item_total ?? null, total: line.rate?.total ?? null,
    dates: line.date?.summary ?? '', summary: line.rate?.summary ?? '',
    left: left !== null && left >= UNLIMITED_STOCK ? null : left, package: packageState(line),
  };
}

export function basket(session: WireSession, currency: string, staffId: number | null): Basket {
  const lines = Object.entries(session.item ?? {})
    .filter(([lineId]) => isLineId(lineId))
    .sort(([a], [b]) => compareLineIds(a, b))
    .map(([lineId, line]) => basketLine(lineId, line));
  return {
    lines, subTotal: session.sub_total ?? '0.00', tax: session.tax_total ?? '0.00', discount: session.discount ?? '0.00',
    total: session.total ?? '0.00', due: session.due ?? session.total ?? '0.00',
    currency: session.currency_id ?? currency, staffId,
  };
}
