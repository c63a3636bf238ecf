// bookings(query) answers every filter of BookingQuery from the working set, as booking/index would.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkingSet } from '../../../../../electron/core/offline/working-set/index.js';
import type { BookingSummary } from '../../../../../shared/contract/model/booking.js';
import { detail, openSet, summary, tempFolder, TODAY, type Folder } from './fixtures.js';
import { orderLineSchema } from '../../../../../shared/contract/model/order-line.js';

let folder: Folder;
let set: WorkingSet;

const codes = (list: BookingSummary[]) => list.map((b) => b.code);
const fetchedAt = 1_790_000_100;

beforeEach(async () => {
  folder = await tempFolder();
  set = await openSet(folder.path);
});
afterEach(async () => {
  await set.close();
  await folder.remove();
});

describe('status, customer and bookmarks', () => {
  it('filters by status id, whatever its case', () => {
    const paid = summary();
    const pending = summary({ status: { id: 'PEND', name: 'Pending' } });
    set.putSummaries([paid, pending], fetchedAt);
    expect(codes(set.bookings({ statusId: 'pend' }).bookings)).toEqual([pending.code]);
  });

  it('filters by customer id and by the exact e-mail, ignoring case and surrounding spaces', () => {
    const ana = summary({ customer: { id: 7, name: 'Ana Lima', email: 'Ana.Lima@Example.com' } });
    const anabel = summary({ customer: { id: 8, name: 'Anabel Lima', email: 'ana.lima@example.com.au' } });
    set.putSummaries([ana, anabel], fetchedAt);
    expect(codes(set.bookings({ customerId: 8 }).bookings)).toEqual([anabel.code]);
    expect(codes(set.bookings({ customerEmail: '  ana.lima@example.COM ' }).bookings)).toEqual([ana.code]);
  });

  it('shows only the bookmarked bookings the desk passed, and those a record says are bookmarked', () => {
    const [a, b, c] = [summary(), summary(), summary()];
    set.putSummaries([a!, b!, c!], fetchedAt);
    set.setBookmarked([a!.code]);
    set.putDetail(detail(c!, { bookmarked: true }), fetchedAt);
    expect(codes(set.bookings({ bookmarked: true }).bookings)).toEqual([a!.code, c!.code]);
  });
});

describe('dates', () => {
  const days = [20261119, 20261120, 20261121, 20261122, 20261123];
  let list: BookingSummary[];
  beforeEach(() => {
    list = days.map((day) => summary({ startDay: day, endDay: day + 2 }));
    set.putSummaries(list, fetchedAt);
  });
  const starts = (query: Parameters<WorkingSet['bookings']>[0]) => set.bookings(query).bookings.map((b) => b.startDay);

  it('matches a first day on a date and on "today" in the account time zone', () => {
    expect(starts({ start: { on: 20261120 } })).toEqual([20261120]);
    expect(starts({ start: { on: 'today' } })).toEqual([TODAY]);
  });

  it('treats after and before as inclusive, and both as a range', () => {
    expect(starts({ start: { after: 20261122 } })).toEqual([20261122, 20261123]);
    expect(starts({ start: { before: 20261120 } })).toEqual([20261119, 20261120]);
    expect(starts({ start: { after: 20261120, before: 'today' } })).toEqual([20261120, 20261121]);
  });

  it('uses the day given with "on" alone, as the desk sends it to the service', () => {
    expect(starts({ start: { on: 20261122, after: 20261123 } })).toEqual([20261122]);
  });

  it('filters on the last day too', () => {
    expect(starts({ end: { on: 20261123 } })).toEqual([20261121]);
    expect(starts({ end: { after: 20261124 }, start: { before: 20261122 } })).toEqual([20261122]);
  });

  it('cannot show a listing without a first day as matching a date filter', () => {
    set.putSummaries([summary({ startDay: null, endDay: null })], fetchedAt);
    expect(set.bookings({ start: { after: 19000101 } }).total).toBe(5);
    expect(set.bookings({}).total).toBe(6);
  });
});

describe('created and last-modified instants', () => {
  it('bounds both inclusively in Unix seconds', () => {
    const a = summary({ createdAt: 100, lastModified: 1000 });
    const b = summary({ createdAt: 200, lastModified: 2000 });
    const c = summary({ createdAt: null, lastModified: null });
    set.putSummaries([a, b, c], fetchedAt);
    expect(codes(set.bookings({ created: { after: 200 } }).bookings)).toEqual([b.code]);
    expect(codes(set.bookings({ created: { before: 200 } }).bookings)).toEqual([a.code, b.code]);
    expect(codes(set.bookings({ lastModified: { after: 1000, before: 1999 } }).bookings)).toEqual([a.code]);
  });
});

describe('items and partners', () => {
  it('answers an item exactly from opened records, and from the listing summary by item name otherwise', () => {
    const item = { categoryName: '', unit: 'D', stock: 1, unlimited: false, summaryHtml: '' };
    set.putItems([
      { ...item, id: 101, name: 'Harbour View Double', categoryId: 1, position: 1 },
      { ...item, id: 401, name: 'Breakfast Basket', categoryId: 4, position: 2 },
    ], fetchedAt);
    const opened = summary({ summary: 'Garden Twin' });
    const listed = summary({ summary: 'Harbour View Double, Breakfast Basket' });
    const other = summary({ summary: 'Garden Twin' });
    set.putSummaries([opened, listed, other], fetchedAt);
    const basket = orderLineSchema.parse({ itemId: 401, name: 'Breakfast Basket', quantity: 1, counts: {}, total: null });
    set.putDetail(detail(opened, { lines: [basket] }), fetchedAt);
    const answer = set.bookings({ itemId: 401 });
    expect(codes(answer.bookings)).toEqual([opened.code, listed.code]);
    expect(answer.inexact).toEqual(['itemId']);
  });

  it('says the item filter is exact when every candidate was opened', () => {
    const opened = summary();
    set.putDetail(detail(opened), fetchedAt);
    expect(set.bookings({ itemId: 101 })).toMatchObject({ total: 1, inexact: [] });
  });

  it('cannot apply a partner filter, and says so', () => {
    set.putSummaries([summary(), summary()], fetchedAt);
    expect(set.bookings({ partnerId: 3 })).toMatchObject({ total: 2, inexact: ['partnerId'] });
  });
});

describe('order, paging and age', () => {
  it('lists by first day then booking id, a page at a time', () => {
    set.putSummaries([
      summary({ id: 30, startDay: 20261122 }), summary({ id: 20, startDay: 20261121 }), summary({ id: 10, startDay: 20261122 }),
    ], fetchedAt);
    expect(set.bookings({ limit: 2 }).bookings.map((b) => b.id)).toEqual([20, 10]);
    expect(set.bookings({ limit: 2, page: 2 })).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect(set.bookings({ limit: 2, page: 2 }).bookings.map((b) => b.id)).toEqual([30]);
  });

  it('is as old as its oldest row before any sync, and as old as the last sync after a full one', () => {
    set.putSummaries([summary()], 1000);
    set.putSummaries([summary()], 2000);
    expect(set.bookings({}).fetchedAt).toBe(1000);
    set.markSynced(1500, true);
    set.markSynced(1800, false);
    expect(set.bookings({}).fetchedAt).toBe(1800);
  });

  it('keeps the newer copy when an older one arrives later', () => {
    const newer = summary({ lastModified: 2000, status: { id: 'VOID', name: 'Void' } });
    set.putSummaries([newer], 3000);
    set.putSummaries([{ ...newer, lastModified: 1000, status: { id: 'PAID', name: 'Paid' } }], 4000);
    expect(set.bookings({}).bookings[0]!.status.id).toBe('VOID');
  });
});
