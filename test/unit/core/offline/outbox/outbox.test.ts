// The outbox's queue: writes keep their order, each change is on disk before it is reported, a
// conflict is resolved by a person, and one account's queue is never shown under another.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeskError } from '../../../../../shared/contract/desk-error.js';
import { Outbox } from '../../../../../electron/core/offline/outbox/index.js';

const VOID: DeskError = { kind: 'refused', message: 'Booking PVCA-1 is void, so it cannot be checked in.', code: 'booking_void' };
const OFFLINE: DeskError = { kind: 'offline', message: 'The booking service cannot be reached.' };

let folder: string;
let file: string;
let clock: number;
const open = () => Outbox.open({ file, now: () => clock, log: () => undefined });

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-outbox-'));
  file = join(folder, 'outbox.json');
  clock = 1_700_000_000_000;
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the outbox', () => {
  it('keeps writes in the order they were made, with who made them and when', async () => {
    const outbox = await open();
    await outbox.add('acc', null, { kind: 'checkIn', code: 'A' });
    clock += 1000;
    await outbox.add('acc', 2, { kind: 'note', code: 'B', body: 'one', private: true });
    clock += 1000;
    await outbox.add('acc', 3, { kind: 'checkOut', code: 'A' });
    const entries = (await open()).entries('acc');
    expect(entries.map((e) => [e.write.kind, e.write.code, e.staffId, e.createdAt])).toEqual([
      ['checkIn', 'A', null, 1_700_000_000_000], ['note', 'B', 2, 1_700_000_001_000], ['checkOut', 'A', 3, 1_700_000_002_000],
    ]);
    expect(entries.every((e) => e.state === 'pending' && e.attempts === 0 && !e.maybeApplied && e.lastError === null)).toBe(true);
    expect(new Set(entries.map((e) => e.id)).size).toBe(3);
  });

  it('saves writes made at the same moment one at a time, losing none', async () => {
    const outbox = await open();
    const added = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      outbox.add('acc', null, { kind: 'note', code: 'A', body: `note ${i}`, private: true })));
    expect((await open()).entries('acc').map((e) => e.id)).toEqual(added.map((e) => e.id));
  });

  it('shows an account only its own writes, and keeps the others', async () => {
    const outbox = await open();
    await outbox.add('north', null, { kind: 'checkIn', code: 'A' });
    const south = await outbox.add('south', null, { kind: 'checkIn', code: 'A' });
    expect(outbox.entries('north')).toHaveLength(1);
    expect(outbox.pendingFor('south', 'A').map((e) => e.id)).toEqual([south.id]);
    expect(outbox.entry('north', south.id)).toBeNull();
    expect((await open()).entries('south')).toHaveLength(1);
  });

  it('lists what is still to happen on one booking, oldest first, conflicts included', async () => {
    const outbox = await open();
    const first = await outbox.add('acc', null, { kind: 'checkIn', code: 'A' });
    await outbox.add('acc', null, { kind: 'checkIn', code: 'B' });
    const second = await outbox.add('acc', null, { kind: 'bookmark', code: 'A', bookmarked: true });
    await outbox.markConflict(first.id, VOID);
    expect(outbox.pendingFor('acc', 'A').map((e) => [e.id, e.state])).toEqual([[first.id, 'conflict'], [second.id, 'pending']]);
  });

  it('records each state change durably: sending, retry later, conflict, done', async () => {
    const outbox = await open();
    const { id } = await outbox.add('acc', null, { kind: 'checkIn', code: 'A' });
    expect(await outbox.markSending(id)).toBe(true);
    expect(outbox.entry('acc', id)).toMatchObject({ state: 'sending', attempts: 1 });
    // Read back by a desk that restarts now, it is a write that may have landed.
    expect((await open()).entry('acc', id)).toMatchObject({ state: 'pending', attempts: 1, maybeApplied: true });
    await outbox.markRetryLater(id, OFFLINE, true);
    expect((await open()).entry('acc', id)).toMatchObject({ state: 'pending', lastError: OFFLINE, maybeApplied: true });
    await outbox.markSending(id);
    await outbox.markConflict(id, VOID);
    expect((await open()).entry('acc', id)).toMatchObject({ state: 'conflict', attempts: 2, lastError: VOID, maybeApplied: false });
    await outbox.retry(id);
    await outbox.markSending(id);
    await outbox.markDone(id);
    expect((await open()).entries('acc')).toEqual([]);
  });

  it('treats a write that was on its way when the desk stopped as maybe applied', async () => {
    const outbox = await open();
    const { id } = await outbox.add('acc', null, { kind: 'note', code: 'A', body: 'x', private: true });
    await outbox.markSending(id);
    expect((await open()).entry('acc', id)).toMatchObject({ state: 'pending', maybeApplied: true });
  });

  it('lets a person retry, edit or discard a conflict, but not discard a write on its way', async () => {
    const outbox = await open();
    const note = await outbox.add('acc', null, { kind: 'note', code: 'A', body: 'x'.repeat(3001), private: true });
    const checkIn = await outbox.add('acc', null, { kind: 'checkIn', code: 'A' });
    expect(await outbox.retry(note.id)).toBe(false);
    expect(await outbox.editNote(note.id, 'short')).toBe(false);
    await outbox.markConflict(note.id, { kind: 'invalid-input', message: 'Too long.', fields: ['body'] });
    expect(await outbox.editNote(checkIn.id, 'not a note')).toBe(false);
    expect(await outbox.editNote(note.id, '   ')).toBe(false);
    expect(await outbox.editNote(note.id, 'short')).toBe(true);
    expect((await open()).entry('acc', note.id)).toMatchObject({ state: 'pending', lastError: null, write: { body: 'short' } });
    await outbox.markSending(checkIn.id);
    expect(await outbox.discard(checkIn.id)).toBe(false);
    expect(await outbox.discard(note.id)).toBe(true);
    expect((await open()).entries('acc').map((e) => e.id)).toEqual([checkIn.id]);
    expect(await outbox.markDone('no-such-id')).toBe(false);
  });

  it('tells listeners which account changed, once the change is saved', async () => {
    const outbox = await open();
    const heard: string[] = [];
    const stop = outbox.onChange((accountId) => heard.push(accountId));
    outbox.onChange(() => {
      throw new Error('a broken listener');
    });
    const { id } = await outbox.add('north', null, { kind: 'checkIn', code: 'A' });
    await outbox.markSending(id);
    stop();
    await outbox.markDone(id);
    expect(heard).toEqual(['north', 'north']);
  });

  it('hands out copies, so a caller cannot change the queue behind its back', async () => {
    const outbox = await open();
    const entry = await outbox.add('acc', null, { kind: 'bookmark', code: 'A', bookmarked: true });
    entry.state = 'conflict';
    outbox.entries('acc')[0]!.attempts = 99;
    expect(outbox.entry('acc', entry.id)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('says a write it could not save was not saved, and keeps it in memory, marked unsaved', async () => {
    const outbox = await Outbox.open({ file: join(folder, 'missing-folder', 'outbox.json'), log: () => undefined });
    await expect(outbox.add('acc', null, { kind: 'checkIn', code: 'A' })).rejects.toMatchObject({ kind: 'storage' });
    const [kept] = outbox.entries('acc');
    expect(kept).toMatchObject({ state: 'pending', write: { kind: 'checkIn', code: 'A' } });
    expect(outbox.isUnsaved(kept!.id)).toBe(true);
  });
});
