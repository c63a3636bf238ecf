// A crash or power cut at any moment loses no queued write. A child process adds writes to the
// outbox and is killed with SIGKILL at a random instant, a hundred times on the same file; after every kill the
// file must read back whole and hold every write the child had been told was saved.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../../../../electron/core/offline/outbox/index.js';
import { bundledChild, liveAndDie } from '../../../../support/killed-child.js';

const LIVES = 100;
const CHILD_SOURCE = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

let folder: string;
let child: string;
const key = randomBytes(32);

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-outbox-crash-'));
  child = await bundledChild(CHILD_SOURCE, folder);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

interface Life {
  added: string[];
  discarding: string[];
  gone: string[];
}

/** Starts the child, kills it 5–80 ms after it is ready, and returns what it said it had done by then. */
async function lifeOf(file: string, life: number): Promise<Life> {
  const lines = await liveAndDie(child, [file, key.toString('hex'), String(life)], 5, 80);
  const ids = (word: string) => lines.filter((l) => l.startsWith(`${word} `)).map((l) => l.slice(word.length + 1));
  return { added: ids('added'), discarding: ids('discarding'), gone: ids('gone') };
}

describe('the outbox under SIGKILL', () => {
  it(`reads back whole and keeps every acknowledged write, ${LIVES} kills in a row`, async () => {
    const file = join(folder, 'outbox.bin');
    const saved = new Set<string>();
    const gone = new Set<string>();
    let acknowledged = 0;
    const started = Date.now();
    for (let life = 1; life <= LIVES; life += 1) {
      const { added, discarding, gone: removed } = await lifeOf(file, life);
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
