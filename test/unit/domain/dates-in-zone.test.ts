// The wall clock of an instant in a time zone, read through the zone's offset for the hour (dates.ts keeps one per
// hour): the same day, time and ISO text as Intl's own formatting, across changes to and from summer time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockText, clockTime, dayInZone, isoInZone, timeInZone } from '../../../shared/domain/dates.js';

const ZONES = ['America/Vancouver', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'];

/** What Intl itself says, formatted the way dates.ts writes it. */
function intlSays(unixSeconds: number, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(format.formatToParts(new Date(unixSeconds * 1000)).map((part) => [part.type, part.value]));
  return { day: Number(`${p.year}${p.month}${p.day}`), time: `${p.hour}:${p.minute}`, iso: `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}` };
}

describe('an instant in a time zone', () => {
  it('reads as Intl reads it, at any instant of 1990–2040 in zones with odd offsets and summer times', () => {
    fc.assert(fc.property(fc.integer({ min: 631_152_000, max: 2_208_988_800 }), fc.constantFrom(...ZONES), (at, zone) => {
      const said = intlSays(at, zone);
      expect(dayInZone(at, zone)).toBe(said.day);
      expect(timeInZone(at, zone)).toBe(said.time);
      expect(isoInZone(at, zone).slice(0, 19)).toBe(said.iso);
    }), { numRuns: 3000 });
  });

  it('reads each second around a change of summer time as Intl does', () => {
    // 2026-03-08 02:00 in Vancouver (clocks go forward) and 2026-03-29 01:00 UTC in London.
    for (const [start, zone] of [[1_772_964_000 - 7200, 'America/Vancouver'], [1_774_746_000 - 7200, 'Europe/London']] as const) {
      for (let at = start; at < start + 4 * 3600; at += 97) {
        expect(isoInZone(at, zone).slice(0, 19)).toBe(intlSays(at, zone).iso);
      }
    }
  });
});

describe('a clock time for the person at the desk', () => {
  it('is the computer\'s own wall clock on a 24-hour dial, as Intl writes it, at any millisecond', () => {
    const wall = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    fc.assert(fc.property(fc.integer({ min: 631_152_000_000, max: 2_208_988_800_000 }), (ms) => {
      expect(clockTime(ms)).toBe(wall.format(new Date(ms)));
    }), { numRuns: 2000 });
  });

  it('writes hours and minutes with two digits each', () => {
    expect(clockText(9, 5)).toBe('09:05');
    expect(clockText(0, 0)).toBe('00:00');
    expect(clockText(23, 59)).toBe('23:59');
  });
});
