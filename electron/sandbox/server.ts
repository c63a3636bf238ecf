// The HTTP face of one sandbox address: API 3.0, OAuth, the control interface, faults, and the 301 after a move.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { serveOAuth } from './auth/oauth-endpoints.js';
import { serveControl, type SandboxControl } from './control.js';
import { apiErrorAnswer, serveApi, type PlainAnswer } from './http/api-endpoint.js';
import { ApiError } from './http/api-error.js';
import { serveInvoicePage } from './routes/invoice-page.js';
import type { SandboxServices } from './services.js';

export interface AddressState {
  /** Set when the account has moved away from this address: everything answers 301 to it. */
  movedTo: string | null;
}

/** `control` null: the control interface is not served (a desk's own demo), and its paths answer 404. */
export function requestListener(
  services: () => SandboxServices, control: SandboxControl | null, address: AddressState, afterWrite: () => void,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    handle(services(), control, address, request, response)
      .catch((error: unknown) => {
        console.error('sandbox: failed to answer', error);
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { code: 'internal_error', message: 'The service failed to answer.' } }));
      })
      .finally(afterWrite);
  };
}

async function handle(
  services: SandboxServices, control: SandboxControl | null, address: AddressState,
  request: IncomingMessage, response: ServerResponse,
): Promise<void> {
  const method = (request.method ?? 'GET').toUpperCase();
  // The service's own time, as a live server's Date header gives it: a test that starts the clock at a chosen instant
  // sees that instant here too, not the computer's time.
  response.setHeader('Date', new Date(services.clock.now() * 1000).toUTCString());
  const url = parseTarget(request.url);
  if (url === null) {
    request.resume();
    const badTarget = new ApiError(400, 'invalid_parameter', 'The request target is not a valid URL.');
    return send(response, apiErrorAnswer(services, method, '', badTarget));
  }
  if (url.pathname.startsWith('/__sandbox')) {
    if (control) return send(response, await serveControl(control, request, url));
    request.resume();
    return send(response, { status: 404, headers: { 'Content-Type': 'application/json' }, body: '{"error":"Not found."}' });
  }
  if (address.movedTo !== null) {
    request.resume();
    // Spec 7: "HTTP 301 with a location header pointing to the new address".
    return send(response, { status: 301, headers: { Location: `${address.movedTo}${url.pathname}${url.search}` }, body: '' });
  }
  if (services.faults.settings.offline) return void request.socket.destroy();
  await services.faults.waitIfHeld(method);
  // Read after the hold: the faults may have changed while the write waited.
  const { settings } = services.faults;
  if (settings.latencyMs > 0 && (settings.faultsOn === 'all' || method === 'POST')) await sleep(settings.latencyMs);
  const fault = services.faults.decide(method);
  if (fault === 'drop-before') return void request.socket.destroy();
  if (fault === 'error-before') {
    request.resume();
    return send(response, injectedError(services, method, url.pathname));
  }
  const answer = await route(services, request, url);
  if (fault === 'error-after') return send(response, injectedError(services, method, url.pathname));
  if (fault === 'drop-after') return void request.socket.destroy();
  if (url.pathname.startsWith('/api/') && answer.status < 300) {
    answer.body = services.dialect.apply(answer.body, method, url.pathname);
  }
  if (fault === 'malformed') answer.body = answer.body.slice(0, Math.floor(answer.body.length / 2));
  send(response, answer);
}

/** An injected failure; every JSON answer carries the envelope (docs/api-assumptions.md), these included. */
function injectedError(services: SandboxServices, method: string, path: string): PlainAnswer {
  const { errorStatus, retryAfterSeconds } = services.faults.settings;
  const headers: Record<string, string> = retryAfterSeconds > 0 ? { 'Retry-After': String(retryAfterSeconds) } : {};
  const failure = errorStatus === 503
    ? new ApiError(503, 'service_unavailable', 'The service is busy; try again shortly.', [], headers)
    : errorStatus === 429
      ? new ApiError(429, 'rate_limited', 'Too many requests; wait as Retry-After says.', [], headers)
      : new ApiError(errorStatus, 'internal_error', 'The service failed to answer.', [], headers);
  return apiErrorAnswer(services, method, path, failure);
}

function route(services: SandboxServices, request: IncomingMessage, url: URL): Promise<PlainAnswer> {
  if (url.pathname.startsWith('/api/')) return serveApi(services, request, url);
  if (url.pathname === '/oauth' || url.pathname.startsWith('/oauth/')) return serveOAuth(services, request, url);
  if (url.pathname.startsWith('/invoice/')) return Promise.resolve(serveInvoicePage(services, request, url));
  request.resume();
  const nothing = new ApiError(404, 'not_found', 'Nothing here: the API lives under /api/3.0/.');
  return Promise.resolve(apiErrorAnswer(services, (request.method ?? 'GET').toUpperCase(), url.pathname, nothing));
}

/** The request target as a URL, or null when it is not one (an absolute-form target such as "http://["). */
function parseTarget(target: string | undefined): URL | null {
  try {
    return new URL(target ?? '/', 'http://127.0.0.1');
  } catch {
    return null;
  }
}

function send(response: ServerResponse, answer: PlainAnswer): void {
  const headers: Record<string, string | string[]> = { ...answer.headers };
  if (answer.body !== '' && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
  headers['Content-Length'] = String(Buffer.byteLength(answer.body));
  response.writeHead(answer.status, headers);
  response.end(answer.body);
}
