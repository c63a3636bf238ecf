// OAuth 2.0 (spec 5.2, 8; docs/api-assumptions.md "Authentication"): the authorize page, the code exchange,
// token use, lifetimes and rotation, against a real sandbox over HTTP.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxStaffLogin } from '../../../electron/sandbox/index.js';
import { oauthErrorSchema, tokenAnswerSchema } from '../../../shared/wire/index.js';
import {
  CALLBACK, exchangeCode, openAuthorizePage, parseForm, postToken, refreshTokens, signIn, submitAuthorizeForm, tokensFor,
} from '../../support/oauth-flow.js';
import { apiGet, apiPost } from '../../support/sandbox-http.js';

let sandbox: RunningSandbox;
let alex: SandboxStaffLogin;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 21, bookings: 100 });
  alex = sandbox.staff[0]!;
});
afterAll(() => sandbox.close());

const approve = () => ({ login: alex.login, password: alex.password });
const codesHeld = () => sandbox.control.services().store.state.codes.length;

async function firstBookingId(): Promise<string> {
  const listing = await apiGet(sandbox, 'booking/index', { limit: 1 });
  return Object.keys(listing.body['booking/index'] as Record<string, unknown>)[0]!;
}

describe('the authorize page at /oauth/', () => {
  it('is an HTML page with a staff log-in form that posts back to /oauth/', async () => {
    const page = await openAuthorizePage(sandbox, { state: 'xyz' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const form = parseForm(page.html);
    expect(form).not.toBeNull();
    expect(form!.method).toBe('post');
    expect(new URL(form!.action, page.url).pathname).toBe('/oauth/');
    expect(form!.fields).toMatchObject({
      client_id: sandbox.clientId, redirect_uri: CALLBACK, state: 'xyz', response_type: 'code', login: '', password: '',
    });
    expect(form!.buttons).toEqual([{ name: 'decision', value: 'approve' }, { name: 'decision', value: 'deny' }]);
  });

  it('shows the page again with a message and a 401 on a wrong password, and issues no code', async () => {
    const before = codesHeld();
    const { answer, code } = await signIn(sandbox, { login: alex.login, password: 'not-the-password' });
    expect(answer.status).toBe(401);
    expect(answer.location).toBeNull();
    expect(code).toBeNull();
    expect(answer.html).toMatch(/login or password is wrong/i);
    // The form is there to try again, with the login kept.
    expect(parseForm(answer.html)?.fields.login).toBe(alex.login);
    expect(codesHeld()).toBe(before);
  });

  it('refuses an unknown staff login the same way as a wrong password', async () => {
    const { answer, code } = await signIn(sandbox, { login: 'nobody', password: alex.password });
    expect(answer.status).toBe(401);
    expect(code).toBeNull();
  });

  it('sends the staff member to the redirect_uri with a code and the state echoed on approval', async () => {
    const state = 'a b&c=d/é';
    const { answer, redirect, code } = await signIn(sandbox, approve(), { state });
    expect(answer.status).toBe(302);
    expect(`${redirect!.origin}${redirect!.pathname}`).toBe(CALLBACK);
    expect(code).toMatch(/\S{16,}/);
    expect(redirect!.searchParams.get('state')).toBe(state);
    expect(redirect!.searchParams.get('error')).toBeNull();
  });

  it('sends the staff member back with error=access_denied and the state on Deny, without a code', async () => {
    const before = codesHeld();
    const { answer, redirect, code } = await signIn(sandbox, { login: '', password: '', decision: 'deny' }, { state: 's-42' });
    expect(answer.status).toBe(302);
    expect(`${redirect!.origin}${redirect!.pathname}`).toBe(CALLBACK);
    expect(redirect!.searchParams.get('error')).toBe('access_denied');
    expect(redirect!.searchParams.get('state')).toBe('s-42');
    expect(code).toBeNull();
    expect(codesHeld()).toBe(before);
  });

  it.each([
    'https://evil.example/callback', 'http://evil.example/callback', 'http://127.0.0.1.evil.example/callback',
    'http://user@127.0.0.1:4000/callback', 'not an address', '',
  ])('refuses the redirect_uri %j with an error page, never a redirect', async (redirectUri) => {
    const page = await openAuthorizePage(sandbox, { redirectUri });
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(parseForm(page.html)).toBeNull();
    expect(page.html).toMatch(/loopback/);
  });

  it('does not redirect a posted approval to a non-loopback redirect_uri either', async () => {
    const page = await openAuthorizePage(sandbox);
    const tampered = { ...page, html: page.html.replace(CALLBACK, 'https://evil.example/callback') };
    const before = codesHeld();
    const posted = await submitAuthorizeForm(tampered, approve());
    expect(posted.status).toBe(400);
    expect(posted.location).toBeNull();
    expect(codesHeld()).toBe(before);
  });

  it.each(['http://127.0.0.1:9/cb', 'http://localhost:51234/any/path?x=1', 'http://[::1]:8080/'])(
    'accepts the loopback redirect_uri %s, any port and path', async (redirectUri) => {
      const { redirect, code } = await signIn(sandbox, approve(), { redirectUri });
      expect(code).not.toBeNull();
      expect(`${redirect!.origin}${redirect!.pathname}`).toBe(`${new URL(redirectUri).origin}${new URL(redirectUri).pathname}`);
    });

  it('refuses an unknown client with an error page', async () => {
    const page = await openAuthorizePage(sandbox, { clientId: 'client_unknown' });
    expect(page.status).toBe(400);
    expect(page.location).toBeNull();
    expect(parseForm(page.html)).toBeNull();
    expect(page.html).toMatch(/not known/);
  });

  it('answers a response_type other than code with unsupported_response_type at the redirect_uri', async () => {
    const page = await openAuthorizePage(sandbox, { responseType: 'token', state: 'st' });
    expect(page.status).toBe(302);
    const redirect = new URL(page.location!);
    expect(redirect.searchParams.get('error')).toBe('unsupported_response_type');
    expect(redirect.searchParams.get('state')).toBe('st');
  });
});

describe('the code exchange at /oauth/token/', () => {
  it('gives a token pair for a code, with the client credentials as HTTP Basic', async () => {
    const { code } = await signIn(sandbox, approve());
    const answer = await exchangeCode(sandbox, code!, { clientAuth: 'basic' });
    expect(answer.status).toBe(200);
    const tokens = tokenAnswerSchema.parse(answer.body);
    expect(tokens.expires_in).toBe(14_000);
    expect(tokens.refresh_expires_in).toBe(14 * 86_400);
    expect(tokens.token_type?.toLowerCase()).toBe('bearer');
    expect(tokens.access_token).not.toBe(tokens.refresh_token);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('accepts the client credentials in the form body, as real clients send them', async () => {
    const { code } = await signIn(sandbox, approve());
    const answer = await exchangeCode(sandbox, code!, { clientAuth: 'body' });
    expect(answer.status).toBe(200);
    expect(tokenAnswerSchema.safeParse(answer.body).success).toBe(true);
  });

  it('refuses a wrong client secret with 401 invalid_client', async () => {
    const { code } = await signIn(sandbox, approve());
    const answer = await exchangeCode(sandbox, code!, { clientAuth: { basic: [sandbox.clientId, 'wrong-secret'] } });
    expect(answer.status).toBe(401);
    expect(oauthErrorSchema.parse(answer.body).error).toBe('invalid_client');
    expect(answer.body.access_token).toBeUndefined();
  });

  it('refuses an exchange without client credentials with 401 invalid_client', async () => {
    const { code } = await signIn(sandbox, approve());
    const answer = await exchangeCode(sandbox, code!, { clientAuth: 'none' });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe('invalid_client');
  });

  it('accepts a code only once: the second exchange is invalid_grant', async () => {
    const { code } = await signIn(sandbox, approve());
    expect((await exchangeCode(sandbox, code!)).status).toBe(200);
    const again = await exchangeCode(sandbox, code!);
    expect(again.status).toBe(400);
    expect(oauthErrorSchema.parse(again.body).error).toBe('invalid_grant');
  });

  it('still accepts a code 59 seconds old', async () => {
    const { code } = await signIn(sandbox, approve());
    sandbox.control.advanceClock(59);
    expect((await exchangeCode(sandbox, code!)).status).toBe(200);
  });

  it('refuses a code older than 60 seconds with invalid_grant', async () => {
    const { code } = await signIn(sandbox, approve());
    sandbox.control.advanceClock(61);
    const answer = await exchangeCode(sandbox, code!);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
    expect(answer.body.error_description).toMatch(/60 seconds/);
  });

  it('binds the code to the redirect_uri it was issued for', async () => {
    const { code } = await signIn(sandbox, approve());
    const answer = await exchangeCode(sandbox, code!, { redirectUri: 'http://127.0.0.1:47613/elsewhere' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
  });

  describe('PKCE (optional, RFC 7636)', () => {
    const verifier = 'v'.repeat(43);
    const codeChallenge = createHash('sha256').update(verifier).digest('base64url');

    it('trades a code asked for with an S256 challenge only with the matching verifier', async () => {
      for (const wrong of [undefined, 'w'.repeat(43)]) {
        const { code } = await signIn(sandbox, approve(), { codeChallenge, codeChallengeMethod: 'S256' });
        const answer = await exchangeCode(sandbox, code!, wrong === undefined ? {} : { codeVerifier: wrong });
        expect(answer.status, String(wrong)).toBe(400);
        expect(answer.body).toMatchObject({ error: 'invalid_grant', error_description: expect.stringMatching(/PKCE/) });
      }
      const { code } = await signIn(sandbox, approve(), { codeChallenge, codeChallengeMethod: 'S256' });
      expect((await exchangeCode(sandbox, code!, { codeVerifier: verifier })).status).toBe(200);
    });

    it('refuses the plain method, sending the browser back with invalid_request', async () => {
      const page = await openAuthorizePage(sandbox, { codeChallenge, codeChallengeMethod: 'plain', state: 'st' });
      expect(page.status).toBe(302);
      expect(new URL(page.location!).searchParams.get('error')).toBe('invalid_request');
    });
  });

  it('refuses a code it never issued with invalid_grant', async () => {
    const answer = await exchangeCode(sandbox, 'code_made_up');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('refuses an unknown grant_type with unsupported_grant_type', async () => {
    const answer = await postToken(sandbox, { grant_type: 'password', username: alex.login, password: alex.password });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('unsupported_grant_type');
  });

  it('answers a GET with 405 and Allow: POST', async () => {
    const response = await fetch(`${sandbox.url}/oauth/token/`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(oauthErrorSchema.safeParse(await response.json()).success).toBe(true);
  });
});

describe('the access token on /api/ paths', () => {
  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])('is accepted as "Authorization: %s <token>"', async (scheme) => {
    const { access_token } = await tokensFor(sandbox, alex);
    const answer = await apiGet(sandbox, 'booking/index', { limit: 1 }, {
      auth: 'none', headers: { Authorization: `${scheme} ${access_token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.request.status).toBe('OK');
  });

  it('is accepted as the access_token parameter of a GET query', async () => {
    const { access_token } = await tokensFor(sandbox, alex);
    const answer = await apiGet(sandbox, 'booking/index', { limit: 1, access_token }, { auth: 'none' });
    expect(answer.status).toBe(200);
  });

  it('is accepted as the access_token parameter of a POST body', async () => {
    const { access_token } = await tokensFor(sandbox, alex);
    const id = await firstBookingId();
    const answer = await apiPost(sandbox, `booking/${id}/note`, { access_token, body: 'Token in the body' }, { auth: 'none' });
    expect(answer.status).toBe(200);
    expect(answer.body.note.body).toBe('Token in the body');
  });

  it('lives 14000 seconds and then answers 401 token_expired', async () => {
    const { access_token } = await tokensFor(sandbox, alex);
    sandbox.control.advanceClock(13_990);
    expect((await apiGet(sandbox, 'ping', {}, { auth: { bearer: access_token } })).status).toBe(200);
    sandbox.control.advanceClock(11);
    const answer = await apiGet(sandbox, 'ping', {}, { auth: { bearer: access_token } });
    expect(answer.status).toBe(401);
    expect(answer.error!.code).toBe('token_expired');
    // Failed credentials are a critical error: no envelope (Checkfront's docs, overview/response.rst).
    expect(answer.body.request).toBeUndefined();
  });

  it('answers 401 invalid_token for a token it never issued', async () => {
    const answer = await apiGet(sandbox, 'ping', {}, { auth: { bearer: 'at_made_up' } });
    expect(answer.status).toBe(401);
    expect(answer.error!.code).toBe('invalid_token');
    expect(answer.headers.get('www-authenticate')).toMatch(/bearer/i);
  });
});

describe('refreshing the token pair', () => {
  it('rotates the pair: the new one works, the old access token gets 401 and the old refresh token invalid_grant', async () => {
    const old = await tokensFor(sandbox, alex);
    const answer = await refreshTokens(sandbox, old.refresh_token);
    expect(answer.status).toBe(200);
    const fresh = tokenAnswerSchema.parse(answer.body);
    expect(fresh.expires_in).toBe(14_000);
    expect(fresh.access_token).not.toBe(old.access_token);
    expect(fresh.refresh_token).not.toBe(old.refresh_token);

    expect((await apiGet(sandbox, 'booking/index', { limit: 1 }, { auth: { bearer: fresh.access_token } })).status).toBe(200);
    const oldAccess = await apiGet(sandbox, 'booking/index', { limit: 1 }, { auth: { bearer: old.access_token } });
    expect(oldAccess.status).toBe(401);
    expect(oldAccess.error!.code).toBe('invalid_token');
    const oldRefresh = await refreshTokens(sandbox, old.refresh_token);
    expect(oldRefresh.status).toBe(400);
    expect(oldRefresh.body.error).toBe('invalid_grant');
    // The pair given by the refresh can itself be refreshed.
    expect((await refreshTokens(sandbox, fresh.refresh_token)).status).toBe(200);
  });

  it('accepts the client credentials in the form body for a refresh too', async () => {
    const old = await tokensFor(sandbox, alex);
    expect((await refreshTokens(sandbox, old.refresh_token, 'body')).status).toBe(200);
  });

  it('refuses a refresh with a wrong client secret, and the refresh token still works afterwards', async () => {
    const old = await tokensFor(sandbox, alex);
    const refused = await refreshTokens(sandbox, old.refresh_token, { basic: [sandbox.clientId, 'wrong-secret'] });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('invalid_client');
    expect((await refreshTokens(sandbox, old.refresh_token)).status).toBe(200);
  });

  it('still refreshes after 13 days, once the access token has long expired', async () => {
    const old = await tokensFor(sandbox, alex);
    sandbox.control.advanceClock(13 * 86_400);
    expect((await apiGet(sandbox, 'ping', {}, { auth: { bearer: old.access_token } })).error?.code).toBe('token_expired');
    expect((await refreshTokens(sandbox, old.refresh_token)).status).toBe(200);
  });

  it('refuses a refresh token older than 14 days with invalid_grant', async () => {
    const old = await tokensFor(sandbox, alex);
    sandbox.control.advanceClock(14 * 86_400 + 1);
    const answer = await refreshTokens(sandbox, old.refresh_token);
    expect(answer.status).toBe(400);
    expect(oauthErrorSchema.parse(answer.body).error).toBe('invalid_grant');
  });
});
