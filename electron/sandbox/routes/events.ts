// GET event and event/{id} (spec 2.9, 4.3): price and availability modifiers, not notifications (section 6).
import { notFound } from '../http/api-error.js';
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { READ_METHODS, type Route } from '../http/router.js';
import type { RateEvent } from '../state/model.js';
import { seesStaffView } from './catalogue.js';

function eventRecord(event: RateEvent): Record<string, unknown> {
  return {
    rate_id: event.id, name: event.name, type: event.type, start_date: event.startDate, end_date: event.endDate,
    span: event.span, price_src: event.priceSrc, dynamic_rate: event.dynamicRate, dynamic_type: event.dynamicType,
    status: event.status, repeat_id: event.repeatId, enabled: event.enabled ? 1 : 0, rule_set_id: event.ruleSetId,
    vouchers: event.vouchers, details: event.details.map(({ level, rate }) => ({ level, rate })),
    repeat: [...event.repeat],
    apply_to: { item_id: [...event.applyTo.itemIds], category_id: [...event.applyTo.categoryIds] },
  };
}

/** A voucher discount's name is the code guests type, so a customer does not get to list it. */
function visibleEvents(context: RequestContext): RateEvent[] {
  const staffView = seesStaffView(context);
  return context.store.state.events
    .filter((event) => staffView || !(event.type === 'DC' && event.vouchers > 0))
    .sort((a, b) => a.id - b.id);
}

function listEvents(context: RequestContext): ApiAnswer {
  const events = visibleEvents(context);
  return {
    member: 'events',
    data: Object.fromEntries(events.map((event) => [String(event.id), eventRecord(event)])),
    // Checkfront's documented answer (event.json) counts the whole list in total_records too.
    request: { records: events.length, total_records: events.length },
  };
}

function oneEvent(context: RequestContext): ApiAnswer {
  const id = context.pathParams.id ?? '';
  const event = visibleEvents(context).find((candidate) => String(candidate.id) === id);
  if (!event) throw notFound(`Event ${id}`);
  return { member: 'event', data: eventRecord(event) };
}

export const eventRoutes: Route[] = [
  { methods: READ_METHODS, pattern: 'event', access: 'any', handler: listEvents },
  { methods: READ_METHODS, pattern: 'event/:id', access: 'any', handler: oneEvent },
];
