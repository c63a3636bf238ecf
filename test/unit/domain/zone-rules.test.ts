// One calendar for the desk and the page: a zone's rules read by one runtime and adopted by another give the same
// offsets, days and times as the first runtime's own Intl, whatever the second runtime's database says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adoptZoneRules, dayInZone, instantInZone, timeInZone, wallClockAt, zoneRules } from '../../../shared/domain/dates.js';
import { offsetFromRules, zoneRulesFrom } from '../../../shared/domain/zone-rules.js';

const at = (iso: string) => Date.parse(iso) / 1000;
const FROM = at('2024-01-01T00:00:00Z');
const TO = at('2028-12-31T00:00:00Z');

/** Seconds ahead of UTC by this runtime's Intl, the truth the rules are read from. */
function intlOffset(unixSeconds: number, timeZone: string): number {
  const p = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(unixSeconds * 1000)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) / 1000 - unixSeconds;
}

describe("a zone's rules", () => {
  it('give the offset Intl gives at any second of their span, in zones with summer times and odd offsets', () => {
    for (const zone of ['Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu']) {
      const rules = zoneRules(zone, FROM, TO);
      fc.assert(fc.property(fc.integer({ min: FROM, max: TO }), (instant) => {
        expect(offsetFromRules(rules, instant)).toBe(intlOffset(instant, zone));
      }), { numRuns: 500 });
      // Each change to the second: the one before still has the old offset.
      for (const [since, offset] of rules.changes.slice(1)) {
        expect(intlOffset(since, zone)).toBe(offset);
        expect(intlOffset(since - 1, zone)).not.toBe(offset);
      }
    }
  });

  it('say nothing outside their span', () => {
    const rules = zoneRules('Europe/London', FROM, TO);
    expect(offsetFromRules(rules, FROM - 1)).toBeNull();
    expect(offsetFromRules(rules, TO + 1)).toBeNull();
  });

  it('find a change that comes between two steps, to the second', () => {
    const change = at('2026-11-01T09:00:00Z');
    const rules = zoneRulesFrom((instant) => (instant < change ? -25_200 : -28_800), FROM, TO);
    expect(rules.changes).toEqual([[FROM, -25_200], [change, -28_800]]);
  });
});

describe('a zone read by adopted rules', () => {
  // The desk reads Vancouver at UTC-8 after November 2026 (Node 20's database); a browser with a newer one reads UTC-7.
  // Adopted here, the desk's rules decide, whatever this runtime's own database says.
  const deskRules = zoneRulesFrom((instant) => (instant < at('2026-11-01T09:00:00Z') ? -25_200 : -28_800), FROM, TO);
  adoptZoneRules('America/Vancouver', deskRules);

  it("is on the desk's day and time at 23:30 on 30 November, which UTC-7 would call 1 December", () => {
    const instant = at('2026-12-01T07:30:00Z');
    expect(dayInZone(instant, 'America/Vancouver')).toBe(20261130);
    expect(timeInZone(instant, 'America/Vancouver')).toBe('23:30');
    expect(wallClockAt(instant, 'America/Vancouver').toISOString()).toBe('2026-11-30T23:30:00.000Z');
    expect(instantInZone(20261130, 'America/Vancouver', 23, 30)).toBe(instant);
  });

  it("follows the desk's rules across their change and Intl's beyond their span", () => {
    expect(timeInZone(at('2026-07-01T19:00:00Z'), 'America/Vancouver')).toBe('12:00');
    expect(timeInZone(at('2026-11-01T08:59:59Z'), 'America/Vancouver')).toBe('01:59');
    expect(timeInZone(at('2026-11-01T09:00:00Z'), 'America/Vancouver')).toBe('01:00');
    const beyond = TO + 86_400 * 200;
    expect(dayInZone(beyond, 'America/Vancouver')).toBe(Number(new Date((beyond + intlOffset(beyond, 'America/Vancouver')) * 1000)
      .toISOString().slice(0, 10).replaceAll('-', '')));
  });
});
