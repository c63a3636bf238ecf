// The other screens offline: a booking's record, items and categories, the calendar, notes, each with its age.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import type { BookingNote } from '../../../../../shared/contract/model/booking.js';
import type { Item } from '../../../../../shared/contract/model/catalogue.js';
import { detail, openSet, summary, tempFolder, type Folder } from './fixtures.js';

let folder: Folder;
let set: WorkingSet;
beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path);
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

const item = (id: number, categoryId: number): Item => ({
  id, name: `Item ${id}`, categoryId, categoryName: '', unit: 'D', stock: 1, unlimited: false, summaryHtml: '', position: id,
});
const note = (id: number, at: string, bookingCode = 'TEST-000001'): BookingNote =>
  ({ id, bookingCode, staffId: 1, at, body: `note ${id}`, private: true });

describe('a booking record', () => {
  it('answers an opened record with when it was fetched, and nothing for one never opened', () => {
    const booking = summary();
    set.putDetail(detail(booking), 500);
    expect(set.detail(booking.code)).toMatchObject({ fetchedAt: 500, outdated: false });
    expect(set.detail('NONE-000000')).toBeNull();
  });

  it('keeps a check-in against a read asked before it that arrives after it, in the same second of change', () => {
    const booking = summary({ lastModified: 100 });
    const stamp = { at: '2026-11-26T15:10:00-08:00', staffId: 1, staffName: 'Priya Shah' };
    const askedBefore = set.recordAsked();
    const askedAfter = set.recordAsked();
    set.putDetail(detail(booking, { checkedIn: stamp }), 500, askedAfter);
    set.putDetail(detail(booking), 501, askedBefore);
    expect(set.detail(booking.code)?.detail.checkedIn).toEqual(stamp);
    // A later change always wins, and a read with no ticket counts as asked now.
    set.putDetail(detail({ ...booking, lastModified: 101 }), 502, askedBefore);
    expect(set.detail(booking.code)?.detail.checkedIn).toBeNull();
    set.putDetail(detail({ ...booking, lastModified: 101 }, { checkedIn: stamp }), 503);
    expect(set.detail(booking.code)?.detail.checkedIn).toEqual(stamp);
  });

  it('shows a newer listing\'s status on an older record, and says the rest may be out of date', () => {
    const booking = summary({ lastModified: 100 });
    set.putDetail(detail(booking), 500);
    set.putSummaries([{ ...booking, lastModified: 200, status: { id: 'VOID', name: 'Void' } }], 600);
    expect(set.detail(booking.code)).toMatchObject({
      fetchedAt: 500, outdated: true, detail: { status: { id: 'VOID' }, phone: '+1 604 555 0100' },
    });
  });
});

describe('catalogue and calendar', () => {
  it('answers items and categories with their age, empty before any fetch', () => {
    expect(set.items()).toEqual({ items: [], fetchedAt: null });
    set.putItems([item(1, 1)], 700);
    set.putCategories([{ id: 1, name: 'Rooms', description: '', position: 1, itemCount: 1 }], 710);
    expect(set.items()).toMatchObject({ fetchedAt: 700, items: [{ id: 1 }] });
    expect(set.categories()).toMatchObject({ fetchedAt: 710, categories: [{ name: 'Rooms' }] });
  });

  it('pieces a range together from the ranges viewed, and says what it has not seen', () => {
    set.putItems([item(1, 1), item(2, 1), item(3, 2)], 1);
    set.putCalendar({ from: 20261120, to: 20261122, items: [
      { itemId: 1, days: { 20261120: 2, 20261121: 1, 20261122: 0 } },
    ] }, 100);
    set.putCalendar({ from: 20261123, to: 20261124, items: [
      { itemId: 1, days: { 20261123: 5, 20261124: 4 } }, { itemId: 2, days: { 20261123: 1, 20261124: 1 } },
    ] }, 200);
    expect(set.calendar({ itemIds: [1], from: 20261121, to: 20261124 })).toEqual({
      complete: true, fetchedAt: 100,
      calendar: { from: 20261121, to: 20261124, items: [{ itemId: 1, days: { 20261121: 1, 20261122: 0, 20261123: 5, 20261124: 4 } }] },
    });
    const byCategory = set.calendar({ categoryId: 1, from: 20261122, to: 20261123 });
    expect(byCategory.complete).toBe(false);
    expect(byCategory.calendar.items).toEqual([
      { itemId: 1, days: { 20261122: 0, 20261123: 5 } }, { itemId: 2, days: { 20261123: 1 } },
    ]);
    expect(set.calendar({ itemIds: [3], from: 20261122, to: 20261123 })).toMatchObject({ complete: false, fetchedAt: null });
  });
});

describe('notes', () => {
  beforeEach(() => {
    set.putNotes([
      note(1, '2026-11-21T09:00:00-08:00'), note(2, '2026-11-20T23:30:00-08:00'), note(3, '2026-10-25T10:00:00-07:00'),
    ], 800);
  });

  it('answers the last thirty days newest first, a day, or a month, with the window\'s age', () => {
    expect(set.notes()).toMatchObject({ fetchedAt: 800, complete: true });
    expect(set.notes().notes.map((n) => n.id)).toEqual([1, 2, 3]);
    expect(set.notes({ day: 20261120 }).notes.map((n) => n.id)).toEqual([2]);
    expect(set.notes({ month: 202610 }).notes.map((n) => n.id)).toEqual([3]);
  });

  it('adds notes of opened records from before the window, and says the window does not reach that far', () => {
    const booking = summary();
    set.putDetail(detail(booking, { notes: [note(9, '2026-08-01T10:00:00-07:00', booking.code)] }), 900);
    expect(set.notes({ month: 202608 })).toMatchObject({ complete: false, notes: [{ id: 9 }] });
  });

  it('tops up the window with today\'s notes', () => {
    set.addNotes([note(4, '2026-11-21T11:00:00-08:00')], 850);
    expect(set.notes({ day: 20261121 })).toMatchObject({ fetchedAt: 850, notes: [{ id: 4 }, { id: 1 }] });
  });

  it('reads today\'s notes again at each sync: those held stay as they were, and only a new one is written to the file', async () => {
    const today = (id: number) => note(id, `2026-11-21T10:${String(id % 60).padStart(2, '0')}:00-08:00`);
    const fileSize = async () => (await Promise.all((await readdir(folder.path, { recursive: true }))
      .map(async (name) => stat(join(folder.path, name)).then((found) => (found.isFile() ? found.size : 0))))).reduce((a, b) => a + b, 0);
    const day = Array.from({ length: 200 }, (_, at) => today(100 + at));
    set.addNotes(day, 850);
    await set.flush();
    const held = set.notes({ day: 20261121 }).notes;
    let size = await fileSize();
    // One note written alone: what one new note costs the file.
    set.addNotes([today(400)], 860);
    await set.flush();
    const oneNote = (await fileSize()) - size;
    size = await fileSize();
    // The day read again with another desk's new note among the 200 held.
    set.addNotes([...day, today(401)], 870);
    await set.flush();
    expect((await fileSize()) - size).toBeLessThan(2 * oneNote);
    const shown = set.notes({ day: 20261121 }).notes;
    expect(shown.map((n) => n.id)).toContain(401);
    expect(held.every((kept) => shown.includes(kept))).toBe(true);
    await set.close();
    set = await openSet(folder.path);
    expect(set.notes({ day: 20261121 }).notes.map((n) => n.id).sort()).toEqual([1, ...day.map((n) => n.id), 400, 401].sort());
  });
});
