// The offline wording lives in renderer/features/offline; it is tested here beside the outbox it speaks for.
import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { asOfText, clockText, offlineHeadline } from '../../../../renderer/features/offline/offline-text.js';

// 2026-03-03 14:17 in Toronto (19:17 UTC).
const nowMs = Date.UTC(2026, 2, 3, 19, 17);
const clock = { locale: 'en-GB', timeZone: 'America/Toronto', nowMs };
const at1405 = Date.UTC(2026, 2, 3, 19, 5) / 1000;

describe('offline wording', () => {
  it('says what the desk held and how long ago, in the account time zone', () => {
    expect(offlineHeadline(at1405, clock, englishIntl())).toBe('Offline — showing what this desk held at 14:05 (12 min ago).');
  });

  it('still says what the screens show when the desk never synced', () => {
    expect(offlineHeadline(null, clock, englishIntl())).toBe('Offline — showing what this desk holds.');
  });

  it('marks a booking shown from the working set', () => {
    expect(asOfText(at1405, clock)).toBe("Shown from this desk's copy of 14:05, 12 min ago: the booking service cannot be reached.");
    expect(asOfText(at1405, clock, "the booking service's answer could not be read")).toMatch(/12 min ago: the booking service's answer could not be read\.$/);
    expect(asOfText(0, clock)).toBe('Shown from an earlier copy on this desk: the booking service cannot be reached.');
  });

  it('adds the date for a copy from another day', () => {
    const yesterday = Date.UTC(2026, 2, 2, 19, 5);
    expect(clockText(yesterday, clock)).toMatch(/2 Mar 2026/);
  });
});
