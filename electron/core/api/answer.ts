// Turns an HTTP answer into the parsed wire value, or into an ApiFailure a person can read in the service's own
// words, from whichever member carries them (shared/wire/service-error.ts); a body that cannot be read is a clear
// error, never a crash.
import type { z } from 'zod';
import type { DeskErrorKind, DeskErrorWords } from '../../../shared/contract/desk-error.js';
import { isFailedAnswer, serviceErrorOf, type ServiceError } from '../../../shared/wire/index.js';
import { readTolerantly } from '../../../shared/wire/tolerant-read.js';
import type { DeskLog } from '../log/desk-log.js';
import { ApiFailure, signedOut, unreadable, type ApiFailureDetails } from './api-errors.js';
import type { HttpAnswer } from './exchange.js';
import { attachRemovals, logRemovals, pathText } from './read-report.js';

/** A service message is shown to a person, so a hostile or broken one must not flood the screen. */
const MAX_MESSAGE_LENGTH = 400;

/** When the service gives no words of its own: the English for the log, and the same as data for the page. */
const DEFAULT_MESSAGES = {
  'invalid-input': { message: 'The booking service did not accept the input. Check it and try again.', said: { id: 'notAccepted' } },
  refused: { message: 'The booking service refused this request.', said: { id: 'refused' } },
  'not-found': { message: 'The booking service has no such record. It may have been removed; refresh and try again.', said: { id: 'notFound' } },
  internal: { message: 'Frontdesk sent a request the booking service does not accept. This is a bug in Frontdesk; please report it.', said: { id: 'badRequest' } },
} satisfies Partial<Record<DeskErrorKind, { message: string; said: DeskErrorWords }>>;

function wordless(kind: keyof typeof DEFAULT_MESSAGES, details: ApiFailureDetails): ApiFailure {
  const { message, said } = DEFAULT_MESSAGES[kind];
  return new ApiFailure(kind, message, { ...details, said });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The error an error body carries, or null when the body is not ours to read (a proxy's HTML page). */
function serviceError(text: string): ServiceError | null {
  const json = parseJson(text);
  return json.ok ? serviceErrorOf(json.value) : null;
}

function cleanMessage(message: string | undefined): string | undefined {
  const oneLine = message?.replace(/\s+/g, ' ').trim();
  if (!oneLine) return undefined;
  return oneLine.length > MAX_MESSAGE_LENGTH ? `${oneLine.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : oneLine;
}

/** 4xx statuses of the assumptions doc; any other 4xx is the service saying no. */
function kindOfStatus(status: number): DeskErrorKind {
  switch (status) {
    case 400: return 'invalid-input';
    case 401: return 'signed-out';
    case 403: case 409: return 'refused';
    case 404: return 'not-found';
    case 405: return 'internal';
    case 429: return 'rate-limited';
    default: return status >= 500 ? 'server' : status >= 400 ? 'refused' : 'unreadable';
  }
}

function serverFailure(status: number, details: ApiFailureDetails): ApiFailure {
  return new ApiFailure('server', `The booking service failed to answer (HTTP ${status}). Try again in a moment; ` +
    'if it persists, the service may be down.', { ...details, said: { id: 'serverFailed', status } });
}

/** The failure for a non-2xx answer that the transport did not recover from. */
export function failureOf(answer: HttpAnswer, extra: ApiFailureDetails = {}): ApiFailure {
  const { status } = answer;
  const error = serviceError(answer.text);
  const kind = kindOfStatus(status);
  const details: ApiFailureDetails = { status, ...(error?.code ? { code: error.code } : {}), ...extra };
  if (error?.fields && error.fields.length > 0) details.fields = error.fields;
  if (kind === 'server') return serverFailure(status, details);
  if (kind === 'signed-out') return signedOut(undefined, undefined, details);
  if (kind === 'unreadable') return unreadable(`HTTP ${status}`, details);
  if (kind === 'internal') return wordless(kind, details);
  const said = cleanMessage(error?.message);
  if (said) return new ApiFailure(kind, said, { ...details, said: { id: 'service' } });
  if (kind in DEFAULT_MESSAGES) return wordless(kind as keyof typeof DEFAULT_MESSAGES, details);
  return new ApiFailure(kind, `The booking service said no (HTTP ${status}).`, { ...details, said: { id: 'saidNo', status } });
}

/**
 * A 2xx answer whose request.status is not OK: the service refused, in its own words (Checkfront's cart reads a
 * failed create this way). It says it applied nothing, so a write is not "may have landed".
 */
function refusalIn(answer: HttpAnswer, body: unknown): ApiFailure {
  const error = serviceErrorOf(body);
  const details: ApiFailureDetails = {
    status: answer.status, ...(error?.code ? { code: error.code } : {}),
    ...(error?.fields && error.fields.length > 0 ? { fields: error.fields } : {}),
  };
  const said = cleanMessage(error?.message);
  return said ? new ApiFailure('refused', said, { ...details, said: { id: 'service' } }) : wordless('refused', details);
}

/**
 * A 2xx body read with its wire schema, tolerantly: what cannot be read is left out (and logged with its path) as
 * long as the answer still stands; otherwise "unreadable", naming the member at fault, with no raw body shown.
 * `what` names the call for the log ("GET booking/index").
 */
export function parseAnswer<S extends z.ZodType>(answer: HttpAnswer, schema: S, log: DeskLog, what = 'an answer'): z.output<S> {
  const json = parseJson(answer.text);
  if (!json.ok) {
    log.warn('read', `${what}: the answer (HTTP ${answer.status}, ${answer.text.length} characters) is not JSON`);
    throw unreadable('it is not JSON', { status: answer.status });
  }
  if (isFailedAnswer(json.value)) throw refusalIn(answer, json.value);
  const read = readTolerantly(schema, json.value);
  logRemovals(log, what, read.removals);
  if (!read.ok) {
    const where = pathText(read.path);
    log.error('read', `${what}: the answer cannot be read: ${where}: ${read.problem}`);
    // The person reads which member; the validator's own words are for the log above.
    throw unreadable(`“${where}” is missing or not as expected`, { status: answer.status });
  }
  return attachRemovals(read.value, read.removals);
}
