// When the refresh token is gone (spec 5.2, 8: 14 days from issue, or refused), the desk signs out cleanly; a day
// before that, it says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { refreshTokens } from '../../../support/oauth-flow.js';
import { VAULT_KEY, failureOf, isoDate, signedInDesk, type Desk } from './desk.js';

let sandbox: RunningSandbox;

beforeAll(async () => { sandbox = await startSandbox({ seed: 31, bookings: 100 }); });
afterAll(() => sandbox.close());

const DAY_SECONDS = 86_400;

async function expectSignedOut(desk: Desk, reason: string): Promise<void> {
  expect(desk.authorizer.state()).toMatchObject({ status: 'signed-out', reason, refreshExpiresAt: null });
  expect(desk.states.at(-1)).toMatchObject({ status: 'signed-out', reason });
  expect(desk.states.at(-1)!.message).toMatch(/Sign in again to continue/);
  expect(await desk.vault.read(VAULT_KEY)).toBeNull();
  const error = await failureOf(desk.authorizer.authorization());
  expect(error).toBeInstanceOf(ApiFailure);
  expect((error as ApiFailure).kind).toBe('signed-out');
  expect(await desk.authorizer.rejected(`Bearer ${desk.tokens.accessToken}`)).toBe(false);
}

describe('an expired or refused refresh token', () => {
  it('signs out once the refresh token is 14 days old, without asking the service', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(14 * DAY_SECONDS + 1);
    const error = await failureOf(desk.authorizer.authorization());
    expect((error as ApiFailure).kind).toBe('signed-out');
    expect((error as ApiFailure).message).toMatch(/run out \(it lasts 14 days\)/);
    expect(desk.refreshPosts()).toHaveLength(0);
    await expectSignedOut(desk, 'refresh-expired');
  });

  it('signs out when the service answers invalid_grant to the refresh', async () => {
    const desk = await signedInDesk(sandbox);
    // Someone else spent the refresh token (a copy of the vault on another machine): ours is dead now.
    expect((await refreshTokens(sandbox, desk.tokens.refreshToken)).status).toBe(200);
    sandbox.control.advanceClock(14_001);
    expect(((await failureOf(desk.authorizer.authorization())) as ApiFailure).kind).toBe('signed-out');
    expect(desk.refreshPosts()).toHaveLength(1);
    expect(desk.logged).toEqual([expect.stringMatching(/refresh was refused \(invalid_grant/)]);
    await expectSignedOut(desk, 'refresh-refused');
  });

  it('answers rejected() with false and signs out when the refresh after a 401 is refused', async () => {
    const desk = await signedInDesk(sandbox);
    await refreshTokens(sandbox, desk.tokens.refreshToken);
    expect(await desk.authorizer.rejected(`Bearer ${desk.tokens.accessToken}`)).toBe(false);
    await expectSignedOut(desk, 'refresh-refused');
  });

  it('is signed in again by a new sign-in after signing out', async () => {
    const desk = await signedInDesk(sandbox);
    await desk.authorizer.signOut();
    expect(desk.authorizer.state()).toMatchObject({ status: 'signed-out', reason: 'signed-out' });
    await desk.authorizer.signedIn((await signedInDesk(sandbox)).tokens);
    expect(desk.authorizer.state().status).toBe('signed-in');
    expect(await desk.vault.read(VAULT_KEY)).not.toBeNull();
  });
});

describe('the warning before the refresh token runs out', () => {
  it('is absent after signing in and appears when less than a day is left', async () => {
    const desk = await signedInDesk(sandbox);
    const { refreshExpiresAt } = desk.tokens;
    expect(desk.authorizer.state()).toEqual({ status: 'signed-in', refreshExpiresAt });

    sandbox.control.advanceClock(13 * DAY_SECONDS - 60);
    expect(desk.authorizer.state().warning).toBeUndefined();
    sandbox.control.advanceClock(2 * 60 * 60);
    const warning = `Sign in again before ${isoDate(refreshExpiresAt)} to keep this desk connected.`;
    expect(desk.authorizer.state()).toEqual({ status: 'signed-in', refreshExpiresAt, warning, notice: { kind: 'signInBefore', at: refreshExpiresAt } });
  });

  it('is announced as an event when the desk is used, and goes once a refresh brings a new 14 days', async () => {
    const desk = await signedInDesk(sandbox);
    sandbox.control.advanceClock(13 * DAY_SECONDS + 3600);
    await desk.authorizer.authorization();
    const warned = desk.states.find((state) => state.warning !== undefined);
    expect(warned?.warning).toMatch(/^Sign in again before .* to keep this desk connected\.$/);
    const last = desk.states.at(-1)!;
    expect(last.warning).toBeUndefined();
    expect(last.refreshExpiresAt! - desk.tokens.refreshExpiresAt).toBeGreaterThan(12 * DAY_SECONDS * 1000);
  });
});
