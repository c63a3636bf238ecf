// Nothing the browser host answers carries a token or a secret: every call through the real host and desk,
// the event stream included, scanned for every credential the sandbox knows.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startHost, type RunningHost } from '../../../electron/host/index.js';
import { CALL_NAMES } from '../../../shared/contract/names.js';
import { deskOnDemo, type DeskHarness } from '../../support/desk-harness.js';

let harness: DeskHarness;
let host: RunningHost;
let cookie = '';
let staticDir = '';
const origin = () => host.url.replace(/\/$/, '');

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 44, bookings: 150 });
  staticDir = mkdtempSync(join(tmpdir(), 'frontdesk-host-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Frontdesk</title>');
  host = await startHost({ handlers: harness.running.handlers, events: harness.running.events, log: harness.running.log, staticDir });
  const session = await fetch(`${host.url}desk/session`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin() },
    body: JSON.stringify({ key: host.launchUrl.split('#key=')[1] }),
  });
  cookie = (session.headers.get('set-cookie') ?? '').split(';')[0]!;
});
afterAll(async () => {
  await host.close();
  await harness.close();
  rmSync(staticDir, { recursive: true, force: true });
});

async function callText(name: string, input: unknown): Promise<string> {
  const response = await fetch(`${host.url}desk/call/${name}`, {
    method: 'POST', body: JSON.stringify(input), headers: { 'Content-Type': 'application/json', Origin: origin(), Cookie: cookie },
  });
  return `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${await response.text()}`;
}

it('never sends a token or a secret to the page, whatever it calls', async () => {
  const events = new AbortController();
  const stream = await fetch(`${host.url}desk/events`, { headers: { Cookie: cookie }, signal: events.signal });
  const reader = stream.body!.getReader();
  const code = harness.sandbox.control.services().store.state.bookings[0]!.code;
  const inputs: Record<string, unknown> = {
    'bookings.get': { code }, 'bookings.invoice': { code }, 'bookings.checkIn': { code }, 'bookings.checkOut': { code },
    'bookings.addNote': { code, body: 'scan' }, 'bookings.setBookmark': { code, bookmarked: true },
    'bookings.setStatus': { code, statusId: 'HOLD', notify: false, setPaid: false }, 'customers.get': { id: 1 },
    'customers.search': { name: 'Ava Smith' }, 'items.calendar': { from: 20261201, to: 20261207 },
    'staff.setActing': { accountId: 2 }, 'staff.add': { accountId: 3, name: 'Sam' }, 'staff.remove': { accountId: 3 },
    'accounts.select': { accountId: 'demo' }, 'accounts.remove': { accountId: 'none' },
    'accounts.addOAuth': { label: 'x', baseUrl: 'https://x.example', clientId: 'id', clientSecret: 'not-a-real-one' },
    'accounts.addTokenPair': { label: 'y', baseUrl: 'https://y.example', apiKey: 'k', apiSecret: 'not-real-either' },
  };
  const answers: string[] = [];
  // auth.signOut last, so that every other call runs signed in.
  for (const name of CALL_NAMES.filter((n) => n !== 'auth.signOut' && n !== 'auth.signIn')) answers.push(await callText(name, inputs[name] ?? {}));
  answers.push(await callText('auth.signOut', {}));
  answers.push(await callText('accounts.useDemo', {}));
  const { value } = await reader.read();
  answers.push(new TextDecoder().decode(value));
  events.abort();

  const tokens = harness.sandbox.control.services().store.state.tokens.flatMap((t) => [t.accessToken, t.refreshToken]);
  const used = harness.requests.map((r) => r.headers.get('authorization') ?? '').filter((h) => h.startsWith('Bearer ')).map((h) => h.slice(7));
  const secrets = [...tokens, ...used, harness.sandbox.clientSecret, harness.sandbox.apiSecret, 'not-a-real-one', 'not-real-either',
    ...harness.sandbox.staff.map((s) => s.password)];
  expect(used.length).toBeGreaterThan(5);
  const everything = answers.join('\n');
  for (const secret of new Set(secrets)) expect(everything.includes(secret), `leaked ${secret.slice(0, 6)}…`).toBe(false);
});
