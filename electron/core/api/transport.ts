// ApiTransport: one call to API 3.0 with its recoveries. A 301 is followed by hand with the same request and
// credentials (spec 7); a 401 asks the Authorizer once; a Retry-After closes the gate to the service until its time
// (service-gate.ts), only a very short one being waited out in place; idempotent calls retry network
// failures and 502/503/504 with the calls' back-off (back-off.ts). Writes are never retried when their fate is unknown.
import type { z } from 'zod';
import { ApiFailure, cancelled, toDeskError } from './api-errors.js';
import { failureOf, parseAnswer } from './answer.js';
import type { AccountAddress, Authorizer } from './authorizer.js';
import { encodeForm, type FormParams } from './form-encoding.js';
import { deliver } from './delivery.js';
import type { HttpAnswer } from './exchange.js';
import { BackOff, CALL_STEPS } from './back-off.js';
import { pause, realSleep, type Sleep } from './pacing.js';
import { attachRemovals, logRemovals, removalsIn } from './read-report.js';
import type { HeldRecords } from './held-records.js';
import { recordsInPieces } from './records-in-pieces.js';
import { retryAfterSeconds } from './retry-after.js';
import type { DeskLog } from '../log/desk-log.js';
import { ServiceGate, waitFailure } from './service-gate.js';

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Below /api/3.0/, already %-encoded per segment, e.g. "booking/PVCA-050314/checkin". */
  path: string;
  params?: FormParams;
  /** X-On-Behalf (4.1, 5.3): a staff account, or "off" to act as a customer. Sent on every try and every hop. */
  onBehalf?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Safe to send again: GETs (the default for them) and POST booking/notes, which only reads. */
  idempotent?: boolean;
  /** Tried once, never again in place (CallOptions.once). */
  once?: boolean;
}

export interface TransportOptions {
  address: AccountAddress;
  authorizer: Authorizer;
  fetch: typeof globalThis.fetch;
  /** Where answers that could not be read whole are reported, for the administrator. */
  log: DeskLog;
  sleep?: Sleep;
  /** Milliseconds since the epoch, for Retry-After given as an HTTP date. */
  now?: () => number;
  /** 0..1, for backoff jitter. */
  random?: () => number;
  timeoutMs?: number;
  /** Tries of an idempotent call, the first included. */
  maxTries?: number;
  /**
   * A Retry-After up to this long is waited out in place (once); a longer one fails at once, and the gate stays
   * closed until its time, so that no screen waits on it.
   */
  maxRateLimitWaitSeconds?: number;
  /** Shared by every call of one account, so that a pause one call met holds for all of them. */
  gate?: ServiceGate;
}

/**
 * How long a request waits for its answer. A venue's desks count on it too: a desk that went silent mid-request has
 * given that request up after this long, and only then does another desk send what it held (venue-outbox.ts).
 */
export const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_TRIES = 3;
const DEFAULT_MAX_RATE_LIMIT_WAIT_S = 2;
/**
 * A server error is no refusal: the service may have applied a write before failing to answer (a 500 or 503 after
 * the change was made, a gateway giving up). Only a 4xx says the write did not happen.
 */
const mayHaveApplied = (status: number) => status >= 500;
const RETRIABLE_STATUSES = new Set([502, 503, 504]);
/**
 * The answers whose Retry-After asks the desk to pause (RFC 6585 for 429, RFC 9110 10.2.3 for 503). A proxy or a page
 * in front of the service may put the header on any answer; read on a 404, it would keep every call of the account
 * from the service for up to 15 minutes.
 */
const ASKS_A_PAUSE = new Set([429, 503]);

/** What a call has already used up: the 401 retry, the 429 wait, and retries of an idempotent call. */
interface Spent {
  reauthorized: boolean;
  waitedForRateLimit: boolean;
  retries: BackOff;
}

/** The records of a list answer's member as read: a list stays a list, a keyed collection stays keyed. */
type ListOf<Envelope, Member extends PropertyKey, Record> =
  Member extends keyof Envelope ? (Envelope[Member] extends readonly unknown[] ? Record[] : { [key: string]: Record }) : never;

export class ApiTransport {
  private readonly sleep: Sleep;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly gate: ServiceGate;

  constructor(private readonly options: TransportOptions) {
    this.sleep = options.sleep ?? realSleep;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.gate = options.gate ?? new ServiceGate(this.now);
  }

  /**
   * A list answer: the envelope parsed with `envelope` (its records under `member` left unread), then each record with
   * `record`, a slice at a time (records-in-pieces.ts), those `held` unchanged not read again; what could not be read
   * is logged and reported as `send` does.
   */
  async sendList<E extends z.ZodType, M extends string, S extends z.ZodType>(request: ApiRequest, envelope: E, member: M,
    record: S, held?: HeldRecords<z.output<S>>): Promise<Omit<z.output<E>, M> & { [K in M]: ListOf<z.output<E>, K, z.output<S>> }> {
    const answer = await this.send(request, envelope) as Record<string, unknown>;
    const read = await recordsInPieces(answer[member] as Record<string, unknown> | unknown[], record, member, held);
    logRemovals(this.options.log, `${request.method} ${request.path.split('?')[0]}`, read.removals);
    return attachRemovals({ ...answer, [member]: read.records }, [...removalsIn(answer), ...read.removals]) as never;
  }

  /** The answer parsed with `schema`; every failure is an ApiFailure. */
  async send<S extends z.ZodType>(request: ApiRequest, schema: S): Promise<z.output<S>> {
    try {
      return parseAnswer(await this.answered(request), schema, this.options.log, `${request.method} ${request.path.split('?')[0]}`);
    } catch (error) {
      if (error instanceof ApiFailure) throw error;
      // e.g. an Authorizer that gave up its refresh because the call was cancelled.
      if (request.signal?.aborted) throw cancelled();
      // A bug (ours or an injected fetch's) still reaches the screen as a sentence, not a stack trace.
      const desk = toDeskError(error);
      throw new ApiFailure(desk.kind, desk.message);
    }
  }

  /** The first 2xx answer, after every recovery this call may make. */
  private async answered(request: ApiRequest): Promise<HttpAnswer> {
    const idempotent = request.idempotent ?? request.method === 'GET';
    const spent: Spent = { reauthorized: false, waitedForRateLimit: false, retries: new BackOff(CALL_STEPS, this.random) };
    for (;;) {
      // Within a pause the service asked for, the request never leaves the desk.
      const shut = this.gate.closed();
      if (shut) throw shut;
      const authorization = await this.options.authorizer.authorization(request.signal);
      const delivery = await deliver(this.deliveryContext(request, idempotent, authorization));
      if (!delivery.ok) {
        if (!(delivery.retriable && idempotent && this.triesLeft(request, spent))) throw delivery.failure;
        await this.backOff(spent, null, 0, request.signal);
        continue;
      }
      const { answer } = delivery;
      if (answer.status >= 200 && answer.status < 300) return answer;
      await this.recover(answer, request, idempotent, authorization, spent);
    }
  }

  /** Returns when the call should go again; throws the failure otherwise. */
  private async recover(answer: HttpAnswer, request: ApiRequest, idempotent: boolean, authorization: string,
    spent: Spent): Promise<void> {
    const { status } = answer;
    if (status === 401) {
      if (spent.reauthorized) throw signedOutFrom(answer);
      spent.reauthorized = true;
      if (await this.options.authorizer.rejected(authorization, request.signal)) return;
      throw signedOutFrom(answer);
    }
    const waitSeconds = ASKS_A_PAUSE.has(status) ? retryAfterSeconds(answer.headers.get('retry-after'), this.now()) : null;
    const heldUntil = waitSeconds === null ? 0 : this.gate.hold(waitSeconds);
    if (status === 429) return this.waitForRateLimit(answer, waitSeconds, heldUntil, spent, request.signal);
    const failure = () => failureOf(answer, {
      ...(!idempotent && mayHaveApplied(status) ? { maybeApplied: true } : {}),
      ...(waitSeconds !== null ? { retryAfterSeconds: waitSeconds, waitUntil: this.now() + waitSeconds * 1000 } : {}),
    });
    if (RETRIABLE_STATUSES.has(status) && idempotent && this.triesLeft(request, spent)) {
      // A longer Retry-After than the screen should wait on: the gate holds it, and the caller hears at once.
      if (waitSeconds !== null && waitSeconds > this.inPlaceLimit) throw failure();
      return this.backOff(spent, waitSeconds, heldUntil, request.signal);
    }
    throw failure();
  }

  private get inPlaceLimit(): number {
    return this.options.maxRateLimitWaitSeconds ?? DEFAULT_MAX_RATE_LIMIT_WAIT_S;
  }

  /**
   * A 429 was refused before anything was applied, so even a write may go again, once, after a very short wait;
   * a longer one fails at once, saying until when (the gate keeps everything else back meanwhile).
   */
  private async waitForRateLimit(answer: HttpAnswer, seconds: number | null, heldUntil: number, spent: Spent,
    signal: AbortSignal | undefined): Promise<void> {
    if (seconds === null || seconds > this.inPlaceLimit || spent.waitedForRateLimit) throw rateLimited(answer, seconds, this.now());
    spent.waitedForRateLimit = true;
    await pause(this.sleep, spent.retries.asked(seconds), signal);
    // Waited out: the gate opens for this call's second try (an injected clock may not have moved).
    this.gate.release(heldUntil);
  }

  private triesLeft(request: ApiRequest, spent: Spent): boolean {
    if (request.once) return false;
    return spent.retries.failuresInARow + 1 < (this.options.maxTries ?? DEFAULT_MAX_TRIES);
  }

  /** The call's next back-off step; a Retry-After the service sent (503) is honoured when it is longer. */
  private async backOff(spent: Spent, retryAfter: number | null, heldUntil: number, signal: AbortSignal | undefined):
    Promise<void> {
    const asked = retryAfter !== null && retryAfter <= this.inPlaceLimit ? retryAfter : null;
    await pause(this.sleep, spent.retries.next(asked), signal);
    if (heldUntil > 0) this.gate.release(heldUntil);
  }

  private deliveryContext(request: ApiRequest, idempotent: boolean, authorization: string) {
    const params = encodeForm(request.params);
    return {
      fetch: this.options.fetch, address: this.options.address, path: request.path,
      method: request.method, query: request.method === 'GET' ? params : null,
      body: request.method === 'POST' ? params.toString() : null,
      headers: requestHeaders(request, authorization), signal: request.signal,
      timeoutMs: request.timeoutMs ?? this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS, isWrite: !idempotent,
    };
  }
}

/** Spec 4: Accept JSON; POST bodies form-encoded; 4.1 X-On-Behalf; 5 Authorization on every request. */
function requestHeaders(request: ApiRequest, authorization: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (authorization !== '') headers.Authorization = authorization;
  if (request.onBehalf !== undefined && request.onBehalf !== '') headers['X-On-Behalf'] = request.onBehalf;
  if (request.method === 'POST') headers['Content-Type'] = 'application/x-www-form-urlencoded';
  return headers;
}

/** failureOf maps 401 to signed-out; named here for the reader of recover(). */
const signedOutFrom = (answer: HttpAnswer): ApiFailure => failureOf(answer);

function rateLimited(answer: HttpAnswer, seconds: number | null, now: number): ApiFailure {
  if (seconds !== null) return waitFailure(seconds, now + seconds * 1000, failureOf(answer).details);
  return new ApiFailure('rate-limited', 'The booking service asked Frontdesk to slow down. Try again in a minute.',
    failureOf(answer).details);
}
