// Every date form the service is documented or recorded to use reads the same instant; what fits no
// form, or two, is not read at all, so the desk says "not known" rather than showing another date.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayInZone, isoInZone } from '../../../shared/domain/dates.js';
import { dayOf, instantOf, latestInstantOf, readMoment, wireMoment } from '../../../shared/wire/index.js';

const ZONES = ['America/Vancouver', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC'];
const instants = fc.integer({ min: Date.UTC(2001, 0, 1) / 1000, max: Date.UTC(2099, 0, 1) / 1000 });

/** One instant in each form a live answer may carry it, the zone-less ones written in the account's zone. */
function forms(seconds: number, zone: string): [string, unknown][] {
  const local = isoInZone(seconds, zone);
  return [
    ['Unix seconds', seconds],
    ['Unix seconds as text', String(seconds)],
    ['ISO 8601 with the account\'s offset', local],
    ['ISO 8601 in UTC', new Date(seconds * 1000).toISOString()],
    ['ISO 8601 with a lower-case t (as the docs write it)', local.replace('T', 't')],
    ['MySQL text in the account\'s zone', local.slice(0, 19).replace('T', ' ')],
    ['ISO 8601 without an offset, in the account\'s zone', local.slice(0, 19)],
  ];
}

describe('reading a date in any documented form', () => {
  it('reads the same instant from every form', () => {
    fc.assert(fc.property(instants, fc.constantFrom(...ZONES), (seconds, zone) => {
      for (const [form, value] of forms(seconds, zone)) {
        const moment = readMoment(value);
        expect(moment, form).not.toBeNull();
        expect(dayOf(moment!, zone), form).toBe(dayInZone(seconds, zone));
        // A wall-clock time repeated when clocks go back names two instants: either shows that same time, no other.
        expect(isoInZone(instantOf(moment!, zone), zone).slice(0, 19), form).toBe(isoInZone(seconds, zone).slice(0, 19));
      }
    }), { numRuns: 300 });
  });

  it('reads the exact instant from every form outside a clock change', () => {
    const seconds = Date.parse('2026-11-24T17:12:05Z') / 1000;
    for (const zone of ZONES) {
      for (const [form, value] of forms(seconds, zone)) expect(instantOf(readMoment(value)!, zone), `${form} in ${zone}`).toBe(seconds);
    }
  });

  it('reads a zone-less time on the day clocks change at the offset in force at that time, not at midnight', () => {
    // 1 November 2026: Vancouver's clocks go back at 02:00, so midnight is UTC−7 but 09:00 is UTC−8 (17:00 UTC).
    const nine = Date.parse('2026-11-01T17:00:00Z') / 1000;
    for (const value of ['2026-11-01 09:00:00', '2026-11-01T09:00:00']) {
      expect(instantOf(readMoment(value)!, 'America/Vancouver'), value).toBe(nine);
    }
  });

  it('knows a zone-less time in the hour the clocks repeat may be the later of its two instants', () => {
    const pdt = Date.parse('2026-11-01T08:29:03Z') / 1000;
    expect(instantOf(readMoment('2026-11-01 01:29:03')!, 'America/Vancouver')).toBe(pdt);
    expect(latestInstantOf(readMoment('2026-11-01 01:29:03')!, 'America/Vancouver')).toBe(pdt + 3600);
    expect(latestInstantOf(readMoment('2026-11-01 02:29:03')!, 'America/Vancouver')).toBe(pdt + 2 * 3600);
    expect(latestInstantOf(readMoment(pdt)!, 'America/Vancouver')).toBe(pdt);
  });

  it('reads yyyymmdd, as a number or as text, and YYYY-MM-DD as that day in the account\'s zone, never as seconds', () => {
    for (const value of [20261014, '20261014', '2026-10-14']) {
      const moment = readMoment(value)!;
      expect(dayOf(moment, 'America/Vancouver')).toBe(20261014);
      expect(isoInZone(instantOf(moment, 'America/Vancouver'), 'America/Vancouver')).toBe('2026-10-14T00:00:00-07:00');
    }
  });

  it('takes a Unix instant\'s day in the account\'s zone, not the computer\'s', () => {
    // 06:30 UTC on 15 October is still 14 October in Vancouver (UTC−7).
    const seconds = Date.parse('2026-10-15T06:30:00Z') / 1000;
    expect(dayOf(readMoment(seconds)!, 'America/Vancouver')).toBe(20261014);
    expect(dayOf(readMoment(String(seconds))!, 'Europe/Berlin')).toBe(20261015);
  });

  it.each([
    ['a day that does not exist', 20260231], ['a month 13', '2026-13-01'], ['an hour 25', '2026-11-24 25:00:00'],
    ['words', 'Wed Mar  5, 2014'], ['a slashed day (which order?)', '05/03/2014'], ['milliseconds', 1795607492000],
    ['seconds before 2000', 12345678], ['an empty text', ''], ['a zero date', '0000-00-00 00:00:00'], ['0', 0],
  ])('refuses %s, so the member is left out and logged', (_, value) => {
    expect(readMoment(value)).toBeNull();
    expect(wireMoment.safeParse(value).success).toBe(false);
  });
});
