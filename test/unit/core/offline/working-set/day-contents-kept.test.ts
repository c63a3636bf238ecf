// A day's contents are made once and kept while what they are made from stands: the day's list read again (every
// manifest's refresh reads it) changes nothing, and a record or a newer listing makes the booking's contents again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import { detail, openSet, summary, tempFolder, TODAY, type Folder } from './fixtures.js';

let folder: Folder;
let set: WorkingSet;

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path);
  await set.whole();
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

describe("a day's contents", () => {
  it('are the same contents when the same listing is read again later', () => {
    const listing = summary();
    set.putSummaries([listing], 1000);
    const [first] = set.dayBookings(TODAY);
    set.putSummaries([{ ...listing }], 2000);
    expect(set.dayBookings(TODAY)[0]).toBe(first);
  });

  it("are the same contents, and no booking changed, when the day's lists say again what they said", () => {
    const listing = summary();
    set.putSummaries([listing], 1000);
    const items = new Map([[listing.code, [102, 101]]]);
    set.learnDay(TODAY, [listing.code], items, 1000);
    const [first] = set.dayBookings(TODAY);
    expect(first!.lines.map((line) => line.itemId)).toEqual([101, 102]);
    const generation = set.generation;
    set.putSummaries([{ ...listing }], 2000);
    set.learnDay(TODAY, [listing.code], new Map([[listing.code, [101, 102]]]), 2000);
    expect(set.dayBookings(TODAY)[0]).toBe(first);
    expect(set.changedSince(generation)).toEqual([]);
    set.learnDay(TODAY, [listing.code], new Map([[listing.code, [101]]]), 3000);
    expect(set.dayBookings(TODAY)[0]!.lines.map((line) => line.itemId)).toEqual([101]);
    expect(set.changedSince(generation)).toEqual([listing.code]);
  });

  it('are made again from a record read, and from a newer listing', () => {
    const listing = summary();
    set.putSummaries([listing], 1000);
    const [first] = set.dayBookings(TODAY);
    set.putDetail(detail(listing, { checkedIn: { at: '2026-11-21T09:00:00-08:00', staffId: 1, staffName: 'Ana' } }), 1500);
    const [withRecord] = set.dayBookings(TODAY);
    expect(withRecord).not.toBe(first);
    expect(withRecord!.checkedIn?.staffName).toBe('Ana');
    set.putSummaries([{ ...listing, status: { id: 'VOID', name: 'Void' }, lastModified: listing.lastModified! + 60 }], 2000);
    const [newer] = set.dayBookings(TODAY);
    expect(newer!.booking.status.id).toBe('VOID');
    expect(newer!.source).not.toBe('record');
  });

  it("items of the day's bookings are those their contents list, whatever they were learned from", () => {
    const item = (id: number, name: string) => ({
      id, name, categoryId: 1, categoryName: '', unit: 'D', stock: 1, unlimited: false, summaryHtml: '', position: id,
    });
    set.putItems([item(101, 'Harbour View Double'), item(102, 'Breakfast Basket')], 900);
    const [withRecord, listed, inferred, unknown] = [summary(), summary(), summary({ summary: 'Breakfast Basket' }),
      summary({ summary: 'Something else' })];
    set.putSummaries([withRecord!, listed!, inferred!, unknown!], 1000);
    set.putDetail(detail(withRecord!), 1000);
    set.learnDay(TODAY, [listed!.code], new Map([[listed!.code, [102, 101]]]), 1000);
    const fromContents = set.dayBookings(TODAY).map((contents) => contents.lines.map((line) => line.itemId));
    expect(set.itemsOnDay(TODAY).map((ids) => [...ids])).toEqual(fromContents);
    expect(fromContents).toEqual([[101], [101, 102], [102], []]);
  });
});
