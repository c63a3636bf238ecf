// POST /desk/session: the page trades the launch key from its URL fragment for a session cookie, once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { forbidden } from './answers.js';
import { readJsonBody } from './json-body.js';
import type { LaunchSessions } from './launch-sessions.js';

// The body is only {"key": "<43 characters>"}.
const SESSION_BODY_LIMIT = 1024;

export async function serveSessionExchange(
  sessions: LaunchSessions, request: IncomingMessage, response: ServerResponse,
): Promise<void> {
  const body = await readJsonBody(request, SESSION_BODY_LIMIT);
  const key = typeof body === 'object' && body !== null ? (body as { key?: unknown }).key : undefined;
  const cookie = sessions.trade(key);
  if (cookie === null) {
    throw forbidden('host.wrong-key', 'This address was used already or is out of date. '
      + 'Ask Frontdesk for a new one (press Enter where it runs), or restart it.');
  }
  response.writeHead(204, { 'Set-Cookie': cookie });
  response.end();
}
