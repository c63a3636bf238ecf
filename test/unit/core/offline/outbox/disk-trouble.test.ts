// A full or read-only disk under the outbox: the person reads what is wrong in words, nothing is reported saved
// that is not, a new write is kept in memory (unsaved) rather than dropped, an entry's state never runs ahead of
// the file, and all is saved again once the disk works.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../../electron/core/api/api-errors.js';
import { Outbox } from '../../../../../electron/core/offline/outbox/index.js';
import { writeAtomically } from '../../../../../electron/core/platform/owner-only-files.js';

let folder: string;
let trouble: string | null;

/** The real writer, unless the test has made the disk fail with an errno. */
const disk = (path: string, data: string | Buffer) => {
  if (trouble) return Promise.reject(Object.assign(new Error(`${trouble}: simulated`), { code: trouble }));
  return writeAtomically(path, data);
};
const open = () => Outbox.open({ file: join(folder, 'outbox.json'), log: () => undefined, write: disk });

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-disk-'));
  trouble = null;
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('disk trouble under the outbox', () => {
  it('says the disk is full, keeps the change in memory, and saves it with the next save once there is room', async () => {
    const outbox = await open();
    trouble = 'ENOSPC';
    const full = await failure(outbox.add('acc', null, { kind: 'checkIn', code: 'A' }));
    expect(full.kind).toBe('storage');
    expect(full.message).toMatch(/^The change was not saved: the disk is full\./);
    expect(full.message).toContain('Frontdesk keeps it while it stays open, and saves and sends it by itself');
    expect(outbox.unsavedEntries('acc').map((entry) => entry.write)).toEqual([{ kind: 'checkIn', code: 'A' }]);
    expect((await open()).entries('acc')).toEqual([]);
    await expect(outbox.saveNow()).rejects.toMatchObject({ kind: 'storage' });
    trouble = null;
    // Any save writes the whole queue: the next change (another write) takes the first one with it.
    await outbox.add('acc', null, { kind: 'note', code: 'B', body: 'After', private: true });
    expect(outbox.unsavedEntries('acc')).toEqual([]);
    expect((await open()).entries('acc').map((entry) => entry.write.code)).toEqual(['A', 'B']);
  });

  it('saves what it kept on a plain retry, once the disk takes it', async () => {
    const outbox = await open();
    trouble = 'EROFS';
    await failure(outbox.add('acc', 7, { kind: 'checkOut', code: 'C' }));
    trouble = null;
    await outbox.saveNow();
    expect(outbox.unsavedEntries('acc')).toEqual([]);
    expect((await open()).entries('acc')).toMatchObject([{ staffId: 7, write: { kind: 'checkOut', code: 'C' } }]);
  });

  it.each(['EACCES', 'EROFS', 'EPERM'])('names the folder it cannot write to (%s)', async (code) => {
    const outbox = await open();
    trouble = code;
    const refused = await failure(outbox.add('acc', null, { kind: 'checkIn', code: 'A' }));
    expect(refused.message).toContain(`Frontdesk cannot write to ${folder}`);
    expect(refused.message).not.toMatch(/inside Frontdesk|restart/i);
  });

  it('does not mark an entry as sending in memory when that could not be saved', async () => {
    const outbox = await open();
    const entry = await outbox.add('acc', null, { kind: 'checkIn', code: 'A' });
    trouble = 'ENOSPC';
    await failure(outbox.markSending(entry.id));
    expect(outbox.entry('acc', entry.id)).toMatchObject({ state: 'pending', attempts: 0 });
    trouble = null;
    expect(await outbox.markSending(entry.id)).toBe(true);
    expect((await open()).entry('acc', entry.id)).toMatchObject({ state: 'pending', maybeApplied: true, attempts: 1 });
  });

  it('keeps a sent write whose removal could not be saved, in its place, to be checked before any resend', async () => {
    const outbox = await open();
    const first = await outbox.add('acc', null, { kind: 'bookmark', code: 'A', bookmarked: true });
    await outbox.add('acc', null, { kind: 'bookmark', code: 'A', bookmarked: false });
    await outbox.markSending(first.id);
    trouble = 'EACCES';
    await failure(outbox.markDone(first.id));
    const kept = outbox.entries('acc');
    expect(kept.map((e) => [e.id === first.id, e.state, e.maybeApplied])).toEqual([[true, 'pending', true], [false, 'pending', false]]);
  });
});
