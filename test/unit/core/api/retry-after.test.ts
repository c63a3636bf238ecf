// Retry-After as delay-seconds or an HTTP date (RFC 9110 10.2.3).
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../../../electron/core/api/retry-after.js';

const NOW = Date.parse('2026-11-21T10:00:00Z');

describe('retryAfterSeconds', () => {
  it('reads seconds', () => expect(retryAfterSeconds('17', NOW)).toBe(17));
  it('reads an HTTP date relative to now', () => {
    expect(retryAfterSeconds('Sat, 21 Nov 2026 10:00:45 GMT', NOW)).toBe(45);
  });
  it('reads a date in the past as no wait', () => {
    expect(retryAfterSeconds('Sat, 21 Nov 2026 09:00:00 GMT', NOW)).toBe(0);
  });
  it('waits at most a quarter of an hour, whatever a maintenance page or a proxy asks (a day would silence the desk)', () => {
    expect(retryAfterSeconds('86400', NOW)).toBe(900);
    expect(retryAfterSeconds('Sun, 22 Nov 2026 10:00:00 GMT', NOW)).toBe(900);
    expect(retryAfterSeconds('900', NOW)).toBe(900);
  });
  it.each([null, '', 'soon', '-3', '1.5'])('reads %j as unknown', (header) => {
    expect(retryAfterSeconds(header, NOW)).toBeNull();
  });
});
