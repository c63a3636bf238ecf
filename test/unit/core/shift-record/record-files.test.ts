// The shift's record on disk: a file per day, sealed for its account and its day; ninety days kept; a file of
// another account, another day or changed bytes is set aside and said, never read as this one.
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileDay, RecordFiles } from '../../../../electron/core/shift-record/record-files.js';
import { emptyDay } from '../../../../electron/core/shift-record/record-entry.js';
import { ShiftRecord } from '../../../../electron/core/shift-record/shift-record.js';
import type { StoredEntry } from '../../../../electron/core/shift-record/record-entry.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('fd-record-files-');
const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-12T18:30:00Z');

function entry(at: number, code: string): StoredEntry {
  return {
    id: `${code}-${at}`, outboxId: null, at, kind: 'note', code, guestName: 'Ann Lee', staffId: 7, staffName: 'Priya Shah',
    deskName: 'This desk', takenOverFrom: null, what: 'Note: hello', amount: null, currency: 'CAD', method: null, statusId: null,
    notify: false, noShows: [], late: [], state: 'sent', departure: null, noShowStatus: null,
  };
}

const open = (folder: string, files: RecordFiles) => ShiftRecord.open({ files, now: () => NOW, log: () => undefined });

describe("the shift's record on disk", () => {
  it('keeps ninety days: a day older than that leaves the disk when the record opens', async () => {
    const folder = tempFolder();
    const key = randomBytes(32);
    const files = new RecordFiles(folder, 'acme', key);
    const first = await open(folder, files);
    await first.add(entry(NOW - 91 * DAY_MS, 'OLD-1'));
    await first.add(entry(NOW - 89 * DAY_MS, 'KEPT-1'));
    await first.add(entry(NOW, 'TODAY-1'));
    const again = await open(folder, new RecordFiles(folder, 'acme', key));
    expect(again.entries().map((each) => each.code)).toEqual(['KEPT-1', 'TODAY-1']);
    expect(readdirSync(folder)).not.toContain(`${fileDay(NOW - 91 * DAY_MS)}.bin`);
  });

  it("refuses another account's file and a day's file moved to another day, setting each aside and saying so", async () => {
    const folder = tempFolder();
    const key = randomBytes(32);
    await new RecordFiles(folder, 'other', key).save(fileDay(NOW), { ...emptyDay(), entries: [entry(NOW, 'THEIRS-1')] });
    const said: string[] = [];
    const theirs = await ShiftRecord.open({ files: new RecordFiles(folder, 'acme', key), now: () => NOW, log: (message) => said.push(message) });
    expect(theirs.entries()).toEqual([]);
    expect(said.join(' ')).toMatch(/could not be read; it was kept as .*\.damaged-/);
    expect(theirs.warning).toMatch(/could not be read/);
    expect(theirs.problem).toEqual({ kind: 'notRead', day: fileDay(NOW), keptAs: expect.stringMatching(/\.damaged-/) });

    const moved = tempFolder();
    const files = new RecordFiles(moved, 'acme', key);
    await files.save(fileDay(NOW), { ...emptyDay(), entries: [entry(NOW, 'MINE-1')] });
    copyFileSync(join(moved, `${fileDay(NOW)}.bin`), join(moved, `${fileDay(NOW - DAY_MS)}.bin`));
    const record = await open(moved, new RecordFiles(moved, 'acme', key));
    expect(record.entries().map((each) => each.code)).toEqual(['MINE-1']);
    expect(existsSync(join(moved, `${fileDay(NOW - DAY_MS)}.bin`))).toBe(false);
  });

  it('keeps the last print of each manifest day, whatever the file day it was printed on', async () => {
    const folder = tempFolder();
    const record = await open(folder, new RecordFiles(folder, 'acme', randomBytes(32)));
    await record.printed({ day: 20261113, at: NOW - DAY_MS, serviceAt: null, bookings: [] });
    await record.printed({ day: 20261113, at: NOW, serviceAt: NOW + 2_000, bookings: [] });
    await record.printed({ day: 20261114, at: NOW - 1_000, serviceAt: null, bookings: [] });
    expect(record.lastPrint(20261113)).toMatchObject({ at: NOW, serviceAt: NOW + 2_000 });
    expect(record.lastPrint(20261115)).toBeNull();
  });
});
