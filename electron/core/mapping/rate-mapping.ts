// Rated items (spec 2.2) into offers a person can book: price per parameter, events, packages, rule problems.
import {
  parameterIdSchema, type BookingParameter, type ChildOffer, type OfferParameter, type PackageOption, type PriceEvent,
  type RateOffer, type RuleProblem,
} from '../../../shared/contract/model/rates.js';
import { subtractAmounts, writtenLike } from '../../../shared/domain/money.js';
import {
  dayOrNone, decimalString, type WireItemParam, type WireRatedItem, type WireRatedItemListResponse,
} from '../../../shared/wire/index.js';
import { bookedLength } from './booked-length.js';
import { z } from 'zod';

/** 2.2 says nothing of a rule error's shape; docs/api-assumptions.md reads {rule, message, param_id}. */
const ruleEntrySchema = z.looseObject({
  rule: z.string().optional(),
  message: z.string().optional(),
  param_id: z.union([z.string(), z.number()]).optional(),
});

/** A grouped parent's rate names its children (docs/api-assumptions.md). */
const groupRateSchema = z.looseObject({ child_ids: z.array(z.coerce.number().int()).optional() });

const EVENT_KINDS: Record<string, PriceEvent['kind']> = { SP: 'special', SE: 'seasonal', DC: 'discount' };

/** Event types by event id (GET event, 2.9): the rated answer names events but not their type. */
export type EventTypes = ReadonlyMap<number, string>;

function problems(entries: readonly unknown[] | undefined): RuleProblem[] {
  return (entries ?? []).flatMap((entry) => {
    const parsed = ruleEntrySchema.safeParse(entry);
    if (!parsed.success) return [];
    const { rule, message, param_id: parameterId } = parsed.data;
    return [{
      rule: rule ?? 'rule', message: message ?? 'A booking rule is not met.',
      parameterId: parameterId !== undefined && parameterIdSchema.safeParse(String(parameterId)).success
        ? String(parameterId) : null,
    }];
  });
}

export function childIdsOf(item: WireRatedItem): number[] {
  const parsed = groupRateSchema.safeParse(item.rate);
  if (parsed.success && parsed.data.child_ids) return parsed.data.child_ids;
  return item.product_group_children ?? [];
}

function status(item: WireRatedItem): RateOffer['status'] {
  const rate = (item.rate.status ?? '').toUpperCase();
  if (rate === 'GROUP' || (childIdsOf(item).length > 0 && !item.rate.slip)) return 'group';
  if (rate === 'RULE') return 'rule';
  return item.rate.slip && (item.rate.available ?? 1) > 0 ? 'bookable' : 'unavailable';
}

function parameters(item: WireRatedItem, counts: Readonly<Record<string, number>>): OfferParameter[] {
  const prices = item.rate.summary?.price?.param ?? {};
  return Object.entries(item.param ?? {}).filter(([, param]) => param.hide !== 1).map(([id, param]) => ({
    id, label: param.lbl || `Parameter ${id}`, count: counts[id] ?? param.qty ?? param.def ?? 0,
    min: param.MIN ?? null, max: param.MAX ?? null, unitPrice: prices[id] ?? null,
  }));
}

/** The events that touched any day of the period: priced (dates.rates) or discounted (dates.discount). */
function events(item: WireRatedItem, names: ReadonlyMap<number, string>, types: EventTypes): PriceEvent[] {
  const seen = new Map<number, PriceEvent['kind']>();
  for (const day of Object.values(item.rate.dates ?? {})) {
    for (const id of (day.rates ?? []).map(Number)) if (Number.isSafeInteger(id) && !seen.has(id)) seen.set(id, 'other');
    for (const id of (day.discount ?? []).map(Number)) if (Number.isSafeInteger(id)) seen.set(id, 'discount');
  }
  return [...seen].map(([id, fallback]) => ({
    id, name: names.get(id) ?? `Event ${id}`, kind: EVENT_KINDS[types.get(id) ?? ''] ?? fallback,
  }));
}

const packageDetailSchema = z.looseObject({
  item_id: z.coerce.number().int().optional(),
  name: z.string().optional(),
  price: z.union([z.string(), z.number()]).optional(),
});

function packages(item: WireRatedItem): PackageOption[] {
  return (item.package ?? []).map((option) => {
    const detail = packageDetailSchema.safeParse(option);
    const extra = detail.success ? detail.data : {};
    // Read as every other amount on the wire: one that does not read one way only is not known.
    const price = decimalString.safeParse(extra.price).data ?? null;
    return {
      packageId: option.package_id, itemId: extra.item_id ?? null, name: extra.name || `Package ${option.package_id}`,
      price, optional: option.optin === 'O',
    };
  });
}

/** The offer's money, exact; a discount the answer does not carry is none, in the sub-total's decimals. */
function money(item: WireRatedItem) {
  const subTotal = item.rate.sub_total ?? null;
  if (subTotal === null) return { subTotal, discount: null, total: null };
  const discount = writtenLike(item.discount?.amount ?? '0', subTotal);
  return {
    subTotal, discount,
    total: subtractAmounts(subTotal, discount),
  };
}

function period(item: WireRatedItem): string {
  if (item.rate.summary?.date) return item.rate.summary.date;
  const { local_start_date: start, local_end_date: end } = item;
  return start && end && start !== end ? `${start} – ${end}` : start ?? '';
}

export interface OfferContext {
  counts: Readonly<Record<string, number>>;
  eventNames: ReadonlyMap<number, string>;
  eventTypes: EventTypes;
}

export function childOffer(item: WireRatedItem, context: OfferContext): ChildOffer {
  const offerStatus = status(item);
  return {
    itemId: item.item_id, name: item.name ?? `Item ${item.item_id}`, categoryName: item.category ?? '',
    unit: item.unit ?? 'D', summaryHtml: item.summary ?? '', status: offerStatus,
    left: item.unlimited ? null : item.rate.available ?? null,
    slip: offerStatus === 'bookable' ? item.rate.slip ?? null : null,
    ...money(item), period: period(item),
    length: bookedLength(item.unit, dayOrNone(item.rate.start_date), dayOrNone(item.rate.end_date), item.days),
    parameters: parameters(item, context.counts),
    events: events(item, context.eventNames, context.eventTypes), packages: packages(item),
    problems: problems(item.rate.errors), warnings: problems(item.rate.warnings),
  };
}

/** Offers in display order; a grouped parent carries its children, which are not listed again beside it. */
export function offers(items: readonly WireRatedItem[], context: OfferContext): RateOffer[] {
  const byId = new Map(items.map((item) => [item.item_id, item]));
  const grouped = new Set(items.flatMap((item) => (status(item) === 'group' ? childIdsOf(item) : [])));
  return items
    .filter((item) => !grouped.has(item.item_id))
    .sort((a, b) => (a.pos ?? 0) - (b.pos ?? 0) || a.item_id - b.item_id)
    .map((item) => ({
      ...childOffer(item, context),
      children: status(item) === 'group'
        ? childIdsOf(item).flatMap((id) => { const child = byId.get(id); return child ? [childOffer(child, context)] : []; })
        : [],
    }))
    // A group whose children all fell to a filter (too few left each) has nothing to choose from: the parent's
    // units are the children's sum, so it can pass `available` while no child does.
    .filter((offer) => offer.status !== 'group' || offer.children.length > 0);
}

export const eventNamesOf = (answer: WireRatedItemListResponse): Map<number, string> =>
  new Map(Object.entries(answer.events ?? {}).map(([id, event]) => [Number(id), event.name ?? `Event ${id}`]));

/** MAX 0 (or none) is "no limit" in the recorded answers (both MIN and MAX 0 there): up to 99 a search. */
const NO_LIMIT = 99;

/** One item's parameter as the desk's: its range, its default, and whether it is hidden or fixed on that item. */
function itemParameter(id: string, param: WireItemParam): BookingParameter {
  const min = param.MIN ?? 0;
  const max = param.MAX ? Math.max(param.MAX, min) : Math.max(min, NO_LIMIT);
  const initial = Math.min(Math.max(param.def ?? min, min), max);
  return { id, label: param.lbl ?? '', min, max, initial, hidden: param.hide === 1, locked: param.MAX !== undefined && param.MAX > 0 && min === max };
}

/**
 * The account's parameters: the union over its items, with the widest MIN/MAX any item allows, in the order the
 * account's items name them (ids are words: no other order means anything). Hidden or fixed only where every
 * item that takes it has it hidden or fixed at the same count.
 */
export function bookingParameters(items: readonly WireRatedItem[]): BookingParameter[] {
  const found = new Map<string, BookingParameter>();
  for (const item of items) {
    for (const [id, param] of Object.entries(item.param ?? {})) {
      const mine = itemParameter(id, param);
      const known = found.get(id);
      found.set(id, known
        ? { ...known, label: known.label || mine.label, min: Math.min(known.min, mine.min), max: Math.max(known.max, mine.max),
          initial: Math.min(known.initial, mine.initial), hidden: known.hidden && mine.hidden,
          locked: known.locked && mine.locked && known.min === mine.min }
        : mine);
    }
  }
  return [...found.values()].map((parameter) => ({ ...parameter, label: parameter.label || `Parameter ${parameter.id}` }));
}
