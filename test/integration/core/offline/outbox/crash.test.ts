// DESIGN.md §4: "a crash or power cut at any moment loses no queued write". A child process adds writes to the
// outbox and is killed with SIGKILL at a random instant, a hundred times on the same file; after every kill the
// file must read back whole and hold every write the child had been told was saved.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../../../../electron/core/offline/outbox/index.js';

const LIVES = 100;
const CHILD_SOURCE = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

let folder: string;
let child: string;
const key = randomBytes(32);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-outbox-crash-'));
  // Bundled once with the esbuild that tsx runs on: the same TypeScript, but each of the hundred lives then starts
  // in a tenth of the time `tsx` takes to transpile it afresh, which keeps the test within a minute.
  child = join(folder, 'crash-child.mjs');
  await build({ entryPoints: [CHILD_SOURCE], outfile: child, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error' });
});
afterAll(() => rm(folder, { recursive: true, force: true }));

interface Life {
  added: string[];
  discarding: string[];
  gone: string[];
}

/** Starts the child, kills it 5–80 ms after it is ready, and returns the lines it had printed by then. */
function liveAndDie(file: string, life: number): Promise<Life> {
  return new Promise((resolve, reject) => {
    const process_ = spawn(process.execPath, [child, file, key.toString('hex'), String(life)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    process_.stdout.on('data', (chunk: Buffer) => {
      const first = out === '';
      out += chunk.toString('utf8');
      if (first && out.startsWith('ready\n')) setTimeout(() => process_.kill('SIGKILL'), 5 + Math.random() * 75);
    });
    process_.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    process_.on('error', reject);
    process_.on('close', (_code, signal) => {
      if (signal !== 'SIGKILL') return reject(new Error(`The child ended by itself (${signal}): ${err}`));
      // Only whole lines count: a line cut by the kill was never fully said.
      const lines = out.split('\n').slice(0, -1);
      const ids = (word: string) => lines.filter((l) => l.startsWith(`${word} `)).map((l) => l.slice(word.length + 1));
      resolve({ added: ids('added'), discarding: ids('discarding'), gone: ids('gone') });
    });
  });
}

describe('the outbox under SIGKILL', () => {
  it(`reads back whole and keeps every acknowledged write, ${LIVES} kills in a row`, async () => {
    const file = join(folder, 'outbox.bin');
    const saved = new Set<string>();
    const gone = new Set<string>();
    let acknowledged = 0;
    const started = Date.now();
    for (let life = 1; life <= LIVES; life += 1) {
      const { added, discarding, gone: removed } = await liveAndDie(file, life);
      acknowledged += added.length;
      added.forEach((id) => saved.add(id));
      // A discard in flight when the child died may or may not have reached the disk: either is right.
      discarding.forEach((id) => saved.delete(id));
      removed.forEach((id) => gone.add(id));

      const outbox = await Outbox.open({ file, key, log: () => undefined });
      expect(outbox.warning, `after kill ${life}`).toBeNull();
      const present = new Set(outbox.entries('crash').map((e) => e.id));
      const lost = [...saved].filter((id) => !present.has(id));
      expect(lost, `acknowledged writes missing after kill ${life}`).toEqual([]);
      expect([...gone].filter((id) => present.has(id)), `discarded writes back after kill ${life}`).toEqual([]);
    }
    const files = await readdir(folder);
    expect(files.filter((name) => name.includes('.damaged-'))).toEqual([]);
    console.log(`${LIVES} kills, ${acknowledged} acknowledged writes, ${gone.size} discards, in ${Date.now() - started} ms`);
    // The kills must have landed while writes were being saved, or the test proves nothing.
    expect(acknowledged).toBeGreaterThan(LIVES);
  }, 120_000);
});
