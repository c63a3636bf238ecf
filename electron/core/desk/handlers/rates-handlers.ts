// Finding what is free: the account's booking parameters and rated queries (spec 2.2, 4.2), as offers.
import type { RateOffer, RateTerms } from '../../../../shared/contract/model/rates.js';
import { dayInZone } from '../../../../shared/domain/dates.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { RatedItemQuery } from '../../api/items.js';
import type { BookingService } from '../../api/booking-service.js';
import type { WireRatedItem, WireRatedItemListResponse } from '../../../../shared/wire/index.js';
import { accountMemo } from '../account-memo.js';
import type { ChosenCounts } from '../chosen-counts.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';
import { copyFirstReason } from '../offline-reads.js';
import { bookingParameters, childIdsOf, eventNamesOf, offers, type EventTypes } from '../../mapping/rate-mapping.js';

/** What these handlers use of the desk. */
type RatesDesk = Pick<DeskParts, 'account' | 'details' | 'now' | 'registry' | 'service'>;

type RatesHandlers = Pick<DeskHandlers, 'rates.parameters' | 'rates.find'>;

/** The desk's terms as a rated query; without a last day it is one day ("date", 4.2). */
export function ratedQuery(terms: RateTerms): RatedItemQuery {
  return {
    ...(terms.endDay !== undefined ? { startDate: terms.startDay, endDate: terms.endDay } : { date: terms.startDay }),
    ...(terms.startTime ? { startTime: terms.startTime } : {}),
    ...(terms.endTime ? { endTime: terms.endTime } : {}),
    ...(terms.rules && terms.rules !== 'checked' ? { rules: terms.rules } : {}),
    ...(terms.discountCode ? { discountCode: terms.discountCode } : {}),
    parameters: terms.counts ?? {},
    withPackages: true,
  };
}


async function eventTypes(service: BookingService): Promise<EventTypes> {
  const answer = await service.events();
  return new Map(Object.values(answer.events).map((event) => [event.rate_id, event.type ?? '']));
}

/** A grouped parent's children the answer left out (a category or keyword filter): rated in one more call, whose
 * answer also names the children's events (the first answer names only the events of what it listed). */
async function missingChildren(service: BookingService, items: WireRatedItem[], query: RatedItemQuery,
  signal: AbortSignal): Promise<WireRatedItemListResponse | null> {
  const listed = new Set(items.map((item) => item.item_id));
  const missing = [...new Set(items.flatMap(childIdsOf))].filter((id) => !listed.has(id));
  if (missing.length === 0) return null;
  return service.listItems({ ...query, categoryId: undefined, keyword: undefined, itemIds: missing }, { signal });
}

/** Each bookable offer's counts, by its SLIP, for the basket to say who a line is for. */
function rememberCounts(chosen: ChosenCounts, found: readonly RateOffer[]): void {
  for (const offer of found.flatMap((parent) => [parent, ...parent.children])) {
    if (offer.slip) chosen.remember(offer.slip, offer.parameters);
  }
}

export function ratesHandlers(desk: RatesDesk, chosen: ChosenCounts): RatesHandlers {
  // What rarely changes is asked for once in a while: the parameters, and event types (rated answers name none).
  const parametersOf = accountMemo<ReturnType<typeof bookingParameters>>();
  const typesOf = accountMemo<EventTypes>();
  const accountId = () => desk.account.config()?.id ?? '';
  /** Parameters are configured per item and named only in rated answers (2.2, 2.4): rate everything for today. */
  const learnParameters = (signal: AbortSignal) => parametersOf(accountId(), async () => {
    try {
      const { timezone } = await desk.details.accountInfo();
      const today = dayInZone(desk.now() / 1000, timezone);
      const answer = await desk.service.call((service) => service.listItems({ date: today, rules: 'off' }, { signal }));
      const parameters = bookingParameters(Object.values(answer.items));
      desk.registry.update(accountId(), { parameters });
      return parameters;
    } catch (error) {
      // Offline, the last ones learned let a person type the guest's request; the search itself waits.
      const known = desk.account.config()?.parameters;
      if (error instanceof ApiFailure && error.kind === 'offline' && known) return known;
      throw error;
    }
  });
  return {
    'rates.parameters': async (_input, signal) => {
      // Offline, or not heard from since the start: the last ones learned answer at once (they say which counts
      // are guests on the manifest), where a service that accepts and never answers held them 15 s and more.
      const kept = desk.account.config()?.parameters;
      if (kept && copyFirstReason(desk) !== null) return kept;
      return learnParameters(signal);
    },
    'rates.find': async (search, signal) => {
      const query: RatedItemQuery = {
        ...ratedQuery(search),
        ...(search.categoryId !== undefined ? { categoryId: search.categoryId } : {}),
        ...(search.keyword ? { keyword: search.keyword } : {}),
        ...(search.itemIds?.length ? { itemIds: search.itemIds } : {}),
        ...(search.minAvailable !== undefined ? { minAvailable: search.minAvailable } : {}),
      };
      const [answer, info] = await Promise.all([
        desk.service.call((service) => service.listItems(query, { signal })), desk.details.accountInfo(),
      ]);
      const items = Object.values(answer.items);
      const children = await desk.service.call((service) => missingChildren(service, items, query, signal));
      const eventNames = new Map([...eventNamesOf(answer), ...(children ? eventNamesOf(children) : [])]);
      // Without the types an event still shows, by name: a failure here must not cost the person the offers.
      const types = await typesOf(accountId(), () => desk.service.call(eventTypes)).catch((): EventTypes => new Map());
      const found = offers([...items, ...Object.values(children?.items ?? {})],
        { counts: search.counts, eventNames, eventTypes: types });
      rememberCounts(chosen, found);
      return { offers: found, currency: answer.locale?.currency ?? info.currency };
    },
  };
}
