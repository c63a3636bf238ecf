// Refreshing the pair (spec 5.2, 8): ahead of expiry, single-flight, rotation, retry after a 401,
// and staying signed in while the service cannot be reached.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { refreshTokens } from '../../../support/oauth-flow.js';
import { VAULT_KEY, failureOf, signedInDesk } from './desk.js';
import { ping } from './wire-log.js';
import { TestClock } from '../../../support/test-clock.js';

let sandbox: RunningSandbox;

beforeAll(async () => { sandbox = await startSandbox({ seed: 31, bookings: 100 }); });
afterAll(() => sandbox.close());
afterEach(() => sandbox.control.clearFaults());

const ACCESS_SECONDS = 14_000;

describe('refreshing the access token', () => {
  it('uses the token as it is while it has more than five minutes left', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(ACCESS_SECONDS - 10 * 60);
    expect(await desk.authorizer.authorization()).toBe(`Bearer ${desk.tokens.accessToken}`);
    expect(desk.refreshPosts()).toHaveLength(0);
  });

  it('refreshes ahead of expiry, when less than five minutes are left', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(ACCESS_SECONDS - 4 * 60);
    expect(await desk.authorizer.authorization()).not.toBe(`Bearer ${desk.tokens.accessToken}`);
    expect(desk.refreshPosts()).toHaveLength(1);
  });

  it('makes exactly one refresh for twenty concurrent calls that meet an expired token', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(ACCESS_SECONDS + 1);
    const headers = await Promise.all(Array.from({ length: 20 }, () => desk.authorizer.authorization()));
    expect(desk.refreshPosts()).toHaveLength(1);
    expect(new Set(headers).size).toBe(1);
    expect(headers[0]).not.toBe(`Bearer ${desk.tokens.accessToken}`);
    expect(await ping(desk.log, sandbox.url, headers[0]!)).toBe(200);
    // The vault holds the new pair, not the old one.
    expect(await desk.vault.read(VAULT_KEY)).toContain(headers[0]!.slice('Bearer '.length));
  });

  it('replaces the whole pair: the old access token gets 401 and the old refresh token invalid_grant', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(ACCESS_SECONDS - 60);
    const fresh = await desk.authorizer.authorization();
    expect(fresh).not.toBe(`Bearer ${desk.tokens.accessToken}`);
    expect(await ping(desk.log, sandbox.url, `Bearer ${desk.tokens.accessToken}`)).toBe(401);
    const reused = await refreshTokens(sandbox, desk.tokens.refreshToken);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    expect(await ping(desk.log, sandbox.url, fresh)).toBe(200);
  });
});

describe('after the service answers 401', () => {
  it('refreshes once on rejected(), then answers true without refreshing for a token already replaced', async () => {
    // The desk's clock lags the service's (it stays where the service's was when the service's moves on), so the desk
    // still thinks its token is good when the service does not.
    const desk = await signedInDesk(sandbox, TestClock.of(sandbox).now);
    sandbox.control.advanceClock(ACCESS_SECONDS + 1);
    const used = await desk.authorizer.authorization();
    expect(await ping(desk.log, sandbox.url, used)).toBe(401);

    const answers = await Promise.all(Array.from({ length: 20 }, () => desk.authorizer.rejected(used)));
    expect(answers.every(Boolean)).toBe(true);
    expect(desk.refreshPosts()).toHaveLength(1);
    const retried = await desk.authorizer.authorization();
    expect(retried).not.toBe(used);
    expect(await ping(desk.log, sandbox.url, retried)).toBe(200);

    // A late 401 for the old token: someone already refreshed, so retry with the current one.
    expect(await desk.authorizer.rejected(used)).toBe(true);
    expect(desk.refreshPosts()).toHaveLength(1);
  });
});

describe('while the service cannot be reached', () => {
  it('fails the refresh as offline, stays signed in, keeps the pair, and refreshes once back online', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(ACCESS_SECONDS + 1);
    sandbox.control.setFaults({ offline: true });
    const error = await failureOf(desk.authorizer.authorization());
    expect(error).toBeInstanceOf(ApiFailure);
    expect((error as ApiFailure).kind).toBe('offline');
    expect(desk.authorizer.state().status).toBe('signed-in');
    expect(await desk.vault.read(VAULT_KEY)).toContain(desk.tokens.refreshToken);
    expect(desk.states.every((state) => state.status === 'signed-in')).toBe(true);
    const rejected = await failureOf(desk.authorizer.rejected(`Bearer ${desk.tokens.accessToken}`));
    expect((rejected as ApiFailure).kind).toBe('offline');

    sandbox.control.clearFaults();
    const header = await desk.authorizer.authorization();
    expect(await ping(desk.log, sandbox.url, header)).toBe(200);
  });

  it('lets a caller stop waiting without losing the rotated pair the others get', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(ACCESS_SECONDS + 1);
    sandbox.control.setFaults({ latencyMs: 150 });
    const impatient = new AbortController();
    const first = desk.authorizer.authorization(impatient.signal);
    const second = desk.authorizer.authorization();
    impatient.abort();
    expect(((await failureOf(first)) as ApiFailure).kind).toBe('cancelled');
    const header = await second;
    sandbox.control.clearFaults();
    expect(desk.refreshPosts()).toHaveLength(1);
    expect(await ping(desk.log, sandbox.url, header)).toBe(200);
    expect(await desk.vault.read(VAULT_KEY)).toContain(header.slice('Bearer '.length));
  });
});
