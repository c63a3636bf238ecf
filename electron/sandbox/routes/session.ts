// booking/session (spec 4.5, 2.10, 3) and its Public API twin booking/sessions (4.7): the cart of SLIPs.
import { badRequest } from '../http/api-error.js';
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { optionalText, textList, textRecord } from '../http/read.js';
import type { Access, Route } from '../http/router.js';
import type { BookingSession } from '../state/model.js';
import { SessionEdit } from '../booking/session-book.js';
import {
  expiredSessionCookie, keepSession, newSession, openSession, requiredSession, sessionCookie, sessionIdOf, touchSession,
} from '../booking/session-lookup.js';
import { sessionRecord } from '../booking/session-view.js';

/** Rule 4: every session call returns the session_id; the cookie (4.1) carries it for browsers. */
function sessionAnswer(context: RequestContext, session: BookingSession, cookie = sessionCookie(session)): ApiAnswer {
  const { store, clock } = context;
  return {
    member: 'booking', data: { session: sessionRecord(store, session, clock.now()) }, cookies: [cookie],
  };
}

/** Rules 2 and 3 and the alter array: applied on a copy, so a refused call changes nothing. */
function edit(context: RequestContext, session: BookingSession, slips: string[]): void {
  const lineId = optionalText(context.params, 'line_id')?.trim();
  const alter = textRecord(context.params, 'alter');
  const change = new SessionEdit(context.store, session);
  if (lineId !== undefined && lineId !== '') {
    if (slips.length !== 1) {
      throw badRequest(slips.length === 0 ? 'missing_fields' : 'invalid_parameter',
        `Replacing line ${lineId} takes exactly one slip, from a new rated item query.`, ['slip']);
    }
    change.replace(lineId, slips[0]!);
  } else {
    slips.forEach((slip) => change.add(slip));
  }
  for (const [line, action] of Object.entries(alter)) change.alter(line, action);
  change.commit(context.clock.now());
}

/** POST: add SLIPs (slip or slip[]), replace a line, alter lines; starts a session when none is named. */
function post(context: RequestContext): ApiAnswer {
  const id = sessionIdOf(context);
  const session = id === undefined ? newSession(context) : openSession(context, id);
  edit(context, session, textList(context.params, 'slip'));
  if (id === undefined) keepSession(context, session);
  return sessionAnswer(context, session);
}

/** GET: the current session; rule 2 accepts the alter array in the query string too. */
function show(context: RequestContext): ApiAnswer {
  const session = requiredSession(context);
  const adding = ['slip', 'line_id'].filter((name) => context.params[name] !== undefined);
  if (adding.length > 0) {
    throw badRequest('invalid_parameter', 'Add or replace SLIPs with POST booking/session; GET only reads and alters.', adding);
  }
  edit(context, session, []);
  return sessionAnswer(context, session);
}

function clear(context: RequestContext): ApiAnswer {
  const session = requiredSession(context);
  session.lines = [];
  session.nextLine = 1;
  session.discountCents = 0;
  touchSession(context, session);
  return sessionAnswer(context, session);
}

/** Spec 3: the session is closed; later calls naming it answer 409 session_ended. */
function end(context: RequestContext): ApiAnswer {
  const session = requiredSession(context);
  session.ended = true;
  touchSession(context, session);
  return sessionAnswer(context, session, expiredSessionCookie());
}

function routesAt(base: string, access: Access): Route[] {
  return [
    { methods: ['POST'], pattern: base, access, handler: post },
    { methods: ['GET'], pattern: base, access, handler: show },
    { methods: ['POST'], pattern: `${base}/clear`, access, handler: clear },
    { methods: ['POST'], pattern: `${base}/end`, access, handler: end },
  ];
}

export const sessionRoutes: Route[] = [
  ...routesAt('booking/session', 'any'),
  // Spec 4.7: "Same function as a customer adding an item to a booking on the hosted booking page".
  ...routesAt('booking/sessions', 'public'),
];
