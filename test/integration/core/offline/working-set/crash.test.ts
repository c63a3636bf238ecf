// A desk killed (SIGKILL) while it writes its working set, appending changes or compacting the file, opens it again
// whole: every change written before the kill is there, a change cut short is dropped, nothing is set aside and no
// booking is lost. Twenty lives on one file.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { BOOKINGS, changedIn, versionOf } from './crash-rounds.js';

const LIVES = 20;
const CHILD_SOURCE = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

let folder: string;
let child: string;
const key = randomBytes(32);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-ws-crash-'));
  // Bundled once: each life then starts in a tenth of the time tsx takes to transpile it afresh.
  child = join(folder, 'crash-child.mjs');
  await build({ entryPoints: [CHILD_SOURCE], outfile: child, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error' });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Starts the child, kills it 20–400 ms after it is ready, and answers the last round it said was on disk. */
function liveAndDie(data: string, life: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const running = spawn(process.execPath, [child, data, key.toString('hex'), String(life)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    running.stdout.on('data', (chunk: Buffer) => {
      const first = out === '';
      out += chunk.toString('utf8');
      if (first && out.startsWith('ready\n')) setTimeout(() => running.kill('SIGKILL'), 20 + Math.random() * 380);
    });
    running.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    running.on('error', reject);
    running.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`The child ended by itself (${signal}): ${err}`));
      const rounds = out.split('\n').slice(0, -1).filter((line) => line.startsWith('round ')).map((line) => Number(line.slice(6)));
      resolve(rounds.length === 0 ? null : Math.max(...rounds));
    });
  });
}

describe('a working set written when the desk is killed', () => {
  it('opens again with every change that was on disk, twenty times over', async () => {
    const data = join(folder, 'desk');
    /** Each booking's version as the rounds said on disk so far: what must be found at least. */
    const known = new Map<number, number>();
    for (let life = 1; life <= LIVES; life += 1) {
      const lastRound = await liveAndDie(data, life);
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
