// Browser mode started as `npm run start:web` starts it (electron/host/browser-mode.ts): a settings.json damaged by a
// crash of another tool or a hand edit is set aside and said, on the terminal and in the status the Accounts screen
// shows, and the host starts anyway instead of exiting.
import type { SetAside } from '../../../shared/contract/model/account.js';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startBrowserMode, type BrowserMode } from '../../../electron/host/browser-mode.js';
import { useTempFolders } from '../../support/temp-folders.js';
import { send } from './host-fixture.js';

const tempFolder = useTempFolders('frontdesk-web-');
let running: BrowserMode | null = null;
afterEach(async () => {
  await running?.close();
  running = null;
});

/** Browser mode on `dataDir`, with what it says on its terminal. */
async function startOn(dataDir: string): Promise<{ said: string[] }> {
  const rendererDir = join(dataDir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Frontdesk</title>');
  const said: string[] = [];
  const line = (...parts: unknown[]) => said.push(parts.map(String).join(' '));
  running = await startBrowserMode({ dataDir, rendererDir, port: 0, terminal: { log: line, warn: line, error: line } });
  return { said };
}

/** The desk's status as the page reads it: the launch key from the owner-only page, traded for a session. */
async function deskStatus(dataDir: string): Promise<{ settingsWarning: SetAside | null }> {
  const page = await readFile(join(dataDir, 'launch', 'open-frontdesk.html'), 'utf8');
  const launch = new URL(/url=(\S+)">/.exec(page)![1]!);
  const port = Number(launch.port);
  const headers = { Origin: launch.origin, 'Content-Type': 'application/json' };
  const session = await send(port, '/desk/session', {
    method: 'POST', headers, body: JSON.stringify({ key: launch.hash.replace('#key=', '') }),
  });
  const cookie = session.headers['set-cookie']![0]!.split(';')[0]!;
  const answer = await send(port, '/desk/call/desk.status', { method: 'POST', headers: { ...headers, Cookie: cookie }, body: '{}' });
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { value: { settingsWarning: SetAside | null } }).value;
}

describe('browser mode with a damaged settings.json', () => {
  it('starts, keeps the file aside, and says so on the terminal and in the desk\'s status', async () => {
    const dataDir = tempFolder();
    await writeFile(join(dataDir, 'settings.json'), '{"desk": {"accounts": [', { mode: 0o600 });
    const { said } = await startOn(dataDir);
    const kept = (await readdir(dataDir)).filter((name) => name.startsWith('settings.json.damaged-'));
    expect(kept).toHaveLength(1);
    expect(await readFile(join(dataDir, kept[0]!), 'utf8')).toBe('{"desk": {"accounts": [');
    expect(said.join('\n')).toMatch(/settings: This desk's settings .* could not be read \(it is not JSON\)\. It was kept as .*settings\.json\.damaged-/);
    const status = await deskStatus(dataDir);
    // As data the page words in the desk's language: why, and the copy kept.
    expect(status.settingsWarning).toEqual({ problem: 'it is not JSON', keptAs: join(dataDir, kept[0]!) });
  });

  it('says nothing of the kind when the file reads', async () => {
    const dataDir = tempFolder();
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ desk: { accounts: [], currentAccountId: null, scanChecksIn: true } }), { mode: 0o600 });
    const { said } = await startOn(dataDir);
    expect(said.join('\n')).not.toMatch(/settings/);
    expect((await deskStatus(dataDir)).settingsWarning).toBeNull();
  });
});
