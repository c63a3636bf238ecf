// A booking as the reads' worker receives it: written as plain values on the thread that holds the working set and
// read back in the worker, it says what the working set says of it, with repeated texts held once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkingSet } from '../../../../../../electron/core/offline/working-set/index.js';
import { Interned } from '../../../../../../electron/core/offline/working-set/reads/interned.js';
import { readRecords, writeRecord, type ReadRecord } from '../../../../../../electron/core/offline/working-set/reads/read-record.js';
import { sourceOf } from '../../../../../../electron/core/offline/working-set/report-sources.js';
import type { WorkingSetParts } from '../../../../../../electron/core/offline/working-set/working-set-parts.js';
import { detail, openSet, summary, tempFolder, type Folder } from '../fixtures.js';

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

const partsOf = (workingSet: WorkingSet) => (workingSet as unknown as { parts: WorkingSetParts }).parts;

describe('a booking sent to the reads\' worker', () => {
  it('reads back as the working set holds it: listing, items and report source', () => {
    set.putItems([{ id: 101, name: 'Harbour View Double', categoryId: 1, categoryName: 'Rooms' } as never,
      { id: 7, name: 'Kayak', categoryId: 2, categoryName: 'Tours' } as never], 1);
    const listed = summary({ summary: 'Harbour View Double', total: null, customer: { id: null, name: 'Zoë Ørsted', email: 'Z@x.io' } });
    const recorded = summary({ startDay: null, endDay: null, dates: 'Sat Nov 21, 2026 1:00pm' });
    const stale = summary({ lastModified: 5 });
    const learned = summary();
    set.putSummaries([listed, recorded, stale, learned], 10);
    set.putDetail(detail(recorded, { checkedIn: { at: '2026-11-21', staffId: 1, staffName: 'Sam' }, startTime: '13:00' }), 20);
    set.putDetail(detail(stale), 5);
    set.putSummaries([{ ...stale, lastModified: 6 }], 30);
    set.learnItems(new Map([[learned.code, [7, 101]]]));
    const parts = partsOf(set);
    const rows: unknown[] = [];
    const entries = [...parts.bookings.entries.values()];
    entries.forEach((entry, slot) => writeRecord(rows, parts, entry, slot));
    const read: ReadRecord[] = [];
    readRecords(structuredClone(rows), new Interned(), (record) => read.push(record));
    expect(read).toEqual(entries.map((entry, slot) => {
      const known = parts.itemKnowledge.itemsOf(entry);
      const source = sourceOf(parts, entry);
      return {
        slot, summary: entry.summary, fetchedAt: entry.fetchedAt, items: [...known.ids], itemsExact: known.exact,
        source: { contents: source.contents, itemIds: [...source.itemIds], itemsExact: source.itemsExact, startTime: source.startTime },
      };
    }));
    // The stale record's items are the filter's but not the report's.
    expect(read.find((record) => record.summary.code === stale.code)!.source.itemsExact).toBe(false);
  });

  it('holds a text repeated across bookings once, and a status once', () => {
    const parts = partsOf(set);
    set.putSummaries([summary({ customer: { id: 1, name: 'Ana Lima', email: 'a@x.io' } }),
      summary({ customer: { id: 2, name: 'Ana Lima', email: 'a@x.io' } })], 1);
    const rows: unknown[] = [];
    [...parts.bookings.entries.values()].forEach((entry, slot) => writeRecord(rows, parts, entry, slot));
    const read: ReadRecord[] = [];
    const interned = new Interned();
    readRecords(structuredClone(rows), interned, (record) => read.push(record));
    const [first, second] = read.map((record) => record.summary);
    expect(second!.status).toBe(first!.status);
    expect(interned.keys(second!.code, second!.customer.name, 'a@x.io').nameKey).toBe('ana lima');
  });
});
