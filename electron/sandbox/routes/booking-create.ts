// POST booking/create (spec 1 step 5, 4.4, 7): a booking from the session's lines and the customer's fields.
import { ApiError, badRequest } from '../http/api-error.js';
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { staffOf } from '../http/context.js';
import type { Route } from '../http/router.js';
import { amountText } from '../minor-units.js';
import type { Booking, BookingSession } from '../state/model.js';
import { invoiceUrl } from '../views/booking-view.js';
import { assertAvailable } from '../booking/availability.js';
import { customerFor } from '../booking/booking-customer.js';
import { audienceOf } from '../booking/form-fields.js';
import { checkForm, customAnswers, readForm } from '../booking/form-input.js';
import { bookingFromSession } from '../booking/new-booking.js';
import { SessionEdit } from '../booking/session-book.js';
import { expiredSessionCookie, newSession, requiredSession } from '../booking/session-lookup.js';
import { textList } from '../http/read.js';

/** A customer's note from the form: account 0 and shown on the invoice (spec 2.8). */
function addCustomerNote(context: RequestContext, booking: Booking, body: string): void {
  const { store } = context;
  store.addNote({
    id: store.state.nextIds.note++, bookingId: booking.id, accountId: 0, at: booking.createdAt, body, private: false,
  });
}

function recordCreate(context: RequestContext, booking: Booking, session: BookingSession): void {
  const { store, clock } = context;
  store.state.writes.push({
    kind: 'create', bookingId: booking.id, accountId: staffOf(context)?.accountId ?? 0, at: clock.now(),
    detail: `${booking.code} from session ${session.id}`,
  });
  store.changed();
}

/**
 * The SLIPs of slip[] as a session of their own, checked as booking/session checks them and kept nowhere: Checkfront's
 * docs let booking/create take SLIPs directly, "bypassing the need to specify a session_id" (ref/booking/create.rst).
 */
function sessionOfSlips(context: RequestContext, slips: string[]): BookingSession {
  const session = newSession(context);
  const edit = new SessionEdit(context.store, session);
  slips.forEach((slip) => edit.add(slip));
  edit.commit(context.clock.now());
  return session;
}

function create(context: RequestContext): ApiAnswer {
  const { store, clock, params } = context;
  const slips = textList(params, 'slip');
  const session = slips.length > 0 ? sessionOfSlips(context, slips) : requiredSession(context);
  if (!session.lines.some((line) => line.packageOf === null)) {
    throw badRequest('session_empty', 'The session holds no items; post a SLIP to booking/session first.', ['session_id']);
  }
  const audience = audienceOf(context.actor);
  const values = readForm(params, audience);
  checkForm(values, audience);
  // Stock may have gone to another booking since the SLIPs were added.
  assertAvailable(store, session.lines, session.lines);
  const now = clock.nowWhole();
  const customer = customerFor(store, values, audience, now);
  const booking = { ...bookingFromSession(store, session, customer.id, now), customAnswers: customAnswers(values) };
  store.addBooking(booking);
  if (values.note) addCustomerNote(context, booking, values.note);
  recordCreate(context, booking, session);
  // The session is spent: a repeated create answers 409 session_ended instead of booking twice.
  session.ended = true;
  session.lastUsed = clock.now();
  const url = invoiceUrl(store, booking);
  return {
    member: 'booking',
    data: {
      booking_id: booking.id, code: booking.code, customer_id: customer.id, status_id: booking.statusId,
      total: amountText(booking.total, store.state.account.locale.currency), invoice_url: url, token: booking.token,
    },
    // Checkfront's cart example sends the person on to request.data.url: the invoice or payment page.
    request: { data: { url } },
    ...(slips.length > 0 ? {} : { cookies: [expiredSessionCookie()] }),
  };
}

/** Without this, GET booking/create would fall through to booking/{booking_id} and look for a booking "create". */
function onlyPost(): ApiAnswer {
  throw new ApiError(405, 'method_not_allowed', 'Use POST for /api/3.0/booking/create.', [], { Allow: 'POST' });
}

export const bookingCreateRoutes: Route[] = [
  { methods: ['POST'], pattern: 'booking/create', access: 'any', handler: create },
  { methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'], pattern: 'booking/create', access: 'any', handler: onlyPost },
];
