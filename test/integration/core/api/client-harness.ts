// A BookingService wired to a running sandbox over real HTTP, with the fetch wrapped to record every request and
// fakes only for what the client is given from outside: the Authorizer, the account address and the sleep.
import { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { BookingService } from '../../../../electron/core/api/booking-service.js';
import type { AccountAddress, Authorizer } from '../../../../electron/core/api/authorizer.js';
import type { Sleep } from '../../../../electron/core/api/pacing.js';
import { ApiTransport, type TransportOptions } from '../../../../electron/core/api/transport.js';
import type { RunningSandbox } from '../../../../electron/sandbox/index.js';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: string | null;
}

export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** The sandbox token pair as the Authorizer hands it out; `wrongFirst` starts with a dead credential. */
export class FakeAuthorizer implements Authorizer {
  rejectedWith: string[] = [];
  current: string;

  constructor(private readonly good: string, wrongFirst = false, private readonly refreshWorks = true) {
    this.current = wrongFirst ? basic('dead', 'key') : good;
  }

  authorization(): Promise<string> {
    return Promise.resolve(this.current);
  }

  rejected(usedAuthorization: string): Promise<boolean> {
    this.rejectedWith.push(usedAuthorization);
    if (this.refreshWorks) this.current = this.good;
    return Promise.resolve(this.refreshWorks);
  }
}

export class FakeAddress implements AccountAddress {
  movedTo: string[] = [];
  /** Moves to another host the service announced, for the person to accept. */
  elsewhere: string[] = [];

  constructor(public baseUrl: string) {}

  moved(newBaseUrl: string): void {
    this.movedTo.push(newBaseUrl);
    this.baseUrl = newBaseUrl;
  }

  movedElsewhere(newBaseUrl: string): void {
    this.elsewhere.push(newBaseUrl);
  }
}

/** The real fetch, recording each request before it goes out. */
export function recordingFetch(requests: RecordedRequest[]): typeof globalThis.fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const body = typeof init?.body === 'string' ? init.body : null;
    requests.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body });
    return fetch(input, init);
  };
}

export interface Harness {
  service: BookingService;
  transport: ApiTransport;
  authorizer: FakeAuthorizer;
  address: FakeAddress;
  requests: RecordedRequest[];
  /** Milliseconds of every sleep the client asked for. */
  sleeps: number[];
}

export interface HarnessOptions extends Partial<Omit<TransportOptions, 'sleep' | 'authorizer'>> {
  acting?: string;
  authorizer?: FakeAuthorizer;
  /** Runs on each sleep instead of waiting (e.g. to move the sandbox clock or clear a fault). */
  onSleep?: (ms: number, count: number) => void;
  /** Use the real sleep (for cancel-during-wait tests). */
  sleep?: Sleep;
}

export function harness(sandbox: RunningSandbox, options: HarnessOptions = {}): Harness {
  const requests: RecordedRequest[] = [];
  const sleeps: number[] = [];
  const authorizer = options.authorizer ?? new FakeAuthorizer(basic(sandbox.apiKey, sandbox.apiSecret));
  const address = new FakeAddress(sandbox.url);
  const { acting, onSleep, ...transportOptions } = options;
  const fakeSleep: Sleep = (ms) => {
    sleeps.push(ms);
    onSleep?.(ms, sleeps.length);
    return Promise.resolve();
  };
  const transport = new ApiTransport({
    address, fetch: recordingFetch(requests), random: () => 0.5, ...transportOptions,
    authorizer, sleep: options.sleep ?? fakeSleep, log: options.log ?? new DeskLog(),
  });
  const service = new BookingService(transport, () => acting);
  return { service, transport, authorizer, address, requests, sleeps };
}

/** The ApiFailure a call rejects with; anything else (or success) fails the test. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await failureOf(promise);
  if (error instanceof ApiFailure) return error;
  throw new Error(`Expected an ApiFailure, got ${String(error)}`);
}

/** The failure a promise rejects with (the test fails if it resolves). */
export async function failureOf<T>(promise: Promise<T>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}
