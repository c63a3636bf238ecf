// What a route handler gets (the parsed request, who is acting) and what it gives back.
import type { AnswerForms } from '../dialect/answer-forms.js';
import type { IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../clock.js';
import type { StaffMember } from '../state/model.js';
import type { Store } from '../state/store.js';
import type { Params } from './params.js';

/** Who the request acts as: a staff member, or a customer (X-On-Behalf: off, or the Public API). */
export type Actor = { kind: 'staff'; staff: StaffMember } | { kind: 'customer' };

export interface RequestContext {
  method: string;
  /** Path below /api/3.0/, without slashes at either end, e.g. "booking/index". */
  path: string;
  /** Values of the route's :placeholders. */
  pathParams: Record<string, string>;
  params: Params;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string>;
  remoteAddr: string;
  /** An unauthenticated Public API call: reduced views apply. */
  isPublic: boolean;
  actor: Actor;
  store: Store;
  clock: Clock;
  /** Name of the application whose credentials were used (ping's provider). */
  provider: string;
  /** How booking answers are written (dialect/answer-forms.ts): the paging form changes which records a page holds. */
  forms: AnswerForms;
}

export interface RequestInfo {
  /** The request's own parameters, as sent, written first: a live item list echoes them in request. */
  echo?: Record<string, string>;
  resource?: string;
  id?: string;
  records?: number;
  total_records?: number;
  limit?: number;
  page?: number;
  pages?: number;
  timestamp?: number;
  /** request.data: booking/create's invoice or payment address (url), where Checkfront's own cart reads it. */
  data?: Record<string, unknown>;
}

export interface ApiAnswer {
  /** Name of the member holding the data, e.g. "booking/index". */
  member: string;
  data: unknown;
  request?: RequestInfo;
  /** Other top-level members (query, events). */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  cookies?: string[];
}

export type RouteHandler = (context: RequestContext) => ApiAnswer;

export function staffOf(context: RequestContext): StaffMember | null {
  return context.actor.kind === 'staff' ? context.actor.staff : null;
}
