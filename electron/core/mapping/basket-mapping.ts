// The service's booking session (spec 2.10) as the desk's basket: lines in line-id order, amounts as sent.
import type { Basket, BasketLine } from '../../../shared/contract/model/basket.js';
import { compareLineIds, dayOf, readMoment, type WireSession, type WireSessionLine } from '../../../shared/wire/index.js';
import { bookedLength } from './booked-length.js';

/** 8: unlimited lines report this many units left. */
const UNLIMITED_STOCK = 1_000_000_000;

const isLineId = (id: string) => /^\d{1,4}(\.\d{1,4})?$/.test(id);

/** What the basket is read with besides the session: the account's money and zone, and what the desk rated. */
export interface BasketContext {
  currency: string;
  timeZone: string;
  staffId: number | null;
  /** Who is coming on a SLIP this desk rated; null: not known. */
  countsOf: (slip: string | undefined) => BasketLine['counts'];
}

function packageState(line: WireSessionLine): BasketLine['package'] {
  if (line.optin === undefined && line.opt === undefined) return null;
  return { optional: line.optin === 'O', optedIn: line.opt !== 'out' };
}

/** The first or last day of a line, in the account's zone; null when its date cannot be read for certain. */
function dayAt(value: unknown, timeZone: string): number | null {
  const moment = readMoment(value);
  return moment && timeZone ? dayOf(moment, timeZone) : null;
}

function basketLine(lineId: string, line: WireSessionLine, context: BasketContext): BasketLine {
  const left = line.available ?? null;
  const isPackage = lineId.includes('.');
  const start = dayAt(line.date?.start_date, context.timeZone);
  const end = dayAt(line.date?.end_date, context.timeZone);
  return {
    lineId, mainLineId: isPackage ? lineId.split('.')[0]! : null,
    itemId: line.item_id, name: line.name ?? `Item ${line.item_id}`, quantity: line.rate?.qty ?? 1,
    unitPrice: line.rate?.item_total ?? null, total: line.rate?.total ?? null,
    dates: line.date?.summary ?? '', firstDay: start,
    counts: isPackage ? null : context.countsOf(line.slip),
    length: isPackage ? null : bookedLength(line.unit, start, end),
    left: left !== null && left >= UNLIMITED_STOCK ? null : left, package: packageState(line),
  };
}

export function basket(session: WireSession, context: BasketContext): Basket {
  const lines = Object.entries(session.item ?? {})
    .filter(([lineId]) => isLineId(lineId))
    .sort(([a], [b]) => compareLineIds(a, b))
    .map(([lineId, line]) => basketLine(lineId, line, context));
  return {
    lines, subTotal: session.sub_total ?? '0.00', tax: session.tax_total ?? '0.00', discount: session.discount ?? '0.00',
    total: session.total ?? '0.00', due: session.due ?? session.total ?? '0.00',
    currency: session.currency_id ?? context.currency, staffId: context.staffId,
  };
}
