// A service that says the account moved to another server (301): the desk sends nothing there, shows the new
// address, and follows only once the person accepts; then the same account, with its sign-in, answers there.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createDesk, type RunningDesk } from '../../../../electron/core/desk/create-desk.js';
import { dispatch } from '../../../../electron/core/desk/dispatch.js';
import { DEFAULT_SETTINGS } from '../../../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import type { CallInput, CallName, CallOutput } from '../../../../shared/contract/calls.js';
import type { DeskResult } from '../../../../shared/contract/desk-error.js';
import { closeLocalServers, redirecting } from '../api/local-server.js';

let sandbox: RunningSandbox;
let running: RunningDesk;
const sent: { url: string; authorization: string | null }[] = [];

beforeEach(async () => {
  sandbox = await startSandbox({ seed: 47, bookings: 40 });
  sent.length = 0;
  const recording: typeof fetch = (input, init) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, authorization: request.headers.get('authorization') });
    return fetch(request, { redirect: 'manual' });
  };
  running = createDesk({
    settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)), vault: new MemoryVault(), dataDir: null,
    openBrowser: () => Promise.reject(new Error('no browser here')), fetch: recording,
    startDemo: () => Promise.reject(new Error('not the demo')),
  });
});
afterEach(async () => {
  await running.close();
  await sandbox.close();
  await closeLocalServers();
});

const call = <N extends CallName>(name: N, input: CallInput<N>) =>
  dispatch(running.handlers, name, input, running.log) as Promise<DeskResult<CallOutput<N>>>;

it('shows a move to another host, sends nothing there until the person accepts, then works there', async () => {
  // The old address answers 301 to the same service under another host name (localhost instead of 127.0.0.1).
  const elsewhere = sandbox.url.replace('127.0.0.1', 'localhost');
  const old = await redirecting(301, (_self, path) => `${elsewhere}${path}`);
  const added = await call('accounts.addTokenPair', { label: 'Lodge', baseUrl: old.url, apiKey: sandbox.apiKey, apiSecret: sandbox.apiSecret });
  if (!added.ok) throw new Error(added.error.message);
  await call('accounts.select', { accountId: added.value.id });

  const refused = await call('desk.ping', {});
  expect(refused).toMatchObject({ ok: false, error: { kind: 'refused', code: 'move_to_another_host' } });
  expect(sent.filter((request) => request.url.startsWith(elsewhere))).toEqual([]);
  const waiting = await call('desk.status', {});
  expect(waiting.ok && waiting.value.account).toMatchObject({ baseUrl: old.url, proposedMove: elsewhere });

  const accepted = await call('accounts.acceptMove', { accountId: added.value.id });
  expect(accepted.ok && accepted.value.account).toMatchObject({ baseUrl: elsewhere, proposedMove: null });
  expect(await call('desk.ping', {})).toEqual({ ok: true, value: { ok: true } });
  const there = sent.filter((request) => request.url.startsWith(elsewhere));
  expect(there.length).toBeGreaterThan(0);
  expect(there.every((request) => request.authorization?.startsWith('Basic '))).toBe(true);
});

it('refuses to accept a move nobody announced', async () => {
  const added = await call('accounts.addTokenPair', { label: 'Lodge', baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiSecret: sandbox.apiSecret });
  if (!added.ok) throw new Error(added.error.message);
  expect(await call('accounts.acceptMove', { accountId: added.value.id }))
    .toMatchObject({ ok: false, error: { kind: 'not-found', message: 'No move of that account waits to be accepted.' } });
});
