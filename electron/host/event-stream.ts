// GET /desk/events: the desk's events as Server-Sent Events, one `event: <name>` / `data: <json>` block each.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeskEventSource } from '../core/desk/desk-events.js';

/** Proxies and the browser drop a silent connection; a comment line every so often keeps it open. */
export const HEARTBEAT_MS = 15_000;

// A page that stops reading (a frozen tab) must not make the host buffer events without end; past this the stream
// is closed and EventSource reconnects when the page wakes.
const BACKLOG_LIMIT = 1024 * 1024;

export function serveEvents(
  events: DeskEventSource, request: IncomingMessage, response: ServerResponse, heartbeatMs: number,
): void {
  request.resume();
  response.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', Connection: 'keep-alive' });
  const write = (text: string) => {
    if (response.destroyed || response.writableEnded) return;
    if (response.writableLength > BACKLOG_LIMIT) response.destroy();
    else response.write(text);
  };
  // Sends the headers at once, so that the page's EventSource opens before the first event.
  write(': connected\n\n');
  // JSON.stringify never emits a raw line break, so one data line holds the whole payload.
  const unsubscribe = events.subscribe((name, payload) => write(`event: ${name}\ndata: ${JSON.stringify(payload ?? null)}\n\n`));
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
  response.once('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
