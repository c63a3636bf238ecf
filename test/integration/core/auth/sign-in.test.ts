// Signing a desk in through the real authorize page (spec 5.2): loopback callback, state, PKCE, denial,
// the 60-second code, and the client credentials going only to the token URL.
import { createHash } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { OAuthAuthorizer, signInWithBrowser, type BrowserSignInOptions } from '../../../../electron/core/auth/index.js';
import { MemoryVault } from '../../../../electron/core/vault/index.js';
import { startSandbox, type RunningSandbox, type SandboxStaffLogin } from '../../../../electron/sandbox/index.js';
import { personAt, sandboxNow, type Person } from './browser.js';
import { ping, wireLog, type WireLog } from './wire-log.js';

let sandbox: RunningSandbox;
let staff: SandboxStaffLogin;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 31, bookings: 100 });
  staff = sandbox.staff[0]!;
});
afterAll(() => sandbox.close());

function options(person: Person, log: WireLog, extra: Partial<BrowserSignInOptions> = {}): BrowserSignInOptions {
  return {
    address: { baseUrl: sandbox.url }, client: { clientId: sandbox.clientId, clientSecret: sandbox.clientSecret },
    openBrowser: person.openBrowser, fetch: log.fetch, now: sandboxNow(sandbox), ...extra,
  };
}

async function failure(work: Promise<unknown>): Promise<ApiFailure> {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiFailure);
  return error as ApiFailure;
}

/** True when something still accepts connections at the port. */
const listening = (port: string) => new Promise<boolean>((resolve) => {
  const socket = createConnection({ host: '127.0.0.1', port: Number(port) });
  socket.once('connect', () => { socket.destroy(); resolve(true); });
  socket.once('error', () => resolve(false));
});

describe('signing in through the authorize page', () => {
  it('signs in, tells the browser tab, closes the listener, and the tokens work on the API', async () => {
    const person = personAt(staff);
    const log = wireLog();
    const started = sandboxNow(sandbox)();
    const tokens = await signInWithBrowser(options(person, log));

    const [authorize] = person.opened;
    const url = new URL(authorize!);
    expect(url.origin + url.pathname).toBe(`${sandbox.url}/oauth/`);
    expect(url.searchParams.get('client_id')).toBe(sandbox.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.has('client_secret')).toBe(false);

    const tab = await person.tab;
    expect(tab.status).toBe(200);
    expect(tab.html).toMatch(/You are signed in.*close this tab/s);
    expect(await listening(tab.callback.port)).toBe(false);

    expect(tokens.accessExpiresAt - started).toBeGreaterThanOrEqual(14_000_000 - 1000);
    expect(tokens.refreshExpiresAt - started).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    const [exchange] = log.tokenPosts();
    const basic = Buffer.from(`${sandbox.clientId}:${sandbox.clientSecret}`).toString('base64');
    expect(exchange!.headers.get('authorization')).toBe(`Basic ${basic}`);
    expect(new URLSearchParams(exchange!.body).get('grant_type')).toBe('authorization_code');
    expect(exchange!.body).not.toContain(sandbox.clientSecret);
    expect(await ping(log, sandbox.url, `Bearer ${tokens.accessToken}`)).toBe(200);
  });

  it('hands the pair to the authorizer, which keeps it in the vault and reports signed in', async () => {
    const person = personAt(staff);
    const log = wireLog();
    const vault = new MemoryVault();
    const authorizer = await OAuthAuthorizer.open({ accountId: 'demo', vault, endpoint: { refresh: () => Promise.reject(new Error('unused')) }, now: sandboxNow(sandbox), log: () => undefined });
    expect(authorizer.state()).toMatchObject({ status: 'signed-out', reason: 'not-signed-in' });
    await authorizer.signedIn(await signInWithBrowser(options(person, log)));
    expect(authorizer.state()).toMatchObject({ status: 'signed-in' });
    expect(await vault.read('oauth-tokens:demo')).toContain('accessToken');
    const reopened = await OAuthAuthorizer.open({ accountId: 'demo', vault, endpoint: { refresh: () => Promise.reject(new Error('unused')) }, now: sandboxNow(sandbox), log: () => undefined });
    expect(await ping(log, sandbox.url, await reopened.authorization())).toBe(200);
  });

  it('ignores a forged answer with a wrong state, keeps listening, and signs in with the right one', async () => {
    const person = personAt(staff, { forgedFirst: true });
    const log = wireLog();
    const tokens = await signInWithBrowser(options(person, log));
    const tab = await person.tab;
    expect(tab.forged?.status).toBe(400);
    expect(tab.forged?.html).toMatch(/does not belong to the sign-in Frontdesk started/);
    expect(tab.status).toBe(200);
    expect(log.tokenPosts().map((post) => new URLSearchParams(post.body).get('code'))).not.toContain('attacker-code');
    expect(await ping(log, sandbox.url, `Bearer ${tokens.accessToken}`)).toBe(200);
  });

  it('given only answers with a wrong state, exchanges nothing and stops at the timeout', async () => {
    const person = personAt(staff, { forgeState: true });
    const log = wireLog();
    const error = await failure(signInWithBrowser(options(person, log, { timeoutMs: 1500 })));
    expect(error.details.code).toBe('sign_in_timeout');
    const tab = await person.tab;
    expect(tab.status).toBe(400);
    expect(tab.html).toMatch(/not signed in/);
    expect(log.tokenPosts()).toHaveLength(0);
  });

  it('binds the code to this desk with PKCE: an S256 challenge out, its verifier in the exchange', async () => {
    const person = personAt(staff);
    const log = wireLog();
    await signInWithBrowser(options(person, log));
    const authorize = new URL(person.opened[0]!).searchParams;
    expect(authorize.get('code_challenge_method')).toBe('S256');
    const verifier = new URLSearchParams(log.tokenPosts()[0]!.body).get('code_verifier');
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(authorize.get('code_challenge')).toBe(createHash('sha256').update(verifier!).digest('base64url'));
  });

  it('says clearly that access was denied when the person presses Deny', async () => {
    const person = personAt(staff, { decision: 'deny' });
    const error = await failure(signInWithBrowser(options(person, wireLog())));
    expect(error.details.code).toBe('access_denied');
    expect(error.message).toMatch(/^You denied access, so Frontdesk is not signed in/);
    expect((await person.tab).html).toMatch(/You denied access/);
  });

  it('fails clearly when the code is older than 60 seconds at the exchange', async () => {
    const person = personAt(staff);
    const log = wireLog();
    const error = await failure(signInWithBrowser(options(person, log, {
      beforeExchange: () => sandbox.control.advanceClock(61),
    })));
    expect(error.kind).toBe('refused');
    expect(error.details.code).toBe('invalid_grant');
    expect(error.message).toMatch(/expired .*60 seconds.*Sign in again/);
    expect(log.tokenPosts()).toHaveLength(1);
    const tab = await person.tab;
    expect(tab.html).toMatch(/not signed in/);
    expect(tab.html).not.toMatch(/You are signed in/);
  });

  it('gives up after the timeout when nobody finishes in the browser, and frees the port', async () => {
    let redirect = '';
    const error = await failure(signInWithBrowser(options(personAt(staff), wireLog(), {
      timeoutMs: 150, openBrowser: (url) => { redirect = new URL(url).searchParams.get('redirect_uri')!; },
    })));
    expect(error.kind).toBe('cancelled');
    expect(error.details.code).toBe('sign_in_timeout');
    expect(await listening(new URL(redirect).port)).toBe(false);
  });

  it('stops when cancelled, and reports a browser that cannot be opened', async () => {
    const controller = new AbortController();
    const cancelled = signInWithBrowser(options(personAt(staff), wireLog(), {
      signal: controller.signal, openBrowser: () => { setTimeout(() => controller.abort(), 20); },
    }));
    expect((await failure(cancelled)).kind).toBe('cancelled');
    const broken = await failure(signInWithBrowser(options(personAt(staff), wireLog(), {
      openBrowser: () => Promise.reject(new Error('no browser installed')),
    })));
    expect(broken.details.code).toBe('browser_failed');
    expect(broken.message).toMatch(/could not open the browser/);
  });
});
