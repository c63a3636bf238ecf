// A booking/index page read a slice of records at a time reads as the whole answer read tolerantly would: the same
// records kept, the same members and records left out, at the same paths.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordsInPieces } from '../../../../electron/core/api/records-in-pieces.js';
import { bookingIndexResponseSchema, bookingListingSchema } from '../../../../shared/wire/index.js';
import { readTolerantly } from '../../../../shared/wire/tolerant-read.js';

const listing = (id: number) => ({
  booking_id: id, code: `PVCA-${id}`, status_id: 'PAID', status_name: 'Paid', created_date: 1394079749, total: '141.90',
  tax_total: '12.90', paid_total: '141.90', customer_id: 25, customer_name: 'Your Customer', summary: 'Islands Snorkeling Tour',
});

/** A record as a live service might send it: whole, with an odd member, with an empty one, or without its code. */
const recordArbitrary = fc.tuple(fc.integer({ min: 1, max: 99_999 }), fc.constantFrom('whole', 'odd', 'empty', 'no code'))
  .map(([id, kind]) => {
    const record: Record<string, unknown> = listing(id);
    if (kind === 'odd') record.created_date = 'the day after tomorrow';
    if (kind === 'empty') record.total = '';
    if (kind === 'no code') delete record.code;
    return [String(id), record] as const;
  });

describe('a list read in pieces', () => {
  it('keeps and leaves out what the whole answer read tolerantly keeps and leaves out', async () => {
    await fc.assert(fc.asyncProperty(fc.uniqueArray(recordArbitrary, { selector: ([key]) => key, maxLength: 180 }), async (pairs) => {
      const records = Object.fromEntries(pairs);
      const whole = readTolerantly(bookingIndexResponseSchema, { version: '3.0', 'booking/index': records });
      const pieces = await recordsInPieces(records, bookingListingSchema, 'booking/index');
      expect(whole.ok).toBe(true);
      expect(pieces.records).toEqual(whole.ok ? whole.value['booking/index'] : null);
      const paths = (removals: { path: readonly (string | number)[] }[]) => removals.map((r) => r.path.map(String).join('/')).sort();
      expect(paths(pieces.removals)).toEqual(paths(whole.removals));
    }), { numRuns: 60 });
  });
});
