// The sandbox's control interface (never part of API 3.0): faults, the rate limit, moving the account, reset, and
// its HTTP face at /__sandbox/…, which only the token pair may use.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import { tokensFor } from '../../support/oauth-flow.js';
import { apiGet, apiPost } from '../../support/sandbox-http.js';
import { until } from '../../support/until.js';

let sandbox: RunningSandbox;
let bookingId: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 44, bookings: 100 });
  const listing = await apiGet(sandbox, 'booking/index', { limit: 1 });
  bookingId = Object.keys(listing.body['booking/index'] as Record<string, unknown>)[0]!;
});
afterAll(() => sandbox.close());
afterEach(() => {
  sandbox.control.clearFaults();
  sandbox.control.setRateLimit({ limit: 0, windowSeconds: 60 });
});

const noteWrites = (body: string) => sandbox.control.writes().filter((w) => w.kind === 'note' && w.detail === body);

async function notesOnBooking(): Promise<string[]> {
  const read = await apiGet(sandbox, `booking/${bookingId}`);
  return (read.body.booking.notes as { body: string }[]).map((n) => n.body);
}

describe('injected faults', () => {
  it('adds the latency to every answer', async () => {
    sandbox.control.setFaults({ latencyMs: 200 });
    // No clock is read: the sandbox runs in this process, so a 100 ms timer set before the request always fires
    // before the answer's 200 ms, on any machine, if the latency is there.
    const answer = apiGet(sandbox, 'ping');
    const first = await Promise.race([answer.then(() => 'answer'), new Promise((done) => setTimeout(done, 100, 'timer'))]);
    expect(first).toBe('timer');
    expect((await answer).status).toBe(200);
  });

  it('answers 503 with errorRate 1, and the write is not applied', async () => {
    sandbox.control.setFaults({ errorRate: 1 });
    const answer = await apiPost(sandbox, `booking/${bookingId}/note`, { body: 'lost to a 503' });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(answer.error!.code).toBe('service_unavailable');
    sandbox.control.clearFaults();
    expect(noteWrites('lost to a 503')).toHaveLength(0);
    expect(await notesOnBooking()).not.toContain('lost to a 503');
  });

  it.each([500, 503])('answers %i after applying the write with errorWhen after, with the Retry-After asked for', async (status) => {
    sandbox.control.setFaults({ errorRate: 1, errorWhen: 'after', errorStatus: status, retryAfterSeconds: 120 });
    const body = `applied, then ${status}`;
    const answer = await apiPost(sandbox, `booking/${bookingId}/note`, { body });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('retry-after')).toBe('120');
    sandbox.control.clearFaults();
    expect(noteWrites(body)).toHaveLength(1);
    expect(await notesOnBooking()).toContain(body);
  });

  it('drops the connection after applying the write with dropRate 1 and dropWhen after', async () => {
    sandbox.control.setFaults({ dropRate: 1, dropWhen: 'after' });
    await expect(apiPost(sandbox, `booking/${bookingId}/note`, { body: 'applied, answer lost' })).rejects.toThrow();
    sandbox.control.clearFaults();
    expect(noteWrites('applied, answer lost')).toHaveLength(1);
    expect(await notesOnBooking()).toContain('applied, answer lost');
  });

  it('drops the connection before applying the write with dropRate 1 and dropWhen before', async () => {
    sandbox.control.setFaults({ dropRate: 1, dropWhen: 'before' });
    await expect(apiPost(sandbox, `booking/${bookingId}/note`, { body: 'never arrived' })).rejects.toThrow();
    sandbox.control.clearFaults();
    expect(noteWrites('never arrived')).toHaveLength(0);
    expect(await notesOnBooking()).not.toContain('never arrived');
  });

  it('cuts the body short with malformedRate 1, so it is not valid JSON', async () => {
    sandbox.control.setFaults({ malformedRate: 1 });
    const answer = await apiGet(sandbox, 'ping');
    expect(answer.text.length).toBeGreaterThan(0);
    expect(() => JSON.parse(answer.text) as unknown).toThrow();
  });

  it('refuses or resets every connection when offline', async () => {
    sandbox.control.setFaults({ offline: true });
    await expect(apiGet(sandbox, 'ping')).rejects.toThrow();
    await expect(fetch(`${sandbox.url}/oauth/token/`, { method: 'POST' })).rejects.toThrow();
  });

  it('answers normally again after clearFaults', async () => {
    sandbox.control.setFaults({ offline: true, errorRate: 1, malformedRate: 1, latencyMs: 50 });
    sandbox.control.clearFaults();
    const answer = await apiGet(sandbox, 'ping');
    expect(answer.status).toBe(200);
    expect(answer.body.pong).toBeDefined();
  });

  it('holds writes, unapplied, until they are let go; reads go through meanwhile', async () => {
    sandbox.control.setFaults({ holdWrites: true });
    const write = apiPost(sandbox, `booking/${bookingId}/note`, { body: 'held, then let go' });
    await until(() => sandbox.control.services().faults.heldWrites === 1, 'the note to be held');
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
    expect(noteWrites('held, then let go')).toHaveLength(0);
    sandbox.control.setFaults({ holdWrites: false });
    expect((await write).status).toBe(200);
    expect(noteWrites('held, then let go')).toHaveLength(1);
    expect(sandbox.control.services().faults.heldWrites).toBe(0);
  });
});

describe('the rate limit', () => {
  it('answers the 4th call in the window with 429, Retry-After and rate_limited', async () => {
    sandbox.control.setRateLimit({ limit: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) expect((await apiGet(sandbox, 'ping')).status).toBe(200);
    const answer = await apiGet(sandbox, 'ping');
    expect(answer.status).toBe(429);
    const retryAfter = answer.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(answer.error!.code).toBe('rate_limited');
  });

  it('counts per credential: another credential is still served', async () => {
    const { access_token } = await tokensFor(sandbox, sandbox.staff[1]!);
    sandbox.control.setRateLimit({ limit: 3, windowSeconds: 60 });
    for (let i = 0; i < 4; i += 1) await apiGet(sandbox, 'ping');
    expect((await apiGet(sandbox, 'ping')).status).toBe(429);
    expect((await apiGet(sandbox, 'ping', {}, { auth: { bearer: access_token } })).status).toBe(200);
  });

  it('limits guessing too: refused credentials count against the caller', async () => {
    sandbox.control.setRateLimit({ limit: 3, windowSeconds: 60 });
    const guess = { auth: { basic: [sandbox.apiKey, 'a guess'] as [string, string] } };
    for (let i = 0; i < 3; i += 1) expect((await apiGet(sandbox, 'ping', {}, guess)).status).toBe(401);
    const limited = await apiGet(sandbox, 'ping', {}, guess);
    expect(limited.status).toBe(429);
    expect(limited.error!.code).toBe('rate_limited');
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
  });

  it('serves the credential again once the window has passed', async () => {
    sandbox.control.setRateLimit({ limit: 3, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) await apiGet(sandbox, 'ping');
    expect((await apiGet(sandbox, 'ping')).status).toBe(429);
    sandbox.control.advanceClock(61);
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
  });

  it('does not apply a write that was refused with 429', async () => {
    sandbox.control.setRateLimit({ limit: 1, windowSeconds: 60 });
    await apiGet(sandbox, 'ping');
    const answer = await apiPost(sandbox, `booking/${bookingId}/note`, { body: 'over the limit' });
    expect(answer.status).toBe(429);
    expect(noteWrites('over the limit')).toHaveLength(0);
  });
});

describe('moving the account (spec 7, 9)', () => {
  let moving: RunningSandbox;
  let listedBeforeMove: string;
  beforeAll(async () => {
    moving = await startSandbox({ seed: 44, bookings: 100 });
    listedBeforeMove = JSON.stringify((await apiGet(moving, 'booking/index', { limit: 5 })).body['booking/index']);
  });
  afterAll(() => moving.close());

  it('answers 301 at the old address with Location on the new one, same path and query, for GET and POST', async () => {
    const oldUrl = moving.url;
    const newUrl = await moving.control.move();
    expect(newUrl).not.toBe(oldUrl);
    expect(moving.url).toBe(newUrl);
    expect(newUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const auth = { Authorization: `Basic ${Buffer.from(`${moving.apiKey}:${moving.apiSecret}`).toString('base64')}` };
    const get = await fetch(`${oldUrl}/api/3.0/booking/index?limit=2&page=1`, { headers: auth, redirect: 'manual' });
    expect(get.status).toBe(301);
    expect(get.headers.get('location')).toBe(`${newUrl}/api/3.0/booking/index?limit=2&page=1`);

    const before = moving.control.writes().length;
    const post = await fetch(`${oldUrl}/api/3.0/booking/${bookingId}/note`, {
      method: 'POST', redirect: 'manual',
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'body=sent+to+the+old+address',
    });
    expect(post.status).toBe(301);
    expect(post.headers.get('location')).toBe(`${newUrl}/api/3.0/booking/${bookingId}/note`);
    expect(moving.control.writes()).toHaveLength(before);
  });

  it('serves the same data at the new address', async () => {
    const fromNew = await apiGet(moving, 'booking/index', { limit: 5 });
    expect(fromNew.status).toBe(200);
    expect(JSON.stringify(fromNew.body['booking/index'])).toBe(listedBeforeMove);
    expect(moving.banner().url).toBe(moving.url);
  });
});

describe('reset', () => {
  it('restores the seed: a note added before is gone', async () => {
    const added = await apiPost(sandbox, `booking/${bookingId}/note`, { body: 'before the reset' });
    expect(added.status).toBe(200);
    expect(await notesOnBooking()).toContain('before the reset');
    sandbox.control.reset();
    expect(await notesOnBooking()).not.toContain('before the reset');
    expect(sandbox.control.writes()).toHaveLength(0);
  });

  it('forgets the OAuth tokens issued before it', async () => {
    const { access_token } = await tokensFor(sandbox, sandbox.staff[0]!);
    sandbox.control.reset();
    const answer = await apiGet(sandbox, 'ping', {}, { auth: { bearer: access_token } });
    expect(answer.status).toBe(401);
  });
});

describe('the control interface over HTTP at /__sandbox/', () => {
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const control = (path: string, init: { method?: string; body?: string; authorization?: string } = {}) =>
    fetch(`${sandbox.url}/__sandbox/${path}`, {
      method: init.method ?? 'POST', body: init.body ?? null,
      headers: {
        'Content-Type': 'application/json',
        ...(init.authorization === undefined ? {} : { Authorization: init.authorization }),
      },
    });
  const pair = () => basic(sandbox.apiKey, sandbox.apiSecret);

  it('answers 401 without the API key and secret, and changes nothing', async () => {
    for (const authorization of [undefined, basic(sandbox.apiKey, 'wrong'), basic(sandbox.clientId, sandbox.clientSecret)]) {
      const response = await control('faults', { body: '{"errorRate":1}', ...(authorization ? { authorization } : {}) });
      expect(response.status).toBe(401);
    }
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
  });

  it('sets and clears faults with the API key and secret', async () => {
    const set = await control('faults', { body: '{"errorRate":1}', authorization: pair() });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { faults: { errorRate: number } }).faults.errorRate).toBe(1);
    expect((await apiGet(sandbox, 'ping')).status).toBe(503);
    expect((await control('faults', { method: 'DELETE', authorization: pair() })).status).toBe(200);
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
  });

  it('advances the clock, so that a token expires', async () => {
    const { access_token } = await tokensFor(sandbox, sandbox.staff[0]!);
    expect((await control('clock', { body: '{"advance":14001}', authorization: pair() })).status).toBe(200);
    const answer = await apiGet(sandbox, 'ping', {}, { auth: { bearer: access_token } });
    expect(answer.error?.code).toBe('token_expired');
  });

  it('writes booking answers in another form on request, and back', async () => {
    expect((await control('forms', { body: '{"dates":"carrier pigeon"}', authorization: pair() })).status).toBe(400);
    expect((await control('forms', { body: '{"dates":"mysql","amounts":"decimal-comma","paging":"no-pages"}', authorization: pair() })).status).toBe(200);
    const listed = await apiGet(sandbox, 'booking/index', { limit: 5 });
    const first = Object.values(listed.body['booking/index'] as Record<string, Record<string, unknown>>)[0]!;
    expect(first.created_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.total).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(listed.body.request.pages).toBe(0);
    // Items and sessions keep their own forms.
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
    expect((await control('forms', { body: '{"dates":"standard","amounts":"standard","paging":"honest"}', authorization: pair() })).status).toBe(200);
    expect(typeof Object.values((await apiGet(sandbox, 'booking/index', { limit: 1 })).body['booking/index'] as Record<string, { created_date: unknown }>)[0]!.created_date).toBe('number');
  });

  it('faults writes only when asked: reads go through', async () => {
    sandbox.control.setFaults({ errorRate: 1, faultsOn: 'writes' });
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
    expect((await apiPost(sandbox, `booking/${bookingId}/note`, { body: 'refused' })).status).toBe(503);
    expect((await control('faults', { body: '{"faultsOn":"sometimes"}', authorization: pair() })).status).toBe(400);
  });

  it('sets a rate limit', async () => {
    expect((await control('rate-limit', { body: '{"limit":1,"windowSeconds":60}', authorization: pair() })).status).toBe(200);
    await apiGet(sandbox, 'ping');
    expect((await apiGet(sandbox, 'ping')).status).toBe(429);
  });

  it('lists the applied writes and resets', async () => {
    await apiPost(sandbox, `booking/${bookingId}/note`, { body: 'seen by GET writes' });
    const writes = await control('writes', { method: 'GET', authorization: pair() });
    const listed = (await writes.json()) as { writes: { detail: string }[] };
    expect(listed.writes.map((w) => w.detail)).toContain('seen by GET writes');
    expect((await control('reset', { authorization: pair() })).status).toBe(200);
    expect(sandbox.control.writes()).toHaveLength(0);
  });

  it.each([
    ['a body that is not JSON', 'faults', '{errorRate:'],
    ['a JSON null', 'clock', 'null'],
    ['a JSON array', 'faults', '[1]'],
    ['an unknown fault setting', 'faults', '{"chaos":true}'],
    ['a rate written as text', 'faults', '{"errorRate":"all"}'],
    ['a rate above 1', 'faults', '{"dropRate":2}'],
    ['an unknown dropWhen', 'faults', '{"dropWhen":"sometimes"}'],
    ['an unknown errorWhen', 'faults', '{"errorWhen":"never"}'],
    ['an error status that is not a server error', 'faults', '{"errorStatus":404}'],
    ['a Retry-After that is not whole seconds', 'faults', '{"retryAfterSeconds":1.5}'],
    ['an unknown dialect', 'dialect', '{"dialect":"klingon"}'],
    ['a negative latency', 'faults', '{"latencyMs":-5}'],
    ['a hold written as text', 'faults', '{"holdWrites":"yes"}'],
    ['a clock advance that is not a number', 'clock', '{"advance":"1h"}'],
    ['a rate limit without a limit', 'rate-limit', '{"windowSeconds":60}'],
    ['a rate limit window of 0', 'rate-limit', '{"limit":3,"windowSeconds":0}'],
  ])('refuses %s with 400 and changes nothing', async (_, path, body) => {
    const faultsBefore = { ...sandbox.control.services().faults.settings };
    const response = await control(path, { body, authorization: pair() });
    expect(response.status).toBe(400);
    expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    expect(sandbox.control.services().faults.settings).toEqual(faultsBefore);
    expect((await apiGet(sandbox, 'ping')).status).toBe(200);
  });

  it('answers 404 for an unknown action', async () => {
    expect((await control('explode', { authorization: pair() })).status).toBe(404);
  });
});
