// The offline wording lives in renderer/features/offline; it is tested here beside the outbox it speaks for.
import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { asOfText, clockText, offlineHeadline, skippedText } from '../../../../renderer/features/offline/offline-text.js';
import { BOOKINGS, LINES_AND_NOTES } from '../../../../renderer/features/offline/record-names.js';
import { COPY_REASONS, type CopyReasonId } from '../../../../shared/contract/model/copy-reasons.js';
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';

const catalogue = (language: string) => createIntl({
  locale: language, messages: JSON.parse(readFileSync(new URL(`../../../../renderer/i18n/catalogues/${language}.json`, import.meta.url), 'utf8')),
});

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
    expect(asOfText(englishIntl(), at1405, clock)).toBe("Shown from this desk's copy of 14:05, 12 min ago: the booking service cannot be reached.");
    expect(asOfText(englishIntl(), at1405, clock, COPY_REASONS.unreadable)).toMatch(/12 min ago: the booking service's answer could not be read\.$/);
    expect(asOfText(englishIntl(), 0, clock)).toBe('Shown from an earlier copy on this desk: the booking service cannot be reached.');
  });

  it('says each reason the desk gives in its own words, in English as the desk sent it', () => {
    for (const reason of Object.values(COPY_REASONS)) expect(asOfText(englishIntl(), at1405, clock, reason)).toContain(`: ${reason}.`);
    // Words the page does not know (a newer desk's) are shown as they came.
    expect(asOfText(englishIntl(), at1405, clock, 'the moon is in the way')).toContain(': the moon is in the way.');
  });

  it('says the copy line, its reasons and the records left out in the desk\'s language', () => {
    // A German desk read "Shown from this desk's copy of … the booking service asked the desk to wait until 18:35"
    // in English, the time in the computer's zone.
    const german = catalogue('de');
    expect(asOfText(german, at1405, clock, COPY_REASONS.askedToWait)).toBe(
      'Aus der Kopie dieses Platzes von 14:05 (vor 12 Min.): Der Buchungsdienst hat den Platz gebeten zu warten.');
    expect(skippedText(german, 1, BOOKINGS)).toMatch(/^1 Buchung vom Buchungsdienst konnte nicht gelesen werden/);
    expect(skippedText(englishIntl(), 2, LINES_AND_NOTES)).toBe('2 lines or notes from the booking service could not be read and '
      + "were left out. The desk's log names them for your administrator.");
    for (const language of ['de', 'fr-CA', 'es-MX']) {
      for (const id of Object.keys(COPY_REASONS) as CopyReasonId[]) {
        expect(asOfText(catalogue(language), at1405, clock, COPY_REASONS[id])).not.toContain(COPY_REASONS[id]);
      }
    }
  });

  it('adds the date for a copy from another day', () => {
    const yesterday = Date.UTC(2026, 2, 2, 19, 5);
    expect(clockText(yesterday, clock)).toMatch(/2 Mar 2026/);
  });
});
