// A browser host started against a small fake desk and a temporary renderer folder, and plain node:http requests
// to it: no client library in between, so that the tests control every header and the raw request path.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cancelled } from '../../../electron/core/api/api-errors.js';
import { DeskLog } from '../../../electron/core/log/desk-log.js';
import { DeskEvents, type DeskEventSource } from '../../../electron/core/desk/desk-events.js';
import type { DeskHandlers } from '../../../electron/core/desk/dispatch.js';
import { startHost, type RunningHost } from '../../../electron/host/index.js';
import { CALL_NAMES } from '../../../shared/contract/calls.js';

export const INDEX_HTML = '<!doctype html><title>Frontdesk</title><script type="module" src="/assets/app.js"></script>';
export const APP_JS = 'console.log("frontdesk");';
/** Sits beside the renderer folder: a traversal that works would read it. */
export const OUTSIDE_SECRET = '{"name":"outside-the-renderer"}';

export interface TestHost {
  host: RunningHost;
  events: DeskEvents;
  port: number;
  origin: string;
  /** The renderer folder the host serves. */
  staticDir: string;
  /** The signals the slow call was given, to see cancellation. */
  slowSignals: AbortSignal[];
  /** How many event listeners the host holds right now. */
  activeListeners(): number;
  stop(): Promise<void>;
}

/** Every call fails unless a test gives it an answer; desk.ping answers, items.list waits until cancelled. */
function fakeHandlers(slowSignals: AbortSignal[]): DeskHandlers {
  const unused = () => Promise.reject(new Error('this call is not part of the test'));
  const handlers = Object.fromEntries(CALL_NAMES.map((name) => [name, unused])) as unknown as DeskHandlers;
  handlers['desk.ping'] = () => Promise.resolve({ ok: true as const });
  handlers['items.list'] = (_input, signal) => new Promise((_resolve, reject) => {
    slowSignals.push(signal);
    signal.addEventListener('abort', () => reject(cancelled()));
  });
  return handlers;
}

export async function startTestHost(options: { heartbeatMs?: number } = {}): Promise<TestHost> {
  const folder = await mkdtemp(join(tmpdir(), 'frontdesk-host-'));
  const staticDir = join(folder, 'renderer');
  await mkdir(join(staticDir, 'assets'), { recursive: true });
  await writeFile(join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(join(staticDir, 'assets', 'app.js'), APP_JS);
  await writeFile(join(folder, 'package.json'), OUTSIDE_SECRET);
  const events = new DeskEvents(() => undefined);
  const slowSignals: AbortSignal[] = [];
  let active = 0;
  const counted: DeskEventSource = {
    subscribe(listener) {
      active += 1;
      const unsubscribe = events.subscribe(listener);
      return () => {
        active -= 1;
        unsubscribe();
      };
    },
  };
  const host = await startHost({ handlers: fakeHandlers(slowSignals), events: counted, log: new DeskLog(), staticDir, port: 0, ...options });
  const port = host.address.port;
  return {
    host, events, port, origin: `http://127.0.0.1:${port}`, staticDir, slowSignals, activeListeners: () => active,
    stop: async () => {
      await host.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request with exactly these headers (Host defaults to 127.0.0.1:<port>) and this raw path. */
export function send(port: number, path: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { text += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** The headers our own page sends on a POST. */
export function pageHeaders(test: TestHost, cookie?: string): Record<string, string> {
  return { Origin: test.origin, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) };
}

/** Trades a fresh launch key for a session, as the page does; returns the Cookie header value to send back. */
export async function openSession(test: TestHost): Promise<string> {
  const key = new URL(test.host.newLaunchUrl()).hash.replace('#key=', '');
  const answer = await send(test.port, '/desk/session', { method: 'POST', headers: pageHeaders(test), body: JSON.stringify({ key }) });
  const setCookie = answer.headers['set-cookie']?.[0];
  if (answer.status !== 204 || !setCookie) throw new Error(`The session exchange failed: ${answer.status} ${answer.text}`);
  return setCookie.split(';')[0]!;
}

export function call(test: TestHost, name: string, input: unknown, cookie: string, headers: Record<string, string> = {}) {
  return send(test.port, `/desk/call/${name}`, {
    method: 'POST', headers: { ...pageHeaders(test, cookie), ...headers }, body: JSON.stringify(input),
  });
}

/** Opens the event stream and hands back the raw response to read from. */
export function openEvents(test: TestHost, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: test.port, path: '/desk/events', headers }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/** Reads the stream until `text` has arrived; returns everything read. */
export function readUntil(stream: IncomingMessage, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    stream.setEncoding('utf8');
    const onData = (chunk: string) => {
      seen += chunk;
      if (!seen.includes(text)) return;
      stream.off('data', onData);
      resolve(seen);
    };
    stream.on('data', onData);
    stream.once('end', () => reject(new Error(`The stream ended before "${text}" arrived: ${seen}`)));
  });
}
