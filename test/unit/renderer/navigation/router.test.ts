// Every address the window may be given leads to a screen: a malformed or unknown one to "not found", never to a
// blank window (red-team finding: #/booking/%E0%A4%A threw while the address was read and emptied the whole window).
import { describe, expect, it } from 'vitest';
import { parseRoute } from '../../../../renderer/navigation/router.js';

describe('reading the address', () => {
  it('answers "not found" for a booking address whose escapes are broken, keeping what was written', () => {
    expect(() => parseRoute('#/booking/%E0%A4%A')).not.toThrow();
    expect(parseRoute('#/booking/%E0%A4%A')).toEqual({ screen: 'not-found', address: 'booking/%E0%A4%A' });
  });

  it('answers "not found" for a screen that does not exist, rather than another screen', () => {
    expect(parseRoute('#/bookingz/ABC-1')).toEqual({ screen: 'not-found', address: 'bookingz/ABC-1' });
    expect(parseRoute('#/%E2%9C%93')).toEqual({ screen: 'not-found', address: '✓' });
  });

  it('still opens the manifest for an empty address and today, and a booking by its escaped code', () => {
    expect(parseRoute('')).toEqual({ screen: 'manifest' });
    expect(parseRoute('#/')).toEqual({ screen: 'manifest' });
    expect(parseRoute('#/manifest')).toEqual({ screen: 'manifest' });
    expect(parseRoute('#/booking/ABC%2D1?booked=1')).toEqual({ screen: 'booking', code: 'ABC-1', justBooked: true });
  });
});
