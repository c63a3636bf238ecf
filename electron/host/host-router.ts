// The order of checks for every request: headers first, then who is asking, then the session, then the route.
// Nothing under /desk/ runs for a request that fails an earlier check.
import { NOT_CONNECTED } from '../../shared/contract/desk-error.js';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { DeskEventSource } from '../core/desk/desk-events.js';
import type { DeskHandlers } from '../core/desk/dispatch.js';
import type { DeskLog } from '../core/log/desk-log.js';
import { forbidden, HostRefusal, methodNotAllowed, notFound, sendFailure, sendRefusal } from './answers.js';
import { serveCall } from './call-route.js';
import { serveEvents } from './event-stream.js';
import type { LaunchSessions } from './launch-sessions.js';
import { isFromAnotherSite, isOwnHost, isOwnOrigin } from './request-origin.js';
import { applySecurityHeaders } from './security-headers.js';
import { serveSessionExchange } from './session-route.js';
import { serveStatic } from './static-files.js';

export interface HostContext {
  handlers: DeskHandlers;
  events: DeskEventSource;
  log: DeskLog;
  sessions: LaunchSessions;
  /** The real path of the renderer's folder. */
  staticRoot: string;
  port: number;
  heartbeatMs: number;
}

const CALL_PREFIX = '/desk/call/';

export function hostRequestListener(context: HostContext): RequestListener {
  return (request, response) => {
    answer(context, request, response).catch((error: unknown) => {
      if (error instanceof HostRefusal) sendRefusal(response, error);
      else sendFailure(response, error);
    });
  };
}

async function answer(context: HostContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // Only the origin-form target ("/path?query"); an absolute-form target names some other server.
  const target = request.url ?? '';
  const path = target.split('?')[0] ?? '';
  const deskRoute = path === '/desk' || path.startsWith('/desk/');
  applySecurityHeaders(response, deskRoute);
  if (!isOwnHost(request.headers.host, context.port)) {
    throw new HostRefusal(421, 'host.wrong-host', 'This server answers only to 127.0.0.1 and localhost.');
  }
  if (!target.startsWith('/')) throw new HostRefusal(400, 'host.bad-path', 'This address is not allowed.');
  if (deskRoute) return serveDesk(context, path, request, response);
  return serveStatic(context.staticRoot, path, request, response);
}

async function serveDesk(context: HostContext, path: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = request.method ?? 'GET';
  const origin = request.headers.origin;
  // A browser always sends Origin on a POST; without it the caller is not our page, so it is refused too.
  const foreign = method === 'POST' ? !isOwnOrigin(origin, context.port) : origin !== undefined && !isOwnOrigin(origin, context.port);
  if (foreign || isFromAnotherSite(request.headers)) {
    throw forbidden('host.foreign-origin', 'Only the Frontdesk page itself may use the desk.');
  }
  if (path === '/desk/session') {
    if (method !== 'POST') throw methodNotAllowed();
    return serveSessionExchange(context.sessions, request, response);
  }
  if (!context.sessions.admits(request.headers.cookie)) {
    throw forbidden('host.no-session', NOT_CONNECTED);
  }
  if (path.startsWith(CALL_PREFIX)) {
    if (method !== 'POST') throw methodNotAllowed();
    return serveCall(context, path.slice(CALL_PREFIX.length), request, response);
  }
  if (path === '/desk/events') {
    if (method !== 'GET') throw methodNotAllowed();
    return serveEvents(context.events, request, response, context.heartbeatMs);
  }
  throw notFound();
}
