// --data FILE: the sandbox keeps its state across restarts, written atomically, and refuses a file it cannot read.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxBanner } from '../../../electron/sandbox/index.js';
import { exchangeCode, signIn, tokensFor } from '../../support/oauth-flow.js';
import { apiGet, apiPost } from '../../support/sandbox-http.js';

let dir: string;
let dataFile: string;
const running: RunningSandbox[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'frontdesk-sandbox-'));
  dataFile = join(dir, 'state.json');
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((sandbox) => sandbox.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function start(seed = 55): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ seed, bookings: 100, dataFile });
  running.push(sandbox);
  return sandbox;
}

async function stop(sandbox: RunningSandbox): Promise<void> {
  running.splice(running.indexOf(sandbox), 1);
  await sandbox.close();
}

/** The banner without the address, which changes with every start. */
const credentialsOf = ({ apiKey, apiSecret, clientId, clientSecret, staff }: SandboxBanner) =>
  ({ apiKey, apiSecret, clientId, clientSecret, staff });

async function firstBookingId(sandbox: RunningSandbox): Promise<string> {
  const listing = await apiGet(sandbox, 'booking/index', { limit: 1 });
  return Object.keys(listing.body['booking/index'] as Record<string, unknown>)[0]!;
}

async function noteBodies(sandbox: RunningSandbox, bookingId: string): Promise<string[]> {
  const read = await apiGet(sandbox, `booking/${bookingId}`);
  expect(read.status).toBe(200);
  return (read.body.booking.notes as { body: string }[]).map((n) => n.body);
}

describe('a data file of an earlier build', () => {
  it('is refused with a word (which file, what to do), not read into today\'s shape, and left as it was', async () => {
    const first = await start();
    await stop(first);
    // An earlier build's shape: parameters { id: 1, key: 'adults' }, booking lines without days or ids.
    const earlier = JSON.parse(readFileSync(dataFile, 'utf8'));
    const numbered: Record<string, number> = { adults: 1, children: 2, rooms: 3, qty: 4 };
    earlier.params = earlier.params.map((p: { id: string; label: string }) => ({ id: numbered[p.id], key: p.id, label: p.label }));
    for (const b of earlier.bookings) {
      b.lines = b.lines.map((line: Record<string, unknown>) => ({ itemId: line.itemId, qty: line.qty, total: line.total, params: {} }));
    }
    const written = JSON.stringify(earlier);
    writeFileSync(dataFile, written);

    const starting = startSandbox({ bookings: 100, dataFile });
    await expect(starting).rejects.toThrow(/earlier build of the sandbox.*Move it away or pick another --data/);
    await expect(starting).rejects.toThrow(dataFile);
    expect(readFileSync(dataFile, 'utf8')).toBe(written);
  });
});

describe('the data file', () => {
  it('keeps a note across a restart, with the same credentials', async () => {
    const first = await start();
    const bookingId = await firstBookingId(first);
    expect((await apiPost(first, `booking/${bookingId}/note`, { body: 'Survives a restart' })).status).toBe(200);
    const firstCredentials = credentialsOf(first.banner());
    await stop(first);

    // Another seed: the file, not the seed, decides what the account holds.
    const second = await start(56);
    expect(credentialsOf(second.banner())).toEqual(firstCredentials);
    expect(await noteBodies(second, bookingId)).toContain('Survives a restart');
    expect(second.control.writes().map((w) => w.detail)).toContain('Survives a restart');
  });

  it('keeps a staff member signed in across a restart', async () => {
    const first = await start();
    const { access_token } = await tokensFor(first, first.staff[0]!);
    await stop(first);
    const second = await start();
    expect((await apiGet(second, 'booking/index', { limit: 1 }, { auth: { bearer: access_token } })).status).toBe(200);
  });

  it('keeps a reset across a restart', async () => {
    const first = await start();
    const bookingId = await firstBookingId(first);
    await apiPost(first, `booking/${bookingId}/note`, { body: 'Undone by the reset' });
    first.control.reset();
    await stop(first);
    const second = await start();
    expect(await noteBodies(second, bookingId)).not.toContain('Undone by the reset');
  });

  it('keeps a reset across a restart even when it follows a single change, such as a sign-in', async () => {
    const first = await start();
    const { code } = await signIn(first, { login: first.staff[0]!.login, password: first.staff[0]!.password });
    expect(code).not.toBeNull();
    first.control.reset();
    await stop(first);
    const second = await start();
    const answer = await exchangeCode(second, code!);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_grant');
  });

  it('is written at start, before any change', async () => {
    await start();
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('is written atomically: no temporary file is left beside it', async () => {
    const sandbox = await start();
    const bookingId = await firstBookingId(sandbox);
    await Promise.all(Array.from({ length: 5 }, (_, i) =>
      apiPost(sandbox, `booking/${bookingId}/note`, { body: `Note ${i}` })));
    await stop(sandbox);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('refuses to start on a file that is not JSON, and says which file and what to do', async () => {
    writeFileSync(dataFile, '{"account": {"id": 4');
    const starting = startSandbox({ bookings: 100, dataFile });
    await expect(starting).rejects.toThrow(/not a sandbox data file/);
    await expect(starting).rejects.toThrow(dataFile);
    await expect(starting).rejects.toThrow(/--data/);
  });

  it('refuses to start on JSON that is not sandbox state, and leaves the file alone', async () => {
    writeFileSync(dataFile, '{"hello": "world"}');
    await expect(startSandbox({ bookings: 100, dataFile })).rejects.toThrow(/not a sandbox data file/);
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('keeps the state in memory only when no file is given', async () => {
    const first = await startSandbox({ seed: 55, bookings: 100 });
    running.push(first);
    const bookingId = await firstBookingId(first);
    await apiPost(first, `booking/${bookingId}/note`, { body: 'Only in memory' });
    await stop(first);
    const second = await startSandbox({ seed: 55, bookings: 100 });
    running.push(second);
    expect(await noteBodies(second, bookingId)).not.toContain('Only in memory');
  });
});
