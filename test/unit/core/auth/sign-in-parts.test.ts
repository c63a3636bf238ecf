// The small parts of signing in: the stored pair's lifetimes, the one-day warning, the loopback listener's
// manners, and the token pair's header.
import { describe, expect, it } from 'vitest';
import { expiryWarning } from '../../../../electron/core/auth/auth-state.js';
import { TokenPairAuthorizer, authorizeUrl } from '../../../../electron/core/auth/index.js';
import { LoopbackListener } from '../../../../electron/core/auth/loopback-listener.js';
import { tokensFromAnswer } from '../../../../electron/core/auth/oauth-tokens.js';

const DAY = 86_400_000;

describe('the stored pair', () => {
  it('counts lifetimes from when the request left, and assumes 14 days when the service does not say (spec 8)', () => {
    const at = 1_000_000;
    expect(tokensFromAnswer({ access_token: 'a', refresh_token: 'r', expires_in: 14_000 }, at)).toEqual({
      accessToken: 'a', refreshToken: 'r', accessExpiresAt: at + 14_000_000, refreshExpiresAt: at + 14 * DAY, updatedAt: at,
    });
    expect(tokensFromAnswer({ access_token: 'a', refresh_token: 'r', expires_in: 60, refresh_expires_in: 120 }, at))
      .toMatchObject({ accessExpiresAt: at + 60_000, refreshExpiresAt: at + 120_000 });
  });
});

describe('the warning before the refresh token runs out', () => {
  const format = (ms: number) => new Date(ms).toISOString();
  it('appears under a day before, naming the moment, and not earlier', () => {
    const end = Date.UTC(2026, 11, 5, 8, 30);
    expect(expiryWarning(end, end - DAY, DAY, format)).toBeNull();
    expect(expiryWarning(end, end - DAY + 1, DAY, format))
      .toBe('Sign in again before 2026-12-05T08:30:00.000Z to keep this desk connected.');
  });
});

describe('the authorize URL', () => {
  it('carries client_id, response_type=code, redirect_uri, state and the PKCE challenge, never the secret or verifier', () => {
    const verifier = 'v'.repeat(43);
    const url = new URL(authorizeUrl({ address: { baseUrl: 'https://book.example/' }, client: { clientId: 'id', clientSecret: 'shh' } },
      'http://127.0.0.1:5000/callback', 's1', verifier));
    expect(`${url.origin}${url.pathname}`).toBe('https://book.example/oauth/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'id', response_type: 'code', redirect_uri: 'http://127.0.0.1:5000/callback', state: 's1',
      code_challenge: '7w_YNF9DSfIdPf_pRjSq646_kPr-2-o9NAl16JGghdM', code_challenge_method: 'S256',
    });
  });
});

describe('the loopback listener', () => {
  it('listens on 127.0.0.1 only, answers other paths 404, and takes the first visit to /callback', async () => {
    const listener = await LoopbackListener.open();
    try {
      const redirect = new URL(listener.redirectUri);
      expect(redirect.hostname).toBe('127.0.0.1');
      expect(redirect.pathname).toBe('/callback');
      expect((await fetch(new URL('/favicon.ico', redirect))).status).toBe(404);
      const tab = fetch(`${listener.redirectUri}?code=c1&state=s1`);
      const visit = await listener.nextVisit(new AbortController().signal);
      expect(visit.query.get('code')).toBe('c1');
      await visit.reply(200, '<p>done</p>');
      const answer = await tab;
      expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(await answer.text()).toBe('<p>done</p>');
    } finally {
      await listener.close();
    }
  });

  it('hands over every visit to /callback in turn, so a forged one cannot hide the real one', async () => {
    const listener = await LoopbackListener.open();
    try {
      const signal = new AbortController().signal;
      const forgedTab = fetch(`${listener.redirectUri}?code=forged&state=x`);
      const forged = await listener.nextVisit(signal);
      // The real answer arrives while the forged one is still being looked at: it waits its turn.
      const realTab = fetch(`${listener.redirectUri}?code=real&state=s1`);
      await forged.reply(400, '<p>not yours</p>');
      const real = await listener.nextVisit(signal);
      expect([forged.query.get('code'), real.query.get('code')]).toEqual(['forged', 'real']);
      await real.reply(200, '<p>done</p>');
      expect([(await forgedTab).status, (await realTab).status]).toEqual([400, 200]);
    } finally {
      await listener.close();
    }
  });

  it('stops waiting with the reason it was given', async () => {
    const listener = await LoopbackListener.open();
    const controller = new AbortController();
    const waiting = listener.nextVisit(controller.signal);
    controller.abort(new Error('enough'));
    await expect(waiting).rejects.toThrow('enough');
    await listener.close();
  });
});

describe('the token pair', () => {
  it('sends Basic base64(key:secret) until the service refuses it', async () => {
    const pair = new TokenPairAuthorizer('key', 'secret', () => undefined);
    expect(await pair.authorization()).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
    expect(await pair.rejected()).toBe(false);
    await expect(pair.authorization()).rejects.toMatchObject({ kind: 'signed-out' });
  });
});
