// The consumer key and secret go only to the access token URL (spec 5.2, 7), and an account that moved (301)
// is followed with the same credentials and remembered (spec 7, 9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenPairAuthorizer } from '../../../../electron/core/auth/index.js';
import type { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { failureOf, signedInDesk } from './desk.js';
import { ping, wireLog, type SentRequest } from './wire-log.js';

let sandbox: RunningSandbox;

beforeAll(async () => { sandbox = await startSandbox({ seed: 31, bookings: 100 }); });
afterAll(() => sandbox.close());

const everywhere = (request: SentRequest) =>
  [request.url.toString(), request.body, ...[...request.headers].map(([name, value]) => `${name}: ${value}`)].join('\n');
const basicUser = (request: SentRequest) => {
  const match = /^basic\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match ? Buffer.from(match[1]!, 'base64').toString().split(':')[0] : null;
};

describe('the client credentials', () => {
  it('never reach /api/: not as Basic, not as parameters, not anywhere in the request', async () => {
    const desk = await signedInDesk(sandbox);
    const first = await desk.authorizer.authorization();
    expect(await ping(desk.log, sandbox.url, first)).toBe(200);
    sandbox.control.advanceClock(14_001);
    expect(await ping(desk.log, sandbox.url, first)).toBe(401);
    expect(await desk.authorizer.rejected(first)).toBe(true);
    expect(await ping(desk.log, sandbox.url, await desk.authorizer.authorization())).toBe(200);

    const api = desk.log.apiCalls();
    expect(api.length).toBe(3);
    for (const request of api) {
      expect(basicUser(request)).toBeNull();
      expect(request.url.searchParams.has('client_secret')).toBe(false);
      expect(new URLSearchParams(request.body).has('client_secret')).toBe(false);
      expect(everywhere(request)).not.toContain(sandbox.clientSecret);
      expect(everywhere(request)).not.toContain(sandbox.clientId);
    }
    // They do go to the token URL, as HTTP Basic only (5.2 "should be sent as HTTP Basic credentials").
    const token = desk.log.tokenPosts();
    expect(token.length).toBe(2);
    for (const request of token) {
      expect(basicUser(request)).toBe(sandbox.clientId);
      expect(request.body).not.toContain(sandbox.clientSecret);
    }
    expect(desk.log.sent.length).toBe(api.length + token.length);
  });
});

describe('an account that moved', () => {
  it('does not follow the token URL\'s 301 to another port by itself: the client secret goes nowhere else', async () => {
    const moving = await startSandbox({ seed: 31, bookings: 100 });
    try {
      const desk = await signedInDesk(moving);
      const oldUrl = moving.url;
      const newUrl = await moving.control.move();
      moving.control.advanceClock(14_001);
      const failure = await failureOf(desk.authorizer.authorization());
      expect((failure as ApiFailure).details.code).toBe('move_to_another_host');
      expect((failure as ApiFailure).message).toContain(`accept it under Accounts (${newUrl})`);
      expect(desk.address.baseUrl).toBe(oldUrl);
      expect(desk.refreshPosts().map((r) => r.url.origin)).toEqual([new URL(oldUrl).origin]);
      // The pair is kept: once the person accepts the move, the same sign-in works there.
      expect(desk.authorizer.state().status).toBe('signed-in');
    } finally {
      await moving.close();
    }
  });
});

describe('the token pair (5.1)', () => {
  it('sends the API key and secret as Basic, and they work', async () => {
    const pair = new TokenPairAuthorizer(sandbox.apiKey, sandbox.apiSecret, () => undefined);
    const header = await pair.authorization();
    expect(header).toBe(`Basic ${Buffer.from(`${sandbox.apiKey}:${sandbox.apiSecret}`).toString('base64')}`);
    expect(await ping(wireLog(), sandbox.url, header)).toBe(200);
    expect(pair.state()).toEqual({ status: 'signed-in', refreshExpiresAt: null });
  });

  it('answers a 401 with false and says the key or secret is wrong; later calls fail the same way', async () => {
    const pair = new TokenPairAuthorizer(sandbox.apiKey, 'not-the-secret', () => undefined);
    const states: string[] = [];
    pair.onState((state) => states.push(state.message ?? state.status));
    const used = await pair.authorization();
    expect(await ping(wireLog(), sandbox.url, used)).toBe(401);
    expect(await pair.rejected()).toBe(false);
    expect(pair.state()).toMatchObject({ status: 'signed-out', reason: 'key-refused' });
    expect(states).toEqual([expect.stringMatching(/refused the API key or secret: one of them is wrong/)]);
    const error = await failureOf(pair.authorization());
    expect((error as ApiFailure).kind).toBe('signed-out');
    expect((error as ApiFailure).message).toMatch(/API key or secret/);
  });
});
