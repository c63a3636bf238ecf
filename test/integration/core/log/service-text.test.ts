// The saved log against a service that repeats what it should not: an error message quoting the desk's own access
// token, refresh token and client secret, and a member name carrying a line break with a forged log line after it.
// The desk knows every secret it holds, so none of them reaches the file; and every entry stays one line.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

const FORGED = '2026-11-24T09:00:00.000Z ERROR auth: signed out by the administrator';
let harness: DeskHarness;

/** The service's side: one booking whose refusal quotes the caller's credentials, one list with an odd member name. */
const repeating: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  if (path.endsWith('/booking/ECHO-000001')) {
    const used = (request.headers.get('authorization') ?? '').replace(/^Bearer /, '');
    const [issued] = harness.sandbox.control.services().store.state.tokens.slice(-1);
    const message = `The access token ${used} (refresh ${issued!.refreshToken}, client ${harness.sandbox.clientSecret}) `
      + 'may not read booking ECHO-000001.';
    return Response.json({ error: { code: 'forbidden', message } }, { status: 403 });
  }
  const answer = await fetch(request, { redirect: init?.redirect ?? 'follow' });
  if (!path.endsWith('/booking/index')) return answer;
  const body = await answer.json() as { 'booking/index': Record<string, unknown> };
  body['booking/index'][`x\n${FORGED}`] = { code: ['not', 'a', 'booking'] };
  return Response.json(body, { status: answer.status });
};

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 45, bookings: 60, fetch: repeating });
});
afterAll(() => harness.close());

it('holds none of the desk’s secrets even when the service repeats them in its own words', async () => {
  const refused = await harness.call('bookings.get', { code: 'ECHO-000001' });
  expect(refused).toMatchObject({ ok: false, error: { kind: 'refused' } });
  const [issued] = harness.sandbox.control.services().store.state.tokens.slice(-1);
  const text = readFileSync((await harness.value('desk.saveLog', {})).path, 'utf8');
  expect(text).toContain('may not read booking ECHO-000001');
  for (const secret of [issued!.accessToken, issued!.refreshToken, harness.sandbox.clientSecret]) {
    expect(text.includes(secret), `leaked ${secret.slice(0, 6)}…`).toBe(false);
  }
});

it('keeps a line break the service put in a member name inside its own line', async () => {
  await harness.value('bookings.list', { limit: 5 });
  const text = readFileSync((await harness.value('desk.saveLog', {})).path, 'utf8');
  expect(text).toContain('could not be read');
  expect(text.split('\n').some((line) => line.startsWith(FORGED))).toBe(false);
});
