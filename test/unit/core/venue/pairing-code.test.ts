// The pairing code a person reads off one desk and types on the other.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPairingCode, parsePairingCode } from '../../../../electron/core/venue/pairing-code.js';

describe('the pairing code', () => {
  it('carries the address, the port and the secret, however it is typed back', () => {
    fc.assert(fc.property(fc.ipV4(), fc.integer({ min: 1, max: 65535 }), fc.uint8Array({ minLength: 10, maxLength: 10 }),
      (host, port, secret) => {
        const shown = formatPairingCode({ host, port, secret });
        expect(shown).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);
        const typed = shown.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
        expect(parsePairingCode(typed)).toEqual({ host, port, secret });
      }));
  });

  it('is short enough to read out: 26 characters in groups of four', () => {
    const shown = formatPairingCode({ host: '127.0.0.1', port: 48123, secret: new Uint8Array(10).fill(7) });
    expect(shown.replace(/-/g, '')).toHaveLength(26);
  });

  it('reads anything else as no code at all', () => {
    for (const typed of ['', 'hello', 'ABCD-EFGH', '0'.repeat(27), 'U'.repeat(26), '0'.repeat(26)]) {
      expect(parsePairingCode(typed)).toBeNull();
    }
  });
});
