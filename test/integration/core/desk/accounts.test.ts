// A business's own accounts on the desk: OAuth sign-in in the person's browser, the token pair, staff checks,
// and the browser host's answers scanned for secrets.
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoBrowser } from '../../../../electron/core/accounts/demo-browser.js';
import { createDesk, type RunningDesk } from '../../../../electron/core/desk/create-desk.js';
import { dispatch } from '../../../../electron/core/desk/dispatch.js';
import { DEFAULT_SETTINGS } from '../../../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import { Outbox } from '../../../../electron/core/offline/outbox/outbox.js';
import { workingSetPath } from '../../../../electron/core/offline/working-set/disk/working-set-file.js';
import { framesOf, openFrame } from '../../../../electron/core/offline/working-set/disk/log-file.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import type { CallInput, CallName, CallOutput } from '../../../../shared/contract/calls.js';
import type { DeskResult } from '../../../../shared/contract/desk-error.js';

let sandbox: RunningSandbox;
let running: RunningDesk;
let vault: MemoryVault;
const browserVisits: string[] = [];

beforeEach(async () => {
  sandbox = await startSandbox({ seed: 43, bookings: 200 });
  const priya = sandbox.staff[1]!;
  const browser = demoBrowser(priya.login, priya.password);
  vault = new MemoryVault();
  running = createDesk({
    settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)), vault, dataDir: null,
    // The person's own browser: here it fills in the authorize page as Priya would.
    openBrowser: async (url) => {
      browserVisits.push(url);
      await browser(url);
    },
    startDemo: () => Promise.reject(new Error('this test uses its own account, not the demo')),
  });
});
afterEach(async () => {
  await running.close();
  await sandbox.close();
});

const call = <N extends CallName>(name: N, input: CallInput<N>) =>
  dispatch(running.handlers, name, input, running.log) as Promise<DeskResult<CallOutput<N>>>;

describe('an OAuth account of the business', () => {
  it('is added, signed in through the browser, and acts as the staff member who approved', async () => {
    const added = await call('accounts.addOAuth', { label: 'Lodge', baseUrl: sandbox.url, clientId: sandbox.clientId, clientSecret: sandbox.clientSecret });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    await call('accounts.select', { accountId: added.value.id });
    const signedIn = await call('auth.signIn', {});
    expect(signedIn).toMatchObject({ ok: true, value: { auth: { status: 'signed-in' } } });
    expect(browserVisits.at(-1)).toMatch(new RegExp(`^${sandbox.url}/oauth/\\?client_id=`));
    const page = await call('bookings.list', { statusId: 'PEND', limit: 1 });
    if (!page.ok) throw new Error(page.error.message);
    const note = await call('bookings.addNote', { code: page.value.bookings[0]!.code, body: 'Approved by Priya' });
    if (!note.ok) throw new Error(note.error.message);
    expect(note.value.notes[0]).toMatchObject({ body: 'Approved by Priya', staffId: 2 });
  });

  it('keeps a label as one line of visible text: control and bidi characters go', async () => {
    const added = await call('accounts.addTokenPair', {
      label: 'Harbour\nLodge\u202Egnp.exe', baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiSecret: sandbox.apiSecret,
    });
    expect(added).toMatchObject({ ok: true, value: { label: 'Harbour Lodgegnp.exe' } });
    const status = await call('desk.status', {});
    if (!status.ok) throw new Error(status.error.message);
    expect(status.value.accounts.map((account) => account.label)).toEqual(['Harbour Lodgegnp.exe']);
  });

  it('keeps at most 20 accounts, and says what to do about the 21st', async () => {
    const add = (n: number) => call('accounts.addTokenPair', { label: `Desk ${n}`, baseUrl: sandbox.url, apiKey: 'k', apiSecret: 's' });
    for (let n = 1; n <= 20; n += 1) expect((await add(n)).ok, `account ${n}`).toBe(true);
    const refused = await add(21);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'refused', code: 'too_many_accounts', message: expect.stringMatching(/20 accounts already\. Remove one/) } });
    const status = await call('desk.status', {});
    expect(status.ok && status.value.accounts).toHaveLength(20);
  });

  it('refuses an address that is neither https nor this computer', async () => {
    const result = await call('accounts.addOAuth', { label: 'X', baseUrl: 'http://bookings.example.com', clientId: 'a', clientSecret: 'b' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['baseUrl'] } });
  });
});

describe('a token-pair account', () => {
  it('works with the right key and says clearly when the secret is wrong', async () => {
    const good = await call('accounts.addTokenPair', { label: 'Server desk', baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiSecret: sandbox.apiSecret });
    if (!good.ok) throw new Error(good.error.message);
    await call('accounts.select', { accountId: good.value.id });
    expect(await call('bookings.list', { limit: 1 })).toMatchObject({ ok: true });

    const bad = await call('accounts.addTokenPair', { label: 'Typo', baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiSecret: 'wrong' });
    if (!bad.ok) throw new Error(bad.error.message);
    await call('accounts.select', { accountId: bad.value.id });
    const refused = await call('bookings.list', { limit: 1 });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'signed-out' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/API key or secret/);
    const status = await call('desk.status', {});
    expect(status).toMatchObject({ ok: true, value: { auth: { status: 'signed-out' } } });
  });
});

describe('staff on the desk', () => {
  it('accepts a staff member the service knows and refuses one it does not', async () => {
    const added = await call('accounts.addTokenPair', { label: 'Desk', baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiSecret: sandbox.apiSecret });
    if (!added.ok) throw new Error(added.error.message);
    await call('accounts.select', { accountId: added.value.id });
    expect(await call('staff.add', { accountId: 3, name: 'Sam Okafor' })).toMatchObject({ ok: true, value: { staff: [{ accountId: 3 }] } });
    expect(await call('staff.add', { accountId: 99, name: 'Nobody' })).toMatchObject({ ok: false, error: { kind: 'invalid-input', fields: ['accountId'] } });
    expect(await call('staff.setActing', { accountId: 3 })).toMatchObject({ ok: true, value: { acting: { accountId: 3 } } });
  });
});

describe('removing an account', () => {
  const addPair = async (label: string) => {
    const added = await call('accounts.addTokenPair', { label, baseUrl: sandbox.url, apiKey: sandbox.apiKey, apiSecret: sandbox.apiSecret });
    if (!added.ok) throw new Error(added.error.message);
    await call('accounts.select', { accountId: added.value.id });
    await call('bookings.list', { limit: 5 });
    return added.value.id;
  };

  /** Every data key the vault could still hold for the working sets: the account's own, or one shared by all. */
  const keysInVault = async (accountId: string) => {
    const stored = await Promise.all([`secret-key:working-set:${accountId}`, 'secret-key:working-set'].map((name) => vault.read(name)));
    return stored.filter((key): key is string => key !== null).map((key) => Buffer.from(key, 'base64'));
  };

  /** Whether the key opens the file's first frame (every frame is sealed alike). */
  const opens = (file: Buffer, key: Buffer, accountId: string) => {
    const { fileId, frames } = framesOf(file);
    try {
      openFrame(frames[0]!, { key, accountId, fileId });
      return true;
    } catch {
      return false;
    }
  };

  it('removes its copy of the bookings from disk and the key that opened it, and leaves the other account\'s', async () => {
    const leaving = await addPair('Leaving');
    const staying = await addPair('Staying');
    // Switching accounts wrote the first one's working set to disk.
    const leavingFile = workingSetPath(running.dataDir, leaving);
    const copy = readFileSync(leavingFile);
    expect((await keysInVault(leaving)).map((key) => opens(copy, key, leaving))).toContain(true);

    expect((await call('accounts.remove', { accountId: leaving })).ok).toBe(true);
    expect(existsSync(leavingFile)).toBe(false);
    // No key left in the vault opens a copy of that file someone may have kept.
    expect((await keysInVault(leaving)).map((key) => opens(copy, key, leaving))).not.toContain(true);

    await call('accounts.select', { accountId: staying });
    await running.desk.account.offline().workingSet.close();
    const stayingFile = readFileSync(workingSetPath(running.dataDir, staying));
    expect((await keysInVault(staying)).map((key) => opens(stayingFile, key, staying))).toContain(true);
  });

  it('says what waits to be sent for it, and removes it with the account: no queued note stays on the desk', async () => {
    const leaving = await addPair('Leaving');
    const page = await call('bookings.list', { limit: 1 });
    if (!page.ok) throw new Error(page.error.message);
    sandbox.control.setFaults({ offline: true });
    const queued = await call('bookings.addNote', { code: page.value.bookings[0]!.code, body: 'Room 12 key card, do not share' });
    expect(queued.ok).toBe(true);
    sandbox.control.clearFaults();
    const staying = await addPair('Staying');
    const listed = await call('desk.status', {});
    if (!listed.ok) throw new Error(listed.error.message);
    expect(listed.value.accounts.find((a) => a.id === leaving)?.waitingWrites).toBe(1);
    expect(listed.value.accounts.find((a) => a.id === staying)?.waitingWrites).toBe(0);

    expect((await call('accounts.remove', { accountId: leaving })).ok).toBe(true);
    expect(running.desk.account.outbox().entries(leaving)).toEqual([]);
    // Opened again from the disk, the queue holds nothing of that account.
    await running.desk.close();
    const reopened = await Outbox.open({ file: `${running.dataDir}/outbox.bin`, key: await vault.secretKey('outbox'), log: () => undefined });
    expect(reopened.entries(leaving)).toEqual([]);
  });

  it('removes the working set of the account in use too, and the desk writes none for it afterwards', async () => {
    const current = await addPair('Current');
    expect((await call('accounts.remove', { accountId: current })).ok).toBe(true);
    // Closing the desk writes every working set still open: the removed account's must not be one of them.
    await running.desk.close();
    expect(existsSync(workingSetPath(running.dataDir, current))).toBe(false);
  });
});
