// The booking session, a cart of SLIPs (spec 4.5, 2.10), and booking/create, which turns it into a booking
// (a POST with session_id and form[<field>]). Every session call answers the session_id to reuse.
import {
  createBookingResponseSchema, sessionResponseSchema, type WireCreateBookingResponse, type WireSessionResponse,
} from '../../../shared/wire/index.js';
import type { CallOptions, Caller } from './caller.js';
import type { FormScalar } from './form-encoding.js';

/** A quantity (1..999) for a simple line, or what to do with it (4.5 rule 2). */
export type LineChange = number | 'remove' | 'optin' | 'optout';

/** Keyed by line id: "1" for a main line, "1.1" for its package lines. */
export type SessionAlteration = Readonly<Record<string, LineChange>>;

/** Adds SLIPs (opaque, 2.3) to a session, or starts one when sessionId is null. */
export const addToSession = (call: Caller, sessionId: string | null, slips: readonly string[],
  options?: CallOptions): Promise<WireSessionResponse> =>
  call.write(sessionResponseSchema, 'booking/session', { session_id: sessionId ?? undefined, slip: slips }, options);

export const alterSession = (call: Caller, sessionId: string, alter: SessionAlteration, options?: CallOptions):
  Promise<WireSessionResponse> =>
  call.write(sessionResponseSchema, 'booking/session', { session_id: sessionId, alter }, options);

/** 4.5 rule 3: a new SLIP from a new rated query replaces the line, which keeps its id. */
export const replaceLine = (call: Caller, sessionId: string, lineId: string, slip: string, options?: CallOptions):
  Promise<WireSessionResponse> =>
  call.write(sessionResponseSchema, 'booking/session', { session_id: sessionId, line_id: lineId, slip }, options);

export const getSession = (call: Caller, sessionId: string, options?: CallOptions): Promise<WireSessionResponse> =>
  call.read(sessionResponseSchema, 'booking/session', { session_id: sessionId }, options);

export const clearSession = (call: Caller, sessionId: string, options?: CallOptions): Promise<WireSessionResponse> =>
  call.write(sessionResponseSchema, 'booking/session/clear', { session_id: sessionId }, options);

export const endSession = (call: Caller, sessionId: string, options?: CallOptions): Promise<WireSessionResponse> =>
  call.write(sessionResponseSchema, 'booking/session/end', { session_id: sessionId }, options);

/** The customer fields booking/form asks for, by field name (customer_name, customer_tos_agree…). */
export type CustomerFields = Readonly<Record<string, FormScalar>>;

export const createBooking = (call: Caller, sessionId: string, fields: CustomerFields, options?: CallOptions):
  Promise<WireCreateBookingResponse> =>
  call.write(createBookingResponseSchema, 'booking/create', { session_id: sessionId, form: fields }, options);
