// A host on the LAN that holds no pairing code, against a desk that shares its day: the security review's flood,
// from loopback, against a desk process whose open files are capped at 1,024 as on a desktop. It must stay up, its
// screens must answer, it must drop what it cannot use, and give the memory back. And a host that opens TLS handshake
// after handshake: each costs the desk's main thread, so it spends a budget of them and closes the rest unread.
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { PER_ADDRESS } from '../../../../electron/core/venue/handshake-budget.js';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { childBanner } from '../../../support/child-desk.js';
import { DeskProcess, killRunningDesks, until } from '../../../support/venue-desk-process.js';
import { halfSentFrames, handshakeFlood, silentConnections } from '../../../support/venue-flood.js';

const tempFolder = useTempFolders('fd-venue-lan-attack-');
let sandbox: RunningSandbox | null = null;

afterAll(async () => {
  killRunningDesks();
  await sandbox?.close();
});

type Memory = { held: number; rss: number };

describe('a desk whose venue port a hostile host floods', () => {
  it('stays up through 1,000 silent connections and 40 half-sent 8 MiB frames, answers, drops them all, and gives the memory back', async () => {
    sandbox = await startSandbox({ seed: 33, bookings: 40 });
    const desk = DeskProcess.start(tempFolder(), 'Dock', childBanner(sandbox), { graceMs: 1_500, fileLimit: 1_024 });
    await desk.ready;
    await desk.ask('sync');
    expect(await desk.ask('offerPairing')).toMatch(/^[0-9A-Z]{4}-/);
    const port = await desk.ask<number>('port');
    const code = sandbox.control.services().store.state.bookings[0]!.code;
    // The reads the flood will be met with, done first, so that what they keep (caches, the log) is in "before" too.
    for (let i = 0; i < 20; i += 1) await desk.ask('notes', { code });
    const before = await desk.ask<Memory>('memory');
    const openFiles = () => readdirSync(`/proc/${desk.child.pid}/fd`).length;
    const filesBefore = openFiles();

    const silent = await silentConnections(port, 1_000);
    const frames = await halfSentFrames(port, 40);
    // Its screens answer during the flood, and the watcher of its network has run into the full table of files.
    expect(await desk.ask('notes', { code })).toEqual(expect.any(Array));
    await until(() => silent.closed() === 1_000 && frames.closed() === 40, 'the desk to close every hostile socket', 1_200);
    expect(await desk.ask('notes', { code })).toEqual(expect.any(Array));
    expect(openFiles()).toBeLessThanOrEqual(filesBefore + 2);
    const after = await desk.ask<Memory>('memory');
    console.log(`desk memory (heap + buffers) ${(before.held / 2 ** 20).toFixed(1)} → ${(after.held / 2 ** 20).toFixed(1)} MiB; ` +
      `resident ${(before.rss / 2 ** 20).toFixed(0)} → ${(after.rss / 2 ** 20).toFixed(0)} MiB`);
    expect(after.held).toBeLessThan(before.held * 1.2);
    // Still a venue: a pairing code is offered on the same port.
    expect(await desk.ask('offerPairing')).toMatch(/^[0-9A-Z]{4}-/);
    expect(await desk.ask<number>('port')).toBe(port);
    await desk.close();
  }, 90_000);
});

describe('a desk whose venue port a host dials again and again', () => {
  it('does its part of a TLS handshake only within its budget, and closes the other connections before reading a byte', async () => {
    const venue = await VenueDesk.open({ folder: tempFolder(), deskName: 'Dock', accountId: 'acme', beatMs: 100 });
    try {
      const started = performance.now();
      const { secured, refused } = await handshakeFlood(venue.port, 100, 1);
      const seconds = (performance.now() - started) / 1000;
      // A burst, then a rate a second, counted on whatever time the flood took (a slower machine only allows more).
      expect(secured).toBeLessThanOrEqual(PER_ADDRESS.burst + Math.ceil(PER_ADDRESS.perSecond * seconds));
      expect(refused).toBe(100 - secured);
      // Still a venue: a code is offered, and the next host to dial is heard once the budget has come back.
      expect(venue.offerPairing()).toMatch(/^[0-9A-Z]{4}-/);
    } finally {
      await venue.close();
    }
  });
});
