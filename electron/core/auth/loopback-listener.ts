// The redirect_uri of a desk: http://127.0.0.1:<port>/callback on a port the system picks, open
// only while one sign-in waits for its answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CALLBACK_PATH = '/callback';

/** The browser's visit to the callback: its query, and the page to show in that tab. */
export interface CallbackVisit {
  query: URLSearchParams;
  reply(status: number, html: string): Promise<void>;
}

/** Visits not yet looked at; past this, more are turned away (a flood of forged answers costs nothing). */
const WAITING_LIMIT = 8;

export class LoopbackListener {
  private readonly waiting: CallbackVisit[] = [];
  private waiter: ((visit: CallbackVisit) => void) | null = null;

  private constructor(private readonly server: Server, readonly redirectUri: string) {}

  /** Listens on 127.0.0.1 only (never all interfaces): no other machine may deliver a code. */
  static open(): Promise<LoopbackListener> {
    return new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        const listener = new LoopbackListener(server, `http://127.0.0.1:${port}${CALLBACK_PATH}`);
        server.on('request', (request, response) => listener.serve(request, response));
        resolve(listener);
      });
    });
  }

  /**
   * The next visit to /callback, in the order they came; rejects with the signal's reason when it is aborted first.
   * Any page can send the browser here, so a visit is only a candidate: the caller checks its state.
   */
  nextVisit(signal: AbortSignal): Promise<CallbackVisit> {
    const queued = this.waiting.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const stop = () => {
        this.waiter = null;
        reject(signal.reason);
      };
      if (signal.aborted) return stop();
      signal.addEventListener('abort', stop, { once: true });
      this.waiter = (visit) => {
        this.waiter = null;
        signal.removeEventListener('abort', stop);
        resolve(visit);
      };
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeIdleConnections();
    });
  }

  private serve(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // Browsers also ask for /favicon.ico and the like; only a GET of /callback may be the answer.
    if (request.method !== 'GET' || url.pathname !== CALLBACK_PATH) {
      return void send(response, 404, '<!doctype html><title>Not here</title><p>Nothing here.</p>');
    }
    if (!this.waiter && this.waiting.length >= WAITING_LIMIT) {
      return void send(response, 429, '<!doctype html><title>Busy</title><p>Too many answers at once.</p>');
    }
    const visit = { query: url.searchParams, reply: (status: number, html: string) => send(response, status, html) };
    if (this.waiter) this.waiter(visit);
    else this.waiting.push(visit);
  }
}

function send(response: ServerResponse, status: number, html: string): Promise<void> {
  return new Promise((resolve) => {
    response.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      // The listener closes right after this answer; the browser must not keep the connection for later.
      Connection: 'close',
    });
    response.end(html, () => resolve());
  });
}
