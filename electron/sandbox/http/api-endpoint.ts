// Serves /api/3.0/…: authenticate, limit, route, act, and wrap the answer in the envelope.
import type { IncomingMessage } from 'node:http';
import { authenticate, requireCredentials, resolveActor } from '../auth/authenticate.js';
import type { SandboxServices } from '../services.js';
import { ApiError, forbidden } from './api-error.js';
import { answerBody, errorBody } from './envelope.js';
import { parseCookies, readBody, requestParams } from './incoming.js';

export interface PlainAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

const API_PREFIX = '/api/3.0/';
/** The bound readBody enforces; a body declared larger is refused before a byte of it is read. */
const MAX_BODY_BYTES = 1_000_000;

/**
 * True when Content-Length announces more than readBody accepts. Refusing before reading lets Node drain the
 * rest after the answer; stopping readBody halfway destroys the socket, so the caller saw a reset, not the 400.
 */
export function declaresOversizeBody(request: IncomingMessage): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > MAX_BODY_BYTES;
}

const tooLarge = () => new ApiError(400, 'invalid_parameter', 'The request body is larger than 1 MB.');

export async function serveApi(services: SandboxServices, request: IncomingMessage, url: URL): Promise<PlainAnswer> {
  const startedAt = performance.now();
  const method = (request.method ?? 'GET').toUpperCase();
  const path = url.pathname.slice(API_PREFIX.length).replace(/\/+$/, '');
  const envelope = { account: services.store.state.account, method, resourcePath: path, startedAt };
  try {
    const remoteAddr = forwardedFor(request) ?? request.socket.remoteAddress ?? '';
    if (!url.pathname.startsWith(API_PREFIX)) {
      throw new ApiError(404, 'not_found', 'This service speaks API 3.0 under /api/3.0/.');
    }
    // The router decodes each path segment; a broken %-escape is the caller's mistake, not a 500.
    if (!decodesCleanly(path)) throw new ApiError(400, 'invalid_parameter', 'The path holds a broken %-escape.');
    if (declaresOversizeBody(request)) throw tooLarge();
    const body = await readBody(request);
    const params = requestParams(url, body, request.headers['content-type']);
    const { store, clock, tokens } = services;
    let principal;
    try {
      principal = authenticate(request.headers, params, store.state, tokens, remoteAddr);
    } catch (error) {
      // Refused credentials count against the caller's address, so that guessing secrets meets the limit too.
      if (error instanceof ApiError && error.status === 401) throwIfLimited(services, `refused:${remoteAddr}`);
      throw error;
    }
    throwIfLimited(services, principal.rateKey);
    const { route, pathParams } = services.router.match(method, path);
    const isPublic = principal.kind === 'anonymous';
    if (isPublic && !(services.publicMode && route.access === 'public')) requireCredentials();
    const actor = resolveActor(principal, request.headers, store.state);
    if (route.access === 'staff' && actor.kind !== 'staff') {
      throw forbidden('staff_only', 'Only a staff member may do this; X-On-Behalf is set to act as a customer.');
    }
    const answer = route.handler({
      method, path, pathParams, params, headers: request.headers, cookies: parseCookies(request.headers.cookie),
      remoteAddr, isPublic, actor, store, clock, provider: principal.provider, forms: services.dialect.forms,
    });
    const headers: Record<string, string | string[]> = { ...answer.headers };
    if (answer.cookies) headers['Set-Cookie'] = answer.cookies;
    return { status: 200, headers, body: JSON.stringify(answerBody(envelope, answer)) };
  } catch (error) {
    return errorAnswer(envelope, error);
  }
}

/** An error in the API's shape for requests the API never reached (a fault, an unknown path, a bad URL). */
export function apiErrorAnswer(services: SandboxServices, method: string, path: string, error: ApiError): PlainAnswer {
  const resourcePath = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : '';
  return errorAnswer({ account: services.store.state.account, method, resourcePath, startedAt: performance.now() }, error);
}

function decodesCleanly(path: string): boolean {
  try {
    path.split('/').forEach((part) => decodeURIComponent(part));
    return true;
  } catch {
    return false;
  }
}

function throwIfLimited(services: SandboxServices, key: string): void {
  const wait = services.rateLimiter.take(key);
  if (wait !== null) {
    throw new ApiError(429, 'rate_limited', `Too many requests; try again in ${wait} s.`, [], { 'Retry-After': String(wait) });
  }
}

function errorAnswer(envelope: Parameters<typeof errorBody>[0], error: unknown): PlainAnswer {
  if (error instanceof ApiError) {
    return { status: error.status, headers: { ...error.headers }, body: JSON.stringify(errorBody(envelope, error)) };
  }
  // A bug in the sandbox must still answer in the documented shape, without a stack trace.
  console.error('sandbox: unexpected error', error);
  const internal = new ApiError(500, 'internal_error', 'The service failed to answer; try again.');
  return { status: 500, headers: {}, body: JSON.stringify(errorBody(envelope, internal)) };
}

/** Spec 4.1: X-Forwarded-For names the connecting client; the first address is the client's own. */
function forwardedFor(request: IncomingMessage): string | undefined {
  const header = request.headers['x-forwarded-for'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  return first === '' ? undefined : first;
}
