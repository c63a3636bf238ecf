// The working set on disk: sealed, owner-only, bound to its account; a bad file means an empty start, not a crash.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workingSetPath } from '../../../../../electron/core/offline/working-set/index.js';
import { detail, KEY, newKey, openSet, summary, tempFolder, type Folder } from './fixtures.js';
import { VirtualClock } from '../../../../support/virtual-timers.js';

let folder: Folder;
beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(() => folder.remove());

const guest = summary({ customer: { id: 9, name: 'Zoë Ørsted', email: 'zoe.orsted@private.example' } });

async function savedSet(accountId = 'account-a') {
  const set = await openSet(folder.path, { accountId });
  set.putSummaries([guest], 1000);
  set.putDetail(detail(guest, { phone: '+45 1234 5678' }), 1000);
  set.setBookmarked([guest.code]);
  set.markSynced(900, true);
  await set.close();
  return workingSetPath(folder.path, accountId);
}

describe('sealed on disk', () => {
  it('names the file after a hash of the account id, and keeps no guest data readable in it', async () => {
    const path = await savedSet();
    expect(path).toMatch(/working-set-[0-9a-f]{16}\.bin$/);
    const bytes = await readFile(path);
    for (const secret of ['zoe.orsted@private.example', 'Ørsted', '1234 5678', guest.code, 'account-a']) {
      expect(bytes.includes(Buffer.from(secret, 'utf8')), secret).toBe(false);
    }
  });

  it('is readable by its owner only, and leaves no temporary file behind', async () => {
    const path = await savedSet();
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await readdir(folder.path)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('opens again with everything it held', async () => {
    await savedSet();
    const set = await openSet(folder.path);
    expect(set.bookings({ bookmarked: true }).bookings.map((b) => b.code)).toEqual([guest.code]);
    expect(set.detail(guest.code)?.detail.phone).toBe('+45 1234 5678');
    expect(set.search('zoe')[0]?.code).toBe(guest.code);
    expect([set.lastSyncAt, set.lastFullSyncAt]).toEqual([900, 900]);
    await set.close();
  });

  it('writes nothing after close, so a late change cannot bring back a folder that was removed', async () => {
    const inner = `${folder.path}/desk`;
    const clock = new VirtualClock();
    const set = await openSet(inner, { debounceMs: 5, timers: clock });
    set.putSummaries([guest], 1);
    await set.close();
    await rm(inner, { recursive: true, force: true });
    // A background read that ends after the desk closed stores what it read: no write waits for the debounce.
    set.putDetail(detail(guest), 2);
    expect(clock.nextDue()).toBeNull();
    await clock.advance(5);
    expect(await readdir(folder.path)).toEqual([]);
  });

  it('writes after a flush, once the debounce has passed', async () => {
    const set = await openSet(folder.path, { debounceMs: 20 });
    set.putSummaries([guest], 1);
    await set.flush();
    const again = await openSet(folder.path);
    expect(again.size).toBe(1);
    await Promise.all([set.close(), again.close()]);
  });
});

describe('changes appended to the file', () => {
  const second = summary({ customer: { id: 10, name: 'Ada Lovelace', email: 'ada@example.com' } });
  const third = summary();

  /** A base with `guest`, and `second` appended after it as one change. */
  async function appended(): Promise<Buffer> {
    const set = await openSet(folder.path);
    set.putSummaries([guest], 1000);
    await set.flush();
    set.putSummaries([second], 1000);
    await set.close();
    return readFile(workingSetPath(folder.path, 'account-a'));
  }

  it('are read back in order on opening', async () => {
    await appended();
    const set = await openSet(folder.path);
    expect(set.bookings({}).bookings.map((b) => b.code).sort()).toEqual([guest.code, second.code].sort());
    await set.close();
  });

  it.each([
    ['cut short by a crash', (bytes: Buffer) => bytes.subarray(0, bytes.length - 7)],
    ['changed on disk', (bytes: Buffer) => Buffer.concat([bytes.subarray(0, bytes.length - 9), Buffer.from('tampered!')])],
  ])('drop the last change when it was %s, keep the rest, and go on after it', async (_what, damage) => {
    const path = workingSetPath(folder.path, 'account-a');
    await writeFile(path, damage(await appended()));
    const logs: string[] = [];
    const set = await openSet(folder.path, { log: (m) => logs.push(m) });
    expect(set.bookings({}).bookings.map((b) => b.code)).toEqual([guest.code]);
    expect(logs.join()).toMatch(/cut short .*dropped/);
    set.putSummaries([third], 2000);
    await set.close();
    const again = await openSet(folder.path);
    expect(again.bookings({}).bookings.map((b) => b.code).sort()).toEqual([guest.code, third.code].sort());
    await again.close();
  });

  it('cannot be moved from one file to another: a frame of another file is dropped', async () => {
    const first = await appended();
    await folder.remove();
    folder = await tempFolder();
    const other = await appended();
    // The last frame (second's change) of the first file, put after the second file's base in place of its own.
    const lastFrameOf = (bytes: Buffer) => bytes.subarray(bytes.lastIndexOf(Buffer.from('FDSEAL')) - 4);
    const spliced = Buffer.concat([other.subarray(0, other.length - lastFrameOf(other).length), lastFrameOf(first)]);
    await writeFile(workingSetPath(folder.path, 'account-a'), spliced);
    const set = await openSet(folder.path);
    expect(set.bookings({}).bookings.map((b) => b.code)).toEqual([guest.code]);
    await set.close();
  });
});

describe('a file that is not ours', () => {
  it('refuses another account\'s file put in its place, and starts empty', async () => {
    const foreign = await savedSet('account-b');
    await writeFile(workingSetPath(folder.path, 'account-a'), await readFile(foreign));
    const logs: string[] = [];
    const set = await openSet(folder.path, { accountId: 'account-a', log: (m) => logs.push(m) });
    expect(set.size).toBe(0);
    expect(set.search('zoe')).toEqual([]);
    expect(logs.join()).toMatch(/another account|damaged/);
    await set.close();
  });

  it('starts empty with another key', async () => {
    await savedSet();
    const set = await openSet(folder.path, { key: newKey() });
    expect(set.size).toBe(0);
    await set.close();
  });

  it('starts empty from a damaged, truncated or empty file, and replaces it on the next write', async () => {
    const path = await savedSet();
    const bytes = await readFile(path);
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 3]! ^= 0xff;
    for (const damaged of [flipped, bytes.subarray(0, 20), Buffer.alloc(0), Buffer.from('not a working set')]) {
      await writeFile(path, damaged);
      const set = await openSet(folder.path);
      expect(set.size).toBe(0);
      await set.close();
    }
    const set = await openSet(folder.path);
    set.putSummaries([guest], 1);
    await set.close();
    const reopened = await openSet(folder.path);
    expect(reopened.size).toBe(1);
    await reopened.close();
  });

  it('refuses a key of the wrong length when it writes', async () => {
    const set = await openSet(folder.path, { key: Buffer.alloc(16) });
    set.putSummaries([guest], 1);
    await expect(set.close()).rejects.toThrow(/32-byte key/);
  });

  it('starts empty when the folder holds a directory where the file should be', async () => {
    await mkdir(workingSetPath(folder.path, 'account-a'));
    const set = await openSet(folder.path, { key: KEY });
    expect(set.size).toBe(0);
    await set.close();
  });
});

describe('a file in an earlier build\'s format, or in the clear', () => {
  // No release ever wrote another format, so such a file is a stray copy or damage: reading it would be guessing.
  it('is not read, but set aside whole and said in the log', async () => {
    const path = workingSetPath(folder.path, 'account-a');
    const earlierBuild = Buffer.concat([Buffer.from('FDWS1'), randomBytes(80)]);
    const inTheClear = Buffer.from(JSON.stringify({ version: 2, accountId: 'account-a', bookings: [[guest, 1000]] }));
    for (const bytes of [earlierBuild, inTheClear]) {
      await writeFile(path, bytes);
      const logs: string[] = [];
      const set = await openSet(folder.path, { log: (m) => logs.push(m) });
      expect(set.size).toBe(0);
      expect(set.search('zoe')).toEqual([]);
      expect(logs.join()).toMatch(/not in this desk's format.*It was kept as .*\.damaged/);
      expect(await readFile(`${path}.damaged`)).toEqual(bytes);
      await set.close();
    }
  });
});

describe('a month of notes at a large account', () => {
  it('is written in pieces and read back whole, every note as it was', async () => {
    const notes = Array.from({ length: 4500 }, (_, i) => ({
      id: i + 1, bookingCode: guest.code, staffId: 3, at: '2026-11-20T09:30:00-08:00', body: `Note "${i}" \u00e9\n`, private: i % 2 === 0,
    }));
    const set = await openSet(folder.path);
    set.putSummaries([guest], 1000);
    set.putNotes(notes, 1000);
    await set.close();
    const again = await openSet(folder.path);
    expect(again.notes({ day: 20261120 }).notes.sort((a, b) => a.id - b.id)).toEqual(notes.map((note) => ({ ...note })));
    await again.close();
  });
});
