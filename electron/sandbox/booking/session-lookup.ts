// Finding, starting and retiring booking sessions (spec 4.1 cookie, 4.5 rule 4, 3 session transitions).
import { randomBytes } from 'node:crypto';
import { badRequest, conflict, notFound } from '../http/api-error.js';
import type { RequestContext } from '../http/context.js';
import { optionalText } from '../http/read.js';
import type { BookingSession } from '../state/model.js';

/** Sessions end 24 hours after their last use (docs/api-assumptions.md). */
export const SESSION_IDLE_SECONDS = 24 * 3600;
/** Ended sessions are forgotten after a week, so that a long-running sandbox does not keep every cart. */
const FORGET_AFTER_SECONDS = 7 * 24 * 3600;

/** Spec 4.1: the session_id cookie reopens a session; a session_id parameter replaces it. */
export function sessionIdOf(context: RequestContext): string | undefined {
  const given = optionalText(context.params, 'session_id')?.trim();
  if (given) return given;
  const cookie = context.cookies.session_id?.trim();
  return cookie ? cookie : undefined;
}

/** The open session a call names; 404 when unknown, 409 session_ended when closed or idle too long. */
export function openSession(context: RequestContext, id: string): BookingSession {
  const { store, clock } = context;
  const session = store.state.sessions.find((s) => s.id === id);
  if (!session) throw notFound(`Booking session ${id}`);
  if (!session.ended && clock.now() - session.lastUsed >= SESSION_IDLE_SECONDS) {
    session.ended = true;
    store.changed();
  }
  if (session.ended) {
    throw conflict('session_ended', `Booking session ${id} has ended; start a new one by posting a SLIP to booking/session.`);
  }
  return session;
}

/** The session a call must name (GET, clear, end, create): 400 when it names none. */
export function requiredSession(context: RequestContext): BookingSession {
  const id = sessionIdOf(context);
  if (id === undefined) {
    throw badRequest('missing_fields', 'session_id is required (or the session_id cookie); ' +
      'post a SLIP to booking/session to start a session.', ['session_id']);
  }
  return openSession(context, id);
}

/** A new, empty session; it is kept only once the call that starts it has succeeded (see keepSession). */
export function newSession(context: RequestContext): BookingSession {
  const now = context.clock.now();
  return {
    id: randomBytes(16).toString('hex'), createdAt: now, lastUsed: now, ended: false, lines: [], nextLine: 1,
    discountCents: 0,
  };
}

export function keepSession(context: RequestContext, session: BookingSession): void {
  const { store, clock } = context;
  const now = clock.now();
  store.state.sessions = store.state.sessions.filter((s) => now - s.lastUsed < FORGET_AFTER_SECONDS);
  store.state.sessions.push(session);
  store.changed();
}

export function touchSession(context: RequestContext, session: BookingSession): void {
  session.lastUsed = context.clock.now();
  context.store.changed();
}

/** HttpOnly and scoped to /api/, so that only API calls carry it; it lives as long as an idle session. */
export function sessionCookie(session: BookingSession): string {
  return `session_id=${session.id}; Path=/api/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_IDLE_SECONDS}`;
}

/** Sent when a session ends, so that a browser stops offering a cookie that would only answer 409. */
export function expiredSessionCookie(): string {
  return 'session_id=; Path=/api/; HttpOnly; SameSite=Lax; Max-Age=0';
}
