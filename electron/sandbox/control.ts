// The control interface of the sandbox (never part of API 3.0): clock, faults, rate limit, move, reset,
// and the logs tests read to prove that a write landed exactly once.
import type { IncomingMessage } from 'node:http';
import { basicCredentials } from './auth/basic.js';
import type { FaultSettings } from './faults.js';
import type { PlainAnswer } from './http/api-endpoint.js';
import { readBody } from './http/incoming.js';
import type { RateLimitSettings } from './rate-limit.js';
import type { SandboxServices } from './services.js';
import type { SentNotification, WriteRecord } from './state/model.js';

export interface SandboxControl {
  /** Moves the sandbox clock forward (codes and tokens expire; "today" moves too). */
  advanceClock(seconds: number): void;
  setFaults(changes: Partial<FaultSettings>): FaultSettings;
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
  let body: Record<string, unknown> = {};
  try {
    const text = await readBody(request);
    body = text.trim() === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    return json(400, { error: 'The body must be a JSON object.' });
  }
  const action = url.pathname.replace(/^\/__sandbox\/?/, '').replace(/\/+$/, '');
  return runControl(control, `${request.method ?? 'GET'} ${action}`, body);
}

async function runControl(control: SandboxControl, action: string, body: Record<string, unknown>): Promise<PlainAnswer> {
  const number = (name: string) => (typeof body[name] === 'number' ? (body[name] as number) : Number.NaN);
  switch (action) {
    case 'POST clock':
      if (!Number.isFinite(number('advance'))) return json(400, { error: 'Send {"advance": seconds}.' });
      control.advanceClock(number('advance'));
      return json(200, { ok: true, offset: control.services().clock.offset });
    case 'POST faults':
      return json(200, { ok: true, faults: control.setFaults(body as Partial<FaultSettings>) });
    case 'DELETE faults':
      control.clearFaults();
      return json(200, { ok: true });
    case 'POST rate-limit':
      if (!Number.isFinite(number('limit'))) return json(400, { error: 'Send {"limit": n, "windowSeconds": s}.' });
      control.setRateLimit({ limit: number('limit'), windowSeconds: Number.isFinite(number('windowSeconds')) ? number('windowSeconds') : 60 });
      return json(200, { ok: true });
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
