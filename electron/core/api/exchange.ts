// One HTTP request and its answer, read whole up to a bound (answer-body.ts), under a timeout and the caller's
// AbortSignal. Redirects come back as answers (redirect: 'manual'): the transport follows a 301 by hand so the
// credentials go with it (spec 7).
import { addressNotFound, cancelled, offline, timedOut, unreadable, type ApiFailure } from './api-errors.js';
import { TOO_LARGE, boundedText } from './answer-body.js';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: URL;
  headers: Readonly<Record<string, string>>;
  body: string | null;
  signal?: AbortSignal;
  timeoutMs: number;
  /** A write whose answer is lost may have been applied: the failure then says maybeApplied. */
  isWrite: boolean;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export type ExchangeResult =
  | { ok: true; answer: HttpAnswer }
  /** retriable: the network failed (not a timeout, not a cancel), so an idempotent call may try again. */
  | { ok: false; failure: ApiFailure; retriable: boolean };

/** Connection never made, so the request cannot have reached the service. */
const NEVER_SENT = new Set([
  'ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT',
]);
const DNS_FAILURES = new Set(['ENOTFOUND', 'EAI_AGAIN']);

/** undici hides the socket error in cause (or in cause.errors when several addresses were tried). */
function errorCodes(error: unknown): string[] {
  const cause = error instanceof Error ? error.cause : undefined;
  if (!(cause instanceof Error)) return [];
  const nested = cause instanceof AggregateError ? cause.errors : [];
  return [cause, ...nested].flatMap((e: unknown) => {
    const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
    return typeof code === 'string' ? [code] : [];
  });
}

function networkFailure(error: unknown, request: HttpRequest): ExchangeResult {
  const codes = errorCodes(error);
  const neverSent = codes.some((code) => NEVER_SENT.has(code));
  const details = request.isWrite && !neverSent ? { maybeApplied: true } : {};
  const failure = codes.some((code) => DNS_FAILURES.has(code))
    ? addressNotFound(request.url.hostname, details)
    : offline(undefined, details);
  return { ok: false, failure, retriable: true };
}

function abortFailure(request: HttpRequest, timeout: AbortSignal): ExchangeResult {
  const details = request.isWrite ? { maybeApplied: true } : {};
  if (request.signal?.aborted || !timeout.aborted) return { ok: false, failure: cancelled(details), retriable: false };
  const seconds = Math.round(request.timeoutMs / 100) / 10;
  const failure = timedOut(seconds, details);
  return { ok: false, failure, retriable: false };
}

/** An answer past the bound: not read, not tried again (it would come as large); a write's may have landed. */
const tooLarge = (request: HttpRequest): ExchangeResult =>
  ({ ok: false, failure: unreadable(TOO_LARGE, request.isWrite ? { maybeApplied: true } : {}), retriable: false });

export async function exchange(fetch: typeof globalThis.fetch, request: HttpRequest): Promise<ExchangeResult> {
  if (request.signal?.aborted) return { ok: false, failure: cancelled(), retriable: false };
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await fetch(request.url, {
      method: request.method, headers: request.headers, body: request.body, redirect: 'manual', signal,
    });
    // The body is read under the same signal, so a service that stalls halfway also times out.
    const text = await boundedText(response);
    if (text === null) return tooLarge(request);
    return { ok: true, answer: { status: response.status, headers: response.headers, text } };
  } catch (error) {
    if (signal.aborted) return abortFailure(request, timeout);
    return networkFailure(error, request);
  }
}
