import { describe, expect, it } from 'vitest';
import { listedStartTime } from '../../../../../electron/core/offline/working-set/listed-time.js';

describe('the start time a listing writes', () => {
  it('reads the time at the end of date_desc, 24-hour or 12-hour', () => {
    expect(listedStartTime('Sat Nov 21, 2026 13:00')).toBe('13:00');
    expect(listedStartTime('Sat Nov 21, 2026 9:30')).toBe('09:30');
    expect(listedStartTime('Sat Nov 21, 2026 1:00 PM')).toBe('13:00');
    expect(listedStartTime('Sat Nov 21, 2026 12:15 am')).toBe('00:15');
  });

  it('finds no time in a day or a stay, nor in nonsense', () => {
    expect(listedStartTime('Wed Mar  5, 2014')).toBe('');
    expect(listedStartTime('Sat Nov 21 - Mon Nov 23, 2026')).toBe('');
    expect(listedStartTime('Sat Nov 21, 2026 27:00')).toBe('');
    expect(listedStartTime('')).toBe('');
  });
});
