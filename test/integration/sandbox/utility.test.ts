// ping and help (spec 2.12, 4.6), the envelope of 2.1 on answers and errors alike (docs/api-assumptions.md
// "Envelope and errors"), and bad input, which is always a 4xx in that envelope, never a 500 or a stack trace.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { accountResponseSchema, companyResponseSchema, helpResponseSchema, pingResponseSchema } from '../../../shared/wire/index.js';
import { signIn, tokensFor } from '../../support/oauth-flow.js';
import { apiGet } from '../../support/sandbox-http.js';

let sandbox: RunningSandbox;
let bookingId: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 66, bookings: 100 });
  const listing = await apiGet(sandbox, 'booking/index', { limit: 1 });
  bookingId = Object.keys(listing.body['booking/index'] as Record<string, unknown>)[0]!;
});
afterAll(() => sandbox.close());

const pairHeader = () => `Basic ${Buffer.from(`${sandbox.apiKey}:${sandbox.apiSecret}`).toString('base64')}`;

/** Sends raw bytes, for requests fetch refuses to make; resolves to the status and the body of the answer. */
function rawRequest(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(sandbox.url);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    let answer = '';
    socket.on('data', (chunk: Buffer) => { answer += chunk.toString('utf8'); });
    socket.on('end', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body });
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

/**
 * Every refusal of bad input: a 4xx, the envelope with request.status ERROR and the reason in request.error.details
 * (where Checkfront's own cart reads it), and no trace of the sandbox's insides.
 */
function expectRefusal(status: number, text: string, expected: { status: number; code?: string }): void {
  expect(status).toBe(expected.status);
  const body = JSON.parse(text);
  expect(body.version).toBe('3.0');
  expect(body.request?.status).toBe('ERROR');
  expect(body.error).toBeUndefined();
  if (expected.code) expect(body.request.error.code).toBe(expected.code);
  expect(body.request.error.details.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.ts:\d+/);
}

describe('ping', () => {
  it('answers pong in the 2.1 envelope', async () => {
    const answer = await apiGet(sandbox, 'ping');
    expect(answer.status).toBe(200);
    const ping = pingResponseSchema.parse(answer.body);
    expect(ping.version).toBe('3.0');
    expect(ping.request).toMatchObject({ status: 'OK', resource: 'ping', method: 'get' });
    expect(ping.account_id).toBeGreaterThan(0);
    expect(ping.host_id).toBeTruthy();
    expect(ping.locale).toMatchObject({ currency: expect.any(String) });
    expect(ping.pong.timezone).toMatch(/^[A-Za-z_]+\/[A-Za-z_]+/);
  });

  it('reports the socket address as remote_addr', async () => {
    expect((await apiGet(sandbox, 'ping')).body.pong.remote_addr).toBe('127.0.0.1');
  });

  it('honours X-Forwarded-For: remote_addr is its first address', async () => {
    const answer = await apiGet(sandbox, 'ping', {}, { headers: { 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' } });
    expect(answer.body.pong.remote_addr).toBe('203.0.113.9');
  });

  it('tells the time on the service clock, in whole Unix seconds', async () => {
    const before = (await apiGet(sandbox, 'ping')).body.pong.time as number;
    expect(Number.isInteger(before)).toBe(true);
    expect(Math.abs(before - sandbox.control.services().clock.now())).toBeLessThan(5);
    sandbox.control.advanceClock(3600);
    const after = (await apiGet(sandbox, 'ping')).body.pong.time as number;
    expect(after - before).toBeGreaterThanOrEqual(3600);
    expect(after - before).toBeLessThan(3605);
  });

  it('names the application whose credentials were used as provider', async () => {
    const { access_token } = await tokensFor(sandbox, sandbox.staff[0]!);
    const viaOAuth = await apiGet(sandbox, 'ping', {}, { auth: { bearer: access_token } });
    expect(viaOAuth.body.pong.provider).toBe(sandbox.control.services().store.state.credentials.client.name);
    expect((await apiGet(sandbox, 'ping')).body.pong.provider).toEqual(expect.any(String));
  });
});

describe('help', () => {
  it('lists the resource names of spec 2.12 as an array, with a see URL', async () => {
    const answer = await apiGet(sandbox, 'help');
    expect(answer.status).toBe(200);
    const help = helpResponseSchema.parse(answer.body).help;
    expect(help.resources).toEqual(['ping', 'help', 'company', 'account', 'customer', 'item', 'stock', 'category',
      'booking', 'discount', 'event', 'giftcert', 'inventory']);
    expect(() => new URL(help.see!)).not.toThrow();
    expect(answer.body.request?.records).toBe(13);
  });
});

describe('account and company (Checkfront\'s ref/account.rst and ref/company.rst)', () => {
  it('lists the staff accounts as the recorded example does, without their passwords', async () => {
    const answer = await apiGet(sandbox, 'account');
    expect(answer.status, answer.text).toBe(200);
    const staff = accountResponseSchema.parse(answer.body).account;
    expect(staff.map((member) => [member.account_id, member.login_id])).toEqual(
      sandbox.control.services().store.state.staff.map((member) => [member.accountId, member.login]));
    expect(answer.text).not.toMatch(/password/i);
    expect((await apiGet(sandbox, 'account', {}, { onBehalf: 'off' })).status).toBe(403);
  });

  it('says when each staff account was made and last signed in, and from where, as the documented answer does', async () => {
    // Sam: the one staff member no other test here signs in as.
    const samOf = async () => ((await apiGet(sandbox, 'account')).body.account as Record<string, unknown>[])[2]!;
    const sam = await samOf();
    const now = sandbox.control.services().clock.nowWhole();
    expect(sam).toMatchObject({ login_id: 'sam', date_created: expect.any(Number), ip_last_login: '192.0.2.12' });
    expect(sam.date_created as number).toBeLessThan(sam.date_last_login as number);
    expect(sam.date_last_login as number).toBeLessThan(now);
    expect(sam.feed_token).toMatch(/^[0-9a-f]{64}$/);
    // Signing in on the authorize page is the last log-in, from this computer.
    await signIn(sandbox, { login: sandbox.staff[2]!.login, password: sandbox.staff[2]!.password });
    expect(await samOf()).toMatchObject({ date_last_login: sandbox.control.services().clock.nowWhole(), ip_last_login: '127.0.0.1' });
  });

  it('describes the company: its zone, currency and formats, also to the Public API', async () => {
    const answer = await apiGet(sandbox, 'company');
    expect(answer.status, answer.text).toBe(200);
    const { company } = companyResponseSchema.parse(answer.body);
    expect(company).toMatchObject({ name: 'Harbour Lights Lodge & Tours', timezone: 'America/Vancouver', currency_id: 'CAD' });
    expect(answer.body.hours).toBe(false);
    // Hours ahead of UTC, as company.json writes -7 for Canada/Pacific: Vancouver is 7 behind in summer, 8 in winter.
    expect([-7, -8]).toContain(answer.body.company.utc_offset);
  });
});

describe('unknown paths and wrong methods', () => {
  it.each(['nothing', 'booking/1/2/3/4', 'pings'])('answers 404 not_found for /api/3.0/%s', async (path) => {
    const answer = await apiGet(sandbox, path);
    expectRefusal(answer.status, answer.text, { status: 404, code: 'not_found' });
  });

  it.each(['/api/2.0/ping', '/nothing', '/', '/oauthx'])('answers 404 in the envelope for %s', async (path) => {
    const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: pairHeader() } });
    expectRefusal(response.status, await response.text(), { status: 404, code: 'not_found' });
  });

  it.each([['DELETE', 'booking/index', 'GET, POST'], ['PUT', 'help', 'GET, POST'], ['GET', 'booking/create', 'POST']])(
    'answers %s on %s with 405 method_not_allowed and Allow: %s', async (method, path, allow) => {
      const response = await fetch(`${sandbox.url}/api/3.0/${path}`, { method, headers: { Authorization: pairHeader() } });
      expect(response.headers.get('allow')).toBe(allow);
      expectRefusal(response.status, await response.text(), { status: 405, code: 'method_not_allowed' });
    });

  it('answers reads to POST as well as GET, as the live service does', async () => {
    for (const path of ['ping', 'help', 'booking/index', 'booking', 'item', 'category', 'account', 'company']) {
      const response = await fetch(`${sandbox.url}/api/3.0/${path}`, { method: 'POST', headers: { Authorization: pairHeader() } });
      expect(response.status, path).toBe(200);
      expect((await response.json()).request).toMatchObject({ status: 'OK', method: 'post' });
    }
  });

  it('answers 405 with every allowed method in Allow', async () => {
    const response = await fetch(`${sandbox.url}/api/3.0/booking/${bookingId}/note`, { headers: { Authorization: pairHeader() } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('bad input is refused in the envelope, never with a 500', () => {
  const post = (path: string, body: string, contentType: string) => fetch(`${sandbox.url}/api/3.0/${path}`, {
    method: 'POST', headers: { Authorization: pairHeader(), 'Content-Type': contentType }, body,
  });

  it('refuses a malformed JSON body with 400', async () => {
    const response = await post(`booking/${bookingId}/note`, '{"body": "half', 'application/json');
    expectRefusal(response.status, await response.text(), { status: 400, code: 'invalid_parameter' });
  });

  it('refuses a body over 1 MB with 400 and answers every time, without resetting the connection', async () => {
    const huge = `body=${'x'.repeat(1_100_000)}`;
    const before = sandbox.control.writes().length;
    for (let i = 0; i < 5; i += 1) {
      const response = await post(`booking/${bookingId}/note`, huge, 'application/x-www-form-urlencoded');
      expectRefusal(response.status, await response.text(), { status: 400, code: 'invalid_parameter' });
    }
    expect(sandbox.control.writes()).toHaveLength(before);
  });

  it('refuses a body over 1 MB at /oauth/token/ in the OAuth shape, without resetting the connection', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${sandbox.url}/oauth/token/`, {
        method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `code=${'x'.repeat(2_000_000)}`,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('invalid_request');
    }
  });

  it('refuses a broken %-escape in the path with 400', async () => {
    const response = await fetch(`${sandbox.url}/api/3.0/booking/%E0%A4%A`, { headers: { Authorization: pairHeader() } });
    expectRefusal(response.status, await response.text(), { status: 400, code: 'invalid_parameter' });
  });

  it('refuses a request target that is not a URL with 400', async () => {
    const answer = await rawRequest('GET http://[ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expectRefusal(answer.status, answer.body, { status: 400, code: 'invalid_parameter' });
  });

  it.each([
    ['garbage after Basic', 'Basic !!!not-base64!!!'],
    ['Basic without a colon', `Basic ${Buffer.from('just-a-key').toString('base64')}`],
    ['an empty Bearer', 'Bearer'],
    ['an unknown scheme', 'Negotiate abc'],
  ])('answers %s in the Authorization header with 401, the error alone (a critical error)', async (_, authorization) => {
    const response = await fetch(`${sandbox.url}/api/3.0/ping`, { headers: { Authorization: authorization } });
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['error', 'error_description']);
    expect(text).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.ts:\d+/);
  });

  it.each([
    ['a limit that is not a number', 'booking/index?limit=abc'],
    ['a limit given as a list', 'booking/index?limit[]=1&limit[]=2'],
    ['deeply nested brackets', 'booking/index?a[b][c][d][e][f]=1'],
    ['a key that names the prototype', 'booking/index?__proto__[x]=1&constructor[prototype][y]=2'],
  ])('answers %s without a 500', async (_, pathAndQuery) => {
    const response = await fetch(`${sandbox.url}/api/3.0/${pathAndQuery}`, { headers: { Authorization: pairHeader() } });
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.ts:\d+/);
    if (response.status >= 400) expectRefusal(response.status, text, { status: response.status });
  });
});
