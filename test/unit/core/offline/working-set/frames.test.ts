// A frame of the working-set file reads back as it was written, however long its list: the rows of a thousand
// bookings and a month's notes are made into text a few at a time, and must come back whole and in order.
import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame, type Frame } from '../../../../../electron/core/offline/working-set/disk/frames.js';
import { detail, summary } from './fixtures.js';

const rows = (count: number): Frame => ({
  k: 'rows',
  rows: Array.from({ length: count }, (_, i) => {
    const listing = summary({ id: 70_000 + i });
    // Every third booking left, every fifth with its full record and the items a list named.
    if (i % 3 === 0) return [listing.code, null];
    return [listing.code, i % 5 === 0 ? { s: listing, f: 1000 + i, d: detail(listing), df: 2000, i: [3, 7] } : { s: listing, f: 1000 + i }];
  }),
});

const notes = (count: number): Frame => ({
  k: 'notes', all: true, fetchedAt: 1_790_000_000, windowStart: 20261022, drop: [4, 5],
  put: Array.from({ length: count }, (_, i) => ({
    id: i + 1, bookingCode: `TEST-${String(i).padStart(6, '0')}`, staffId: 2, at: '2026-11-21T09:00:00-08:00',
    body: `Note ${i}: "quoted", \\ and ünïcode`, private: i % 2 === 0,
  })),
});

describe('a frame of the working-set file', () => {
  it.each([
    ['no rows', rows(0)],
    ['a few rows', rows(7)],
    ['a thousand rows', rows(1000)],
    ['a month of notes', notes(2600)],
    ['no notes', notes(0)],
    ['the small parts', { k: 'parts', parts: { bookmarked: ['TEST-000001'] } } satisfies Frame],
  ])('reads back %s as written', async (_what, frame) => {
    expect(await decodeFrame(await encodeFrame(frame))).toEqual(frame);
  });
});
