// The rules of the live dialect, one by one, over many seeds: every choice it makes is one a PHP service makes.
import { describe, expect, it } from 'vitest';
import { LiveDialect } from '../../../electron/sandbox/dialect/live-dialect.js';

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
const rewrite = (value: unknown, seed: number) => new LiveDialect(seed).rewrite(value) as Record<string, unknown>;
const outcomes = (value: unknown, member: string) => new Set(SEEDS.map((seed) => JSON.stringify(rewrite(value, seed)[member])));

describe('the live dialect', () => {
  it('writes true as 1, "1" or true, and false as 0, "", "0" or false', () => {
    expect(outcomes({ booking_id: 1, flag: true }, 'flag')).toEqual(new Set(['1', '"1"', 'true']));
    expect(outcomes({ booking_id: 1, flag: false }, 'flag')).toEqual(new Set(['0', '""', '"0"', 'false']));
  });

  it('writes null as "", false, [] or null, and a missing date as a zero date', () => {
    expect(outcomes({ booking_id: 1, phone: null }, 'phone')).toEqual(new Set(['""', 'false', '[]', 'null']));
    expect(outcomes({ booking_id: 1, end_date: null }, 'end_date')).toEqual(new Set(['"0000-00-00"', '""', '0', 'null']));
  });

  it('keeps what a number means, whichever way it is written', () => {
    for (const seed of SEEDS) {
      const { id, total, zip } = rewrite({ id: 7, total: '141.90', zip: '02134' }, seed);
      expect(Number(id)).toBe(7);
      expect(Number(total)).toBe(141.9);
      // A leading zero would be lost as a number: PHP sends such text as text.
      expect(zip).toBe('02134');
    }
  });

  it('writes a member one way in every record and every answer of a run, as recorded answers do', () => {
    const forms = new Set<string>();
    for (const formSeed of SEEDS) {
      const listed = new LiveDialect(1, formSeed).rewriteAnswer({ 'booking/index': {
        1: { booking_id: 1, total: '10.00', tid: '', paid: true }, 2: { booking_id: 2, total: '20.00', tid: '', paid: false },
      } }) as Record<string, Record<string, Record<string, unknown>>>;
      const one = new LiveDialect(2, formSeed).rewriteAnswer({ booking: { booking_id: 3, total: '30.00', tid: '', paid: true } }) as
        Record<string, Record<string, unknown>>;
      const written = [...Object.values(listed['booking/index']!), one.booking!]
        .map((record) => JSON.stringify([typeof record.booking_id, typeof record.total, record.tid, typeof record.paid]));
      expect(new Set(written).size, `form seed ${formSeed}`).toBe(1);
      forms.add(written[0]!);
    }
    // Over runs, every way is met: ids and amounts as text and as numbers, empty text as "" and as null.
    expect(forms.size).toBeGreaterThan(8);
  });

  it('escapes names only, never HTML members', () => {
    const answer = rewrite({ item_id: 1, name: 'Fish & Chips', summary: '<p>Fish &amp; Chips</p>' }, 1);
    expect(answer.name).toBe('Fish &amp; Chips');
    expect(answer.summary).toBe('<p>Fish &amp; Chips</p>');
  });

  it('writes an empty map as [] and leaves collections keyed by code in their order', () => {
    const answer = rewrite({ bookings: { 'B-2': { booking_id: 2 }, 'B-1': { booking_id: 1 } }, extras: {} }, 3);
    expect(answer.extras).toEqual([]);
    expect(Object.keys(answer.bookings as object)).toEqual(['B-2', 'B-1']);
  });
});
