// How the host says no. A refusal answers with a short JSON body shaped like a failed DeskResult, so that the
// renderer's transport can read every answer the same way; no stack trace or internal detail ever leaves.
import type { ServerResponse } from 'node:http';
import type { DeskResult } from '../../shared/contract/desk-error.js';

/** A request the host will not serve; `code` is for the transport, `message` for a person. */
export class HostRefusal extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
    this.name = 'HostRefusal';
  }
}

export const forbidden = (code: string, message: string) => new HostRefusal(403, code, message);

export const notFound = () => new HostRefusal(404, 'host.not-found', 'There is nothing at this address.');

export const methodNotAllowed = () => new HostRefusal(405, 'host.method-not-allowed', 'This address does not answer that method.');

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (response.destroyed || response.writableEnded) return;
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

export function sendRefusal(response: ServerResponse, refusal: HostRefusal): void {
  const body: DeskResult<never> = { ok: false, error: { kind: 'internal', code: refusal.code, message: refusal.message } };
  // A refused body may still be arriving (413); closing the connection stops the host from reading the rest.
  sendJson(response, refusal.status, body, refusal.status === 413 ? { Connection: 'close' } : {});
}

/** Anything unexpected: logged here, answered with one sentence. */
export function sendFailure(response: ServerResponse, error: unknown): void {
  console.error('host: failed to answer', error);
  if (response.headersSent) {
    response.destroy();
    return;
  }
  sendRefusal(response, new HostRefusal(500, 'host.failed', 'Frontdesk failed to answer. Try again; if it persists, restart it.'));
}
