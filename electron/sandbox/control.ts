// The control interface of the sandbox (never part of API 3.0): clock, faults, rate limit, move, reset,
// and the logs tests read to prove that a write landed exactly once.
import type { IncomingMessage } from 'node:http';
import { basicCredentials } from './auth/basic.js';
import { DIALECTS, type AnswerRewrite, type Dialect } from './dialect/answer-dialect.js';
import { AMOUNT_FORMS, DATE_FORMS, PAGING_FORMS, type AnswerForms } from './dialect/answer-forms.js';
import { NO_FAULTS, type FaultSettings } from './faults.js';
import { declaresOversizeBody, type PlainAnswer } from './http/api-endpoint.js';
import { readBody } from './http/incoming.js';
import type { RateLimitSettings } from './rate-limit.js';
import type { SandboxServices } from './services.js';
import type { SentNotification, WriteRecord } from './state/model.js';

export interface SandboxControl {
  /** Moves the sandbox clock forward (codes and tokens expire; "today" moves too). */
  advanceClock(seconds: number): void;
  setFaults(changes: Partial<FaultSettings>): FaultSettings;
  /** Successful API answers from now on in this dialect (the live one writes them the way a PHP service does). */
  setDialect(dialect: Dialect): void;
  /** A test's own rewrite of every successful API answer, or null to stop. */
  rewriteAnswers(rewrite: AnswerRewrite | null): void;
  /** Booking answers from now on with dates, amounts or paging in another form (answer-forms.ts). */
  setForms(changes: Partial<AnswerForms>): AnswerForms;
  clearFaults(): void;
  setRateLimit(settings: RateLimitSettings): void;
  /** Serves the account at a new address; the old one answers 301 to it. Resolves to the new base URL. */
  move(): Promise<string>;
  /** Back to the seed: every booking, note, token and session as at start. */
  reset(): void;
  writes(): WriteRecord[];
  notifications(): SentNotification[];
  services(): SandboxServices;
}

const json = (status: number, value: unknown): PlainAnswer => ({
  status, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value),
});

/** HTTP face of the control interface, at /__sandbox/…, for demos and for tests in other processes. */
export async function serveControl(control: SandboxControl, request: IncomingMessage, url: URL): Promise<PlainAnswer> {
  const { apiKey, apiSecret } = control.services().store.state.credentials;
  const basic = basicCredentials(request.headers);
  // The token pair guards it, so that a web page cannot reset or fault the sandbox behind the user's back.
  if (!basic || basic.user !== apiKey || basic.password !== apiSecret) {
    return json(401, { error: 'The control interface needs the sandbox API key and secret as HTTP Basic.' });
  }
  let body: unknown = {};
  try {
    if (declaresOversizeBody(request)) throw new Error('too large');
    const text = await readBody(request);
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    body = null;
  }
  // null, an array or a number would crash the actions below (a 500); they are the caller's mistake.
  if (!isRecord(body)) return json(400, { error: 'The body must be a JSON object.' });
  const action = url.pathname.replace(/^\/__sandbox\/?/, '').replace(/\/+$/, '');
  return runControl(control, `${request.method ?? 'GET'} ${action}`, body);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each fault setting must be known and of the type NO_FAULTS gives it; rates are shares from 0 to 1. */
function faultProblem(body: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(body)) {
    if (!Object.hasOwn(NO_FAULTS, name)) return `Unknown fault setting "${name}".`;
    const expected = NO_FAULTS[name as keyof FaultSettings];
    if (typeof value !== typeof expected) return `${name} must be a ${typeof expected}.`;
    if (name === 'faultsOn' && !['all', 'writes'].includes(value as string)) return 'faultsOn must be "all" or "writes".';
    if (name.endsWith('When') && !['before', 'after', 'either'].includes(value as string)) {
      return `${name} must be "before", "after" or "either".`;
    }
    if (name === 'errorStatus' && !(value === 429 || (Number.isInteger(value) && (value as number) >= 500 && (value as number) <= 599))) {
      return 'errorStatus must be 429 or a status from 500 to 599.';
    }
    if (name === 'retryAfterSeconds' && !(Number.isInteger(value) && (value as number) >= 0)) {
      return 'retryAfterSeconds must be a whole number of seconds, 0 or more.';
    }
    if (name.endsWith('Rate') && !((value as number) >= 0 && (value as number) <= 1)) return `${name} must be from 0 to 1.`;
    if (name === 'latencyMs' && !(Number.isFinite(value) && (value as number) >= 0)) return 'latencyMs must be 0 or more.';
  }
  return null;
}

const FORM_CHOICES: Record<keyof AnswerForms, readonly string[]> = { dates: DATE_FORMS, amounts: AMOUNT_FORMS, paging: PAGING_FORMS };

/** Each form must be one the sandbox knows, e.g. {"dates": "mysql"}. */
function formsProblem(body: Record<string, unknown>): string | null {
  for (const [name, value] of Object.entries(body)) {
    const choices = FORM_CHOICES[name as keyof AnswerForms] as readonly string[] | undefined;
    if (!choices) return `Unknown form "${name}"; the forms are ${Object.keys(FORM_CHOICES).join(', ')}.`;
    if (!choices.includes(value as string)) return `${name} must be one of ${choices.join(', ')}.`;
  }
  return null;
}

async function runControl(control: SandboxControl, action: string, body: Record<string, unknown>): Promise<PlainAnswer> {
  const number = (name: string) => (typeof body[name] === 'number' ? (body[name] as number) : Number.NaN);
  switch (action) {
    case 'POST clock':
      if (!Number.isFinite(number('advance'))) return json(400, { error: 'Send {"advance": seconds}.' });
      control.advanceClock(number('advance'));
      return json(200, { ok: true, offset: control.services().clock.offset });
    case 'POST faults': {
      const problem = faultProblem(body);
      if (problem) return json(400, { error: problem });
      return json(200, { ok: true, faults: control.setFaults(body as Partial<FaultSettings>) });
    }
    case 'POST dialect': {
      if (!(DIALECTS as readonly unknown[]).includes(body.dialect)) {
        return json(400, { error: `Send {"dialect": ${DIALECTS.map((name) => `"${name}"`).join(' or ')}}.` });
      }
      control.setDialect(body.dialect as Dialect);
      return json(200, { ok: true, dialect: body.dialect });
    }
    case 'POST forms': {
      const problem = formsProblem(body);
      if (problem) return json(400, { error: problem });
      return json(200, { ok: true, forms: control.setForms(body as Partial<AnswerForms>) });
    }
    case 'DELETE faults':
      control.clearFaults();
      return json(200, { ok: true });
    case 'POST rate-limit': {
      const windowSeconds = body.windowSeconds === undefined ? 60 : number('windowSeconds');
      if (!(number('limit') >= 0) || !(windowSeconds > 0)) {
        return json(400, { error: 'Send {"limit": n (0 turns it off), "windowSeconds": s (more than 0)}.' });
      }
      control.setRateLimit({ limit: number('limit'), windowSeconds });
      return json(200, { ok: true });
    }
    case 'POST move':
      return json(200, { ok: true, url: await control.move() });
    case 'POST reset':
      control.reset();
      return json(200, { ok: true });
    case 'GET writes':
      return json(200, { writes: control.writes() });
    case 'GET notifications':
      return json(200, { notifications: control.notifications() });
    default:
      return json(404, { error: `Unknown control action "${action}".` });
  }
}
