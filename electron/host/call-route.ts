// POST /desk/call/<name>: one contract call. dispatch() parses the input with the call's schema and turns every
// failure into a DeskResult, so the answer is always 200 with that result.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DeskHandlers } from '../core/desk/dispatch.js';
import { dispatch } from '../core/desk/dispatch.js';
import type { DeskLog } from '../core/log/desk-log.js';
import { sendJson } from './answers.js';
import { CALL_BODY_LIMIT, readJsonBody } from './json-body.js';

export async function serveCall(
  desk: { handlers: DeskHandlers; log: DeskLog }, name: string, request: IncomingMessage, response: ServerResponse,
): Promise<void> {
  const input = await readJsonBody(request, CALL_BODY_LIMIT);
  // A closed tab or a cancelled fetch drops the connection: long work (paging, sync) must stop with it.
  const cancel = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) cancel.abort();
  };
  response.once('close', onClose);
  try {
    const result = await dispatch(desk.handlers, name, input, desk.log, cancel.signal);
    if (!cancel.signal.aborted) sendJson(response, 200, result);
  } finally {
    response.off('close', onClose);
  }
}
