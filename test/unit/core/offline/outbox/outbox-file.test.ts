// The outbox file on disk: it reads back what was written, keeps guests' notes unreadable without
// the key, and a file it cannot read is set aside with a warning, never a crash and never silently overwritten.
import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Outbox } from '../../../../../electron/core/offline/outbox/index.js';
import { seal } from '../../../../../electron/core/vault/sealed.js';

const SECRET_NOTE = 'Guest in room 12 is allergic to peanuts; call Dr. Jansen on arrival';
const posix = process.platform !== 'win32';

let folder: string;
let file: string;
let logged: string[];
const open = (key?: Buffer) => Outbox.open({ file, key, now: () => 1_700_000_000_000, log: (m) => logged.push(m) });

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-outbox-'));
  file = join(folder, 'outbox.json');
  logged = [];
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the outbox file', () => {
  it('gives back every entry, in order and unchanged, after it is opened again', async () => {
    const outbox = await open();
    const added = [
      await outbox.add('acc', null, { kind: 'checkIn', code: 'PVCA-1' }),
      await outbox.add('acc', 2, { kind: 'note', code: 'PVCA-1', body: 'Late arrival', private: false }),
      await outbox.add('acc', 3, { kind: 'bookmark', code: 'PVCA-2', bookmarked: true }),
      await outbox.add('acc', null, { kind: 'status', code: 'PVCA-2', statusId: 'PAID', notify: false, setPaid: true }),
      await outbox.add('acc', null, { kind: 'checkOut', code: 'PVCA-1' }),
    ];
    const again = await open();
    expect(again.entries('acc')).toEqual(added);
    expect(again.warning).toBeNull();
  });

  it('encrypts the file under the key: no note text in the bytes, and it reads back with the same key', async () => {
    const key = randomBytes(32);
    const outbox = await open(key);
    await outbox.add('acc', null, { kind: 'note', code: 'PVCA-1', body: SECRET_NOTE, private: true });
    const bytes = await readFile(file);
    for (const needle of [SECRET_NOTE, 'peanuts', 'PVCA-1', Buffer.from(SECRET_NOTE).toString('base64')]) {
      expect(bytes.includes(Buffer.from(needle))).toBe(false);
    }
    const again = await open(key);
    expect(again.entries('acc').map((e) => e.write)).toEqual([{ kind: 'note', code: 'PVCA-1', body: SECRET_NOTE, private: true }]);
  });

  it.runIf(posix)('keeps the file readable by its owner only (0600)', async () => {
    const outbox = await open(randomBytes(32));
    await outbox.add('acc', null, { kind: 'checkIn', code: 'PVCA-1' });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['not JSON', () => writeFile(file, 'this is a shopping list, not an outbox')],
    ['empty', () => writeFile(file, '')],
    ['JSON of another program', () => writeFile(file, JSON.stringify({ format: 7, rows: [1, 2, 3] }))],
    ['an entry of the wrong shape', () => writeFile(file, JSON.stringify({ format: 1, entries: [{ id: 'x' }] }))],
  ])('sets a file that is %s aside, starts empty and warns', async (_what, make) => {
    await make();
    const before = await readFile(file);
    const outbox = await open();
    expect(outbox.entries('acc')).toEqual([]);
    expect(outbox.warning).toMatch(/could not be read .*kept as .*outbox\.json\.damaged-1700000000000/);
    expect(logged).toContain(outbox.warning);
    // Nothing destroyed: the odd file is still there, byte for byte, and a new write does not touch it.
    await outbox.add('acc', null, { kind: 'checkIn', code: 'PVCA-1' });
    expect(await readFile(join(folder, 'outbox.json.damaged-1700000000000'))).toEqual(before);
    expect((await open()).entries('acc')).toHaveLength(1);
  });

  it('sets aside a file encrypted under another key rather than reading it as empty', async () => {
    await (await open(randomBytes(32))).add('acc', null, { kind: 'checkIn', code: 'PVCA-1' });
    const outbox = await open(randomBytes(32));
    expect(outbox.entries('acc')).toEqual([]);
    expect(outbox.warning).toMatch(/cannot be decrypted/);
    expect((await readdir(folder)).some((name) => name.startsWith('outbox.json.damaged-'))).toBe(true);
  });

  it('does not read a file in the clear, or sealed as an earlier build sealed it, but sets it aside and says so', async () => {
    const key = randomBytes(32);
    const entry = {
      id: 'e-1', accountId: 'acc', staffId: null, createdAt: 1, write: { kind: 'note', code: 'PVCA-1', body: SECRET_NOTE, private: true },
      state: 'pending', attempts: 0, lastError: null, maybeApplied: false,
    };
    const inTheClear = Buffer.from(JSON.stringify({ format: 1, entries: [entry] }));
    // An earlier build's AES-256-GCM without the seal's mark: iv ‖ tag ‖ ciphertext.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(inTheClear), cipher.final()]);
    const earlierBuild = Buffer.concat([iv, cipher.getAuthTag(), body]);
    for (const bytes of [inTheClear, earlierBuild]) {
      await writeFile(file, bytes);
      const outbox = await open(key);
      expect(outbox.entries('acc')).toEqual([]);
      expect(outbox.warning).toMatch(/not sealed as this desk seals it.*kept as .*outbox\.json\.damaged-/);
      expect(await readFile(join(folder, 'outbox.json.damaged-1700000000000'))).toEqual(bytes);
      await rm(join(folder, 'outbox.json.damaged-1700000000000'));
    }
  });

  it('sets aside a file sealed under its key for something else (a venue file put in its place)', async () => {
    const key = randomBytes(32);
    await writeFile(file, seal(JSON.stringify({ format: 1, entries: [] }), key, { purpose: 'venue-replica', scope: 'acc' }));
    const outbox = await open(key);
    expect(outbox.warning).toMatch(/cannot be decrypted/);
  });

  it('removes temporary files a killed desk left behind, and no others', async () => {
    await writeFile(join(folder, 'outbox.json.0123456789ab.tmp'), 'half a save');
    await writeFile(join(folder, 'other.json.0123456789ab.tmp'), 'not ours');
    await open();
    expect((await readdir(folder)).sort()).toEqual(['other.json.0123456789ab.tmp']);
  });

  it('leaves no temporary file behind after many saves at once', async () => {
    const outbox = await open();
    await Promise.all(Array.from({ length: 30 }, (_, i) => outbox.add('acc', null, { kind: 'checkIn', code: `B-${i}` })));
    expect(await readdir(folder)).toEqual(['outbox.json']);
  });
});
