// A desk killed (SIGKILL) while it writes its working set, appending changes or compacting the file, opens it again
// whole: every change written before the kill is there, a change cut short is dropped, nothing is set aside and no
// booking is lost. Twenty lives on one file.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { BOOKINGS, changedIn, versionOf } from './crash-rounds.js';
import { bundledChild, liveAndDie } from '../../../../support/killed-child.js';

const LIVES = 20;
const CHILD_SOURCE = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

let folder: string;
let child: string;
const key = randomBytes(32);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-ws-crash-'));
  child = await bundledChild(CHILD_SOURCE, folder);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Starts the child, kills it 20–400 ms after it is ready, and answers the last round it said was on disk. */
async function lastRoundOf(data: string, life: number): Promise<number | null> {
  const lines = await liveAndDie(child, [data, key.toString('hex'), String(life)], 20, 400);
  const rounds = lines.filter((line) => line.startsWith('round ')).map((line) => Number(line.slice(6)));
  return rounds.length === 0 ? null : Math.max(...rounds);
}

describe('a working set written when the desk is killed', () => {
  it('opens again with every change that was on disk, twenty times over', async () => {
    const data = join(folder, 'desk');
    /** Each booking's version as the rounds said on disk so far: what must be found at least. */
    const known = new Map<number, number>();
    for (let life = 1; life <= LIVES; life += 1) {
      const lastRound = await lastRoundOf(data, life);
      for (let round = 0; lastRound !== null && round <= lastRound; round += 1) {
        for (const index of changedIn(round)) known.set(index, versionOf(life, round));
      }
      const logs: string[] = [];
      const set = await WorkingSet.open({ folder: data, accountId: 'crash', key, timeZone: 'UTC', log: (m) => logs.push(m) });
      await set.whole();
      expect(logs.filter((line) => /starting empty|damaged/.test(line)), `life ${life}`).toEqual([]);
      const found = new Map(set.bookings({ limit: BOOKINGS }).bookings.map((b) => [b.id - 1, b.lastModified ?? 0]));
      for (const [index, version] of known) {
        expect(found.get(index) ?? 0, `life ${life}, booking ${index}`).toBeGreaterThanOrEqual(version);
      }
      if (lastRound !== null) expect(set.lastSyncAt).toBeGreaterThanOrEqual(versionOf(life, lastRound));
      await set.close();
    }
    // A kill mid-compaction leaves its temporary file, and the next opening removes it: one file is left.
    expect(await readdir(data)).toHaveLength(1);
  }, 240_000);
});
