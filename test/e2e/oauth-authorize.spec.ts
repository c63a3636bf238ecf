// A staff member signs in on the sandbox's real authorize page in Chromium and the desk's loopback
// listener receives the code (spec 5.2).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox/index.js';
import { tokenAnswerSchema } from '../../shared/wire/index.js';

let sandbox: RunningSandbox;
let listener: Server;
let callbackUrl: string;
const received: URL[] = [];

test.beforeAll(async () => {
  sandbox = await startSandbox({ seed: 21, bookings: 100 });
  listener = createServer((request, response) => {
    const url = new URL(request.url ?? '/', callbackUrl);
    // Chromium also asks for /favicon.ico; only the callback counts.
    if (url.pathname === '/callback') received.push(url);
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Signed in. You can close this window.</h1>');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/callback`;
});

test.afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => listener.close(resolve));
});

function authorizeUrl(state: string): string {
  const query = new URLSearchParams({ client_id: sandbox.clientId, response_type: 'code', redirect_uri: callbackUrl, state });
  return `${sandbox.url}/oauth/?${query}`;
}

test('a staff member approves the desk and the code reaches the loopback listener', async ({ page }) => {
  const alex = sandbox.staff[0]!;
  await page.goto(authorizeUrl('s-123'));
  await expect(page.getByRole('heading', { name: 'Frontdesk wants to act for you' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/oauth-authorize.png' });

  await page.getByLabel('Staff login').fill(alex.login);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert')).toHaveText('The login or password is wrong. Try again.');
  await page.screenshot({ path: 'test-results/screens/oauth-wrong-password.png' });
  expect(received).toHaveLength(0);

  await page.getByLabel('Password').fill(alex.password);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: /Signed in/ })).toBeVisible();
  const callback = received.at(-1)!;
  expect(callback.searchParams.get('state')).toBe('s-123');
  const code = callback.searchParams.get('code')!;

  const exchange = await fetch(`${sandbox.url}/oauth/token/`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${sandbox.clientId}:${sandbox.clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callbackUrl }).toString(),
  });
  const tokens = tokenAnswerSchema.parse(await exchange.json());
  expect(tokens.expires_in).toBe(14000);
  const ping = await fetch(`${sandbox.url}/api/3.0/ping`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
  expect(ping.status).toBe(200);
});

test('denying sends the staff member back with access_denied and no code', async ({ page }) => {
  await page.goto(authorizeUrl('s-deny'));
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('heading', { name: /Signed in/ })).toBeVisible();
  const callback = received.at(-1)!;
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('state')).toBe('s-deny');
  expect(callback.searchParams.has('code')).toBe(false);
});
