// A booking's answers to the account's own form fields, read from the record's fields (Checkfront's booking.fields)
// as the desk reads every record: tolerantly. PHP's empties are no answer; one answer it cannot read costs that
// answer alone; the guest's contact, the note and the policy agreement are shown elsewhere, never as answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingDetail } from '../../../../electron/core/mapping/booking-mapping.js';
import { customAnswersSchema } from '../../../../shared/contract/model/booking-form.js';
import { bookingSchema } from '../../../../shared/wire/index.js';
import { readTolerantly } from '../../../../shared/wire/tolerant-read.js';

const CONTEXT = { currency: 'CAD', timeZone: 'America/Vancouver', names: new Map<number, string>() };

/** The answers a desk keeps from a record carrying these fields, read the way every record is. */
function answersOf(fields: unknown) {
  const read = readTolerantly(bookingSchema, { code: 'KMVQ-060314', status_id: 'PAID', fields });
  if (!read.ok) throw new Error(`the record was refused at ${read.path.join(' › ')}: ${read.problem}`);
  return bookingDetail(read.value, CONTEXT).customAnswers;
}

// eslint-disable-next-line no-control-regex -- what an answer must never keep is exactly the control characters
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

describe('a booking\'s answers on the record', () => {
  it('keeps the account\'s own fields, as text, and leaves the guest\'s contact, the note and the agreement out', () => {
    expect(answersOf({
      customer_name: 'Your Customer', customer_email: 'support@checkfront.com', customer_tos_agree: 1,
      note: 'Free icecream!', arrival_by: '18:30', heard_from: 'guidebook', step_free: 1, group_size: 12,
    })).toEqual({ arrival_by: '18:30', heard_from: 'guidebook', step_free: '1', group_size: '12' });
  });

  it('reads each of PHP\'s empties as no answer: "", "0", 0, false, null, [], {} and the zero date', () => {
    expect(answersOf({
      a: '', b: '0', c: 0, d: false, e: null, f: [], g: {}, h: '0000-00-00', i: '   ', arrival_by: '18:30',
    })).toEqual({ arrival_by: '18:30' });
    expect(answersOf([])).toEqual({});
    expect(answersOf('')).toEqual({});
  });

  it('loses one answer it cannot read, and only that one', () => {
    expect(answersOf({ arrival_by: { nested: { deeper: [1, 'two'] } }, dietary_needs: 'Vegan' })).toEqual({ dietary_needs: 'Vegan' });
    expect(answersOf({ 'not a field name': 'x', '0': 'y', dietary_needs: 'Vegan' })).toEqual({ dietary_needs: 'Vegan' });
  });

  it('keeps several choices as a list, without the empty ones', () => {
    expect(answersOf({ activities: ['kayak', '', 3, false, true], none: ['', null] })).toEqual({ activities: ['kayak', '3', '1'] });
  });

  it('decodes a PHP service\'s entities once and keeps markup as the text it is', () => {
    expect(answersOf({ dietary_needs: 'O&#039;Brien &amp; co &lt;b&gt;', arrival_by: '<img src=x onerror=alert(1)>' }))
      .toEqual({ dietary_needs: 'O\'Brien & co <b>', arrival_by: '<img src=x onerror=alert(1)>' });
  });

  it('keeps a text area\'s lines, drops control and direction-turning characters, and cuts at 3,000 characters', () => {
    expect(answersOf({ request: 'Blue board\r\nif available\u0007\u202Egnp.exe' })).toEqual({ request: 'Blue board\nif available gnp.exe' });
    const long = answersOf({ request: '😀'.repeat(3500) }).request as string;
    expect([...long]).toHaveLength(3000);
    expect(long.endsWith('…')).toBe(true);
  });

  it('keeps at most 100 answers', () => {
    const many = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`field_${i}`, 'yes']));
    expect(Object.keys(answersOf(many))).toHaveLength(100);
  });

  it('never refuses a record for its fields, and keeps only answers the contract can carry', () => {
    const anyAnswer = fc.oneof(fc.string({ unit: 'binary' }), fc.integer(), fc.boolean(), fc.constant(null),
      fc.array(fc.oneof(fc.string(), fc.integer(), fc.boolean())), fc.object(), fc.double());
    fc.assert(fc.property(fc.oneof(fc.dictionary(fc.string(), anyAnswer), fc.array(anyAnswer), anyAnswer), (fields) => {
      const answers = answersOf(fields);
      expect(customAnswersSchema.safeParse(answers).success).toBe(true);
      for (const [name, answer] of Object.entries(answers)) {
        expect(name).not.toMatch(/^customer_|^note$/);
        for (const text of [answer].flat()) {
          expect(text).not.toBe('');
          expect(text).not.toMatch(INVISIBLE);
        }
      }
    }), { numRuns: 300 });
  });
});
