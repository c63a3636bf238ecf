// Reading answers the way a live PHP service writes them: one odd field costs that field, one bad record costs
// that record, and only an answer that cannot stand is refused, with the member at fault named.
import { describe, expect, it } from 'vitest';
import {
  bookingIndexResponseSchema,
  bookingResponseSchema,
  itemListResponseSchema,
  notesResponseSchema,
} from '../../../shared/wire/index.js';
import { readTolerantly } from '../../../shared/wire/tolerant-read.js';
import { answerWith } from './answer.js';

const listing = (id: number, extra: Record<string, unknown> = {}) => ({
  booking_id: id, code: `PVCA-${id}`, status_id: 'PAID', status_name: 'Paid', total: '141.90', paid_total: '141.90',
  customer_id: 25, customer_name: 'Your Customer', summary: 'Islands Snorkeling Tour', tid: '', ...extra,
});

const record = (extra: Record<string, unknown> = {}) => ({
  ...listing(3149), start_date: 20261124, end_date: 20261125, lines: [{ item_id: 5, qty: 1, params: { 1: 2 } }],
  notes: [{ note_id: 1, body: 'Late arrival', private: true, date: '2026-11-24T10:00:00-08:00' }],
  checked_in: null, checked_out: null, bookmark: false, ...extra,
});

describe('reading an answer tolerantly', () => {
  it('leaves a clean answer untouched', () => {
    const read = readTolerantly(bookingIndexResponseSchema, answerWith('booking/index', { 3149: listing(3149) }));
    expect(read).toMatchObject({ ok: true, removals: [] });
  });

  it.each([
    ['tid: null', { tid: null }],
    ['checked_in: ""', { checked_in: '' }],
    ['checked_in: "0"', { checked_in: '0' }],
    ['checked_in: false', { checked_in: false }],
    ['checked_in: []', { checked_in: [] }],
    ['bookmark: "yes please"', { bookmark: 'yes please' }],
    ['start_date: ""', { start_date: '' }],
    ['start_date: "20261345"', { start_date: '20261345' }],
  ])('reads a record with %s, the field absent', (_name, odd) => {
    const read = readTolerantly(bookingResponseSchema, answerWith('booking', record(odd)));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.booking.code).toBe('PVCA-3149');
    expect(read.value.booking.lines).toHaveLength(1);
    const [member] = Object.keys(odd);
    expect(read.value.booking[member as keyof typeof read.value.booking]).toBeUndefined();
  });

  it('says which removals were only empties and which were odd values', () => {
    const read = readTolerantly(bookingResponseSchema, answerWith('booking', record({ tid: null, bookmark: { on: 1 } })));
    expect(read.ok && read.removals.map(({ path, empty }) => [path.join('.'), empty])).toEqual([
      ['booking.tid', true], ['booking.bookmark', false],
    ]);
  });

  it('skips the one record that lacks its code and answers with the others', () => {
    const answer = answerWith('booking/index', {
      1: listing(1), 2: listing(2, { code: null }), 3: listing(3),
    });
    const read = readTolerantly(bookingIndexResponseSchema, answer);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(Object.keys(read.value['booking/index'])).toEqual(['1', '3']);
    expect(read.removals.map((removal) => removal.path.join('.'))).toEqual(['booking/index.2.code', 'booking/index.2']);
  });

  it('skips a bad line of a booking and keeps the booking', () => {
    const read = readTolerantly(bookingResponseSchema, answerWith('booking', record({
      lines: [{ item_id: 5, qty: 1 }, { item_id: 'not an id', qty: 2 }, { item_id: 7 }],
    })));
    expect(read.ok && read.value.booking.lines?.map((line) => line.item_id)).toEqual([5, 7]);
  });

  it('keeps a note list readable when one note is private: ""', () => {
    const answer = answerWith('notes', [
      { note_id: 1, body: 'a', private: '' }, { note_id: 2, body: 'b', private: 'maybe' }, { body: 'no id' },
    ]);
    const read = readTolerantly(notesResponseSchema, answer);
    expect(read.ok && read.value.notes.map((note) => note.note_id)).toEqual([1, 2]);
  });

  it('reads an envelope whose locale, request and version are empty', () => {
    const answer = { ...(answerWith('booking/index', { 1: listing(1) }) as object), locale: null, request: '', version: false };
    const read = readTolerantly(bookingIndexResponseSchema, answer);
    expect(read.ok).toBe(true);
  });

  it('drops a bad member inside a JSON-encoded string as the whole string', () => {
    const item = { item_id: 5, name: 'Kayak', rules: '{"param": {"1": {"MIN": "two"}}}' };
    const read = readTolerantly(itemListResponseSchema, answerWith('item', { 5: item }));
    expect(read.ok && read.value.items['5']?.rules).toBeUndefined();
    expect(read.ok && read.value.items['5']?.name).toBe('Kayak');
  });

  it('refuses an answer without its resource and names the member', () => {
    const read = readTolerantly(bookingResponseSchema, answerWith('bookings', record()));
    expect(read).toMatchObject({ ok: false, path: ['booking'] });
  });

  it('names the field that sank a single record', () => {
    const read = readTolerantly(bookingResponseSchema, answerWith('booking', record({ code: { nested: true } })));
    expect(read).toMatchObject({ ok: false, path: ['booking', 'code'] });
  });
});
