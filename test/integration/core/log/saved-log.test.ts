// The log a person sends to their administrator: desk.saveLog writes the recent lines to an owner-only file, and
// no credential the desk has ever held is in it, even when lines were written with them.
import { readFileSync, statSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

let harness: DeskHarness;
beforeAll(async () => { harness = await deskOnDemo({ seed: 45, bookings: 60 }); });
afterAll(() => harness.close());

it('writes the recent lines to a file in the data folder, with no token, secret, password, code or launch key', async () => {
  await harness.value('bookings.list', { limit: 5 });
  // What went wrong for the person is in the log, in the words they saw.
  expect((await harness.call('bookings.get', { code: 'NOPE-000000' })).ok).toBe(false);
  const { sandbox } = harness;
  const deskLog = harness.running.log;
  const [issued] = sandbox.control.services().store.state.tokens;
  const used = harness.requests.map((r) => r.headers.get('authorization') ?? '').find((h) => h.startsWith('Bearer '))!.slice(7);
  const basic = Buffer.from(`${sandbox.clientId}:${sandbox.clientSecret}`).toString('base64');
  const password = sandbox.staff[0]!.password;
  // The worst a careless line could carry: headers, form bodies, token answers, callback and launch addresses.
  deskLog.warn('api', `GET /api/3.0/ping with Authorization: Bearer ${used} answered 401`);
  deskLog.error('auth', 'refresh failed', `grant_type=refresh_token&refresh_token=${issued!.refreshToken}`);
  deskLog.error('auth', 'token answer unreadable', { access_token: issued!.accessToken, refresh_token: issued!.refreshToken });
  deskLog.error('auth', `token request with Authorization: Basic ${basic} client_secret=${sandbox.clientSecret}`);
  deskLog.warn('auth', 'callback http://127.0.0.1:5123/callback?code=code_oauthcode42&state=s1');
  deskLog.warn('host', 'launch http://127.0.0.1:4000/#key=launchkey4242424242');
  deskLog.warn('demo', `sign-in form login=alex password=${password}`);
  deskLog.warn('outbox', 'check-in of PVCA-050314 refused: the booking is VOID');

  const saved = await harness.value('desk.saveLog', {});
  const text = readFileSync(saved.path, 'utf8');
  expect(saved.path).toMatch(/[/\\]logs[/\\]frontdesk-log-[\dT-]+Z\.txt$/);
  expect(text).toMatch(/^Frontdesk log, saved \d{4}-/);
  expect(text).toContain('check-in of PVCA-050314 refused: the booking is VOID');
  expect(text).toMatch(/INFO {2}desk: bookings\.get: not-found: /);
  expect(text).toMatch(/INFO {2}auth: Demo account: signed-in/);
  expect(saved.lines).toBe(deskLog.recent().length);
  for (const secret of [used, issued!.accessToken, issued!.refreshToken, basic, sandbox.clientSecret, password,
    'code_oauthcode42', 'launchkey4242424242']) {
    expect(text.includes(secret), `leaked ${secret.slice(0, 8)}…`).toBe(false);
  }
  if (process.platform !== 'win32') expect(statSync(saved.path).mode & 0o777).toBe(0o600);
});
