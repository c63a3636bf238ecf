// The basket (the service's booking session, spec 4.5), the booking form (2.11) and booking/create (4.4).
// The session id lives here, one per staff member; the screens see lines and totals only.
import type { RateTerms } from '../../../../shared/contract/model/rates.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { BookingService } from '../../api/booking-service.js';
import type { CustomerFields, SessionAlteration } from '../../api/session.js';
import type { WireSession, WireSessionResponse } from '../../../../shared/wire/index.js';
import { BasketSessions } from '../basket-sessions.js';
import type { ChosenCounts } from '../chosen-counts.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';
import { basket } from '../../mapping/basket-mapping.js';
import { bookingForm, createdBooking } from '../../mapping/form-mapping.js';
import { childOffer } from '../../mapping/rate-mapping.js';
import { ratedQuery } from './rates-handlers.js';

/** What these handlers use of the desk. */
type BasketDesk = Pick<DeskParts, 'account' | 'details' | 'registry' | 'service' | 'staff'>;

type BasketHandlers = Pick<DeskHandlers, 'basket.get' | 'basket.add' | 'basket.setQuantity' | 'basket.removeLine' |
  'basket.setPackage' | 'basket.replaceLine' | 'basket.clear' | 'basket.end' | 'basket.form' | 'basket.create'>;

const basketExpired = () => new ApiFailure('not-found', 'This basket has expired on the booking service or was '
  + 'closed. Start a new basket: the search and the guest details are kept.', { code: 'basket_expired' });

const noBasket = () => new ApiFailure('not-found', 'There is no open basket. Add something to start one.',
  { code: 'no_basket' });

/** 404 for an unknown session, 409 session_ended for a closed one (docs/api-assumptions.md). */
const isGone = (error: unknown) => error instanceof ApiFailure
  && (error.kind === 'not-found' || error.details.code === 'session_ended');

/** X-On-Behalf: off acts as a customer (5.3): the guest's own form and required fields. */
const audienceOptions = (asCustomer: boolean) => (asCustomer ? { onBehalf: 'off' } : {});

/** A checkbox is sent the way forms send a ticked box; an empty text field is left out. */
function customerFields(values: Readonly<Record<string, string | boolean>>): CustomerFields {
  return Object.fromEntries(Object.entries(values)
    .map(([name, value]) => [name, typeof value === 'boolean' ? (value ? '1' : '') : value.trim()] as const)
    .filter(([, value]) => value !== ''));
}

/** Package lines of a main line that were opted out: re-applied after the line is replaced by a new SLIP. */
function optedOutPackages(session: WireSession, lineId: string): Set<number> {
  return new Set(Object.entries(session.item ?? {})
    .filter(([id, line]) => id.startsWith(`${lineId}.`) && line.opt === 'out').map(([, line]) => line.item_id));
}

function reoptOut(session: WireSession, lineId: string, itemIds: Set<number>): SessionAlteration {
  return Object.fromEntries(Object.entries(session.item ?? {})
    .filter(([id, line]) => id.startsWith(`${lineId}.`) && itemIds.has(line.item_id) && line.opt !== 'out')
    .map(([id]) => [id, 'optout' as const]));
}

/** A new SLIP for the line's item with the new terms, or the reason there is none; its counts are remembered. */
async function newSlip(service: BookingService, itemId: number, terms: RateTerms, chosen: ChosenCounts, signal: AbortSignal) {
  const answer = await service.getItem(itemId, ratedQuery(terms), { signal }).catch((error: unknown) => {
    // A 404 here is about the item, not the basket: it must not read as an expired basket.
    if (error instanceof ApiFailure && error.kind === 'not-found') {
      throw new ApiFailure('refused', 'That item is no longer offered; remove the line instead.', { code: 'item_gone' });
    }
    throw error;
  });
  const offer = childOffer(answer.item, { counts: terms.counts ?? {}, eventNames: new Map(), eventTypes: new Map() });
  if (offer.slip) {
    chosen.remember(offer.slip, offer.parameters);
    return offer.slip;
  }
  const why = offer.problems.map((problem) => problem.message).join(' ');
  if (offer.status === 'rule') {
    throw new ApiFailure('refused', `${why || 'A booking rule is not met.'} Choose "soft" rules to book anyway.`,
      { code: 'rule_violation' });
  }
  throw new ApiFailure('refused', `${offer.name} is not available with those terms.`, { code: 'not_available' });
}

export function basketHandlers(desk: BasketDesk, chosen: ChosenCounts): BasketHandlers {
  const sessions = new BasketSessions(desk.registry, () => desk.staff.actingStaffId());

  const shown = async (answer: WireSessionResponse) => {
    const session = answer.booking.session;
    sessions.remember(session.id);
    const { currency, timezone } = await desk.details.accountInfo().catch(() => ({ currency: '', timezone: '' }));
    return basket(session, {
      currency, timeZone: timezone, staffId: desk.staff.actingStaffId(), countsOf: (slip) => chosen.of(slip),
    });
  };

  /** A call on the open basket; a basket the service no longer knows is forgotten and said so. */
  const onBasket = async (run: (service: BookingService, sessionId: string) => Promise<WireSessionResponse>) => {
    const sessionId = sessions.current();
    if (!sessionId) throw noBasket();
    try {
      return await shown(await desk.service.call((service) => run(service, sessionId)));
    } catch (error) {
      if (!isGone(error)) throw error;
      sessions.forget();
      throw basketExpired();
    }
  };

  const alter = (alteration: SessionAlteration, signal: AbortSignal) =>
    onBasket((service, id) => service.alterSession(id, alteration, { signal }));

  return {
    'basket.get': async (_input, signal) => (sessions.current()
      ? onBasket((service, id) => service.getSession(id, { signal })) : null),
    'basket.add': async ({ slips }, signal) => (sessions.current()
      ? onBasket((service, id) => service.addToSession(id, slips, { signal }))
      : shown(await desk.service.call((service) => service.addToSession(null, slips, { signal })))),
    'basket.setQuantity': ({ lineId, quantity }, signal) => alter({ [lineId]: quantity }, signal),
    'basket.removeLine': ({ lineId }, signal) => alter({ [lineId]: 'remove' }, signal),
    'basket.setPackage': ({ lineId, optedIn }, signal) => alter({ [lineId]: optedIn ? 'optin' : 'optout' }, signal),
    'basket.replaceLine': ({ lineId, terms }, signal) => onBasket(async (service, id) => {
      const before = (await service.getSession(id, { signal })).booking.session;
      const line = before.item?.[lineId];
      if (!line || lineId.includes('.')) {
        throw new ApiFailure('invalid-input', 'Only a main line can be changed; its packages follow it.', { fields: ['lineId'] });
      }
      const slip = await newSlip(service, line.item_id, terms, chosen, signal);
      const replaced = await service.replaceLine(id, lineId, slip, { signal });
      const optOuts = reoptOut(replaced.booking.session, lineId, optedOutPackages(before, lineId));
      return Object.keys(optOuts).length > 0 ? service.alterSession(id, optOuts, { signal }) : replaced;
    }),
    'basket.clear': (_input, signal) => onBasket((service, id) => service.clearSession(id, { signal })),
    'basket.end': async (_input, signal) => {
      const sessionId = sessions.current();
      if (sessionId) {
        await desk.service.call((service) => service.endSession(sessionId, { signal })).catch((error: unknown) => {
          if (!isGone(error)) throw error;
        });
      }
      sessions.forget();
      return { ok: true as const };
    },
    'basket.form': async ({ asCustomer }, signal) => {
      const answer = await desk.service.call((service) => service.bookingForm({ signal, ...audienceOptions(asCustomer) }));
      return bookingForm(answer.booking_form_ui, asCustomer ? 'customer' : 'staff');
    },
    'basket.create': async ({ values, asCustomer }, signal) => {
      const sessionId = sessions.current();
      if (!sessionId) throw noBasket();
      const answer = await desk.service.call((service) => service.createBooking(sessionId, customerFields(values),
        { signal, ...audienceOptions(asCustomer) })).catch((error: unknown) => {
        if (!isGone(error)) throw error;
        sessions.forget();
        // A create whose answer was lost ended the session too: the booking may exist already.
        throw new ApiFailure('not-found', 'This basket is closed: it may already have become a booking. Look for it '
          + 'in Bookings before booking again.', { code: 'basket_maybe_booked' });
      });
      sessions.forget();
      desk.account.offlineIfOpen()?.sync.nudge();
      const { currency } = await desk.details.accountInfo().catch(() => ({ currency: '' }));
      return createdBooking(answer, currency);
    },
  };
}
