// Account labels and staff names show on every screen: one line of visible text, whatever was pasted in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffMemberSchema } from '../../../shared/contract/model/account.js';
import { cleanDisplayName } from '../../../shared/domain/display-name.js';

// eslint-disable-next-line no-control-regex -- what must never be left is exactly the control characters
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('a display name', () => {
  it('loses bidi overrides, so a name cannot pretend to read otherwise', () => {
    expect(cleanDisplayName('Lodge\u202Egnp.exe')).toBe('Lodgegnp.exe');
    expect(cleanDisplayName('\u2067Front\u2069 desk\u200F')).toBe('Front desk');
  });

  it('turns line breaks, tabs and other controls into single spaces', () => {
    expect(cleanDisplayName('  Harbour\r\nLights\t\u0007Lodge \u001b[31m ')).toBe('Harbour Lights Lodge [31m');
    expect(cleanDisplayName('a\u0000b\u0085c')).toBe('a b c');
  });

  it('keeps letters of every script and emoji', () => {
    expect(cleanDisplayName('Björn Ångström · 北海道 · مرحبا 😀')).toBe('Björn Ångström · 北海道 · مرحبا 😀');
  });

  it('never leaves a control or bidi character, and cleaning twice changes nothing', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      const clean = cleanDisplayName(text);
      expect(clean).not.toMatch(INVISIBLE);
      expect(cleanDisplayName(clean)).toBe(clean);
    }));
  });

  it('is refused when nothing visible is left, or too long once cleaned', () => {
    expect(staffMemberSchema.safeParse({ accountId: 1, name: '\u202E\u0007 ' }).success).toBe(false);
    expect(staffMemberSchema.safeParse({ accountId: 1, name: 'x'.repeat(121) }).success).toBe(false);
    expect(staffMemberSchema.parse({ accountId: 1, name: ` ${'x'.repeat(120)}\u202E ` }).name).toHaveLength(120);
  });
});
