// The redirect_uri of a desk (DESIGN.md §3): http://127.0.0.1:<port>/callback on a port the system picks, open
// only while one sign-in waits for its answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CALLBACK_PATH = '/callback';

/** The browser's visit to the callback: its query, and the page to show in that tab. */
export interface CallbackVisit {
  query: URLSearchParams;
  reply(status: number, html: string): Promise<void>;
}

export class LoopbackListener {
  private visit: CallbackVisit | null = null;
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

  /** The first visit to /callback; rejects with the signal's reason when it is aborted first. */
  nextVisit(signal: AbortSignal): Promise<CallbackVisit> {
    if (this.visit) return Promise.resolve(this.visit);
    return new Promise((resolve, reject) => {
      const stop = () => reject(signal.reason);
      if (signal.aborted) return stop();
      signal.addEventListener('abort', stop, { once: true });
      this.waiter = (visit) => {
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
    // Browsers also ask for /favicon.ico and the like; only the first GET of /callback is the answer.
    if (request.method !== 'GET' || url.pathname !== CALLBACK_PATH || this.visit) {
      return void send(response, 404, '<!doctype html><title>Not here</title><p>Nothing here.</p>');
    }
    this.visit = { query: url.searchParams, reply: (status, html) => send(response, status, html) };
    this.waiter?.(this.visit);
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
