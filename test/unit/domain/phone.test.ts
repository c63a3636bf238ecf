// A phone search matches the number whatever its spaces: the service matches exactly, so the desk asks for the
// writings the account uses.
import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneWritings } from '../../../shared/domain/phone.js';

const KNOWN = ['+1 250 555 0123', '+1 604 555 9876', '(250) 555-4444'];

describe('phoneWritings', () => {
  it('asks first for the number as typed', () => {
    expect(phoneWritings(' 250 555 0123 ', KNOWN)[0]).toBe('250 555 0123');
  });

  it("finds the account's own writing of the number, its country code left off or its spaces moved", () => {
    expect(phoneWritings('250-555-0123', KNOWN)).toContain('+1 250 555 0123');
    expect(phoneWritings('2505550123', KNOWN)).toContain('+1 250 555 0123');
    expect(phoneWritings('+12505554444', KNOWN)).not.toContain('(250) 555-4444');
  });

  it("writes a number the desk has never seen in the shapes of the account's numbers", () => {
    const writings = phoneWritings('250.555.7777', KNOWN);
    expect(writings).toContain('+1 250 555 7777');
    expect(writings).toContain('(250) 555-7777');
    expect(writings.length).toBeLessThanOrEqual(6);
  });

  it('does not guess from a few digits', () => {
    expect(phoneWritings('0123', KNOWN)).toEqual(['0123']);
    expect(phoneDigits('+1 (250) 555-0123')).toBe('12505550123');
  });
});
