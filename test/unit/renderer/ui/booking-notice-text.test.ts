// The notices a booking carries (a write waiting out a pause, a stamp that landed twice, a press withdrawn for another
// desk's) were English sentences made in the main process: a German desk read its double check-in in English.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { BookingNotice } from '../../../../shared/contract/model/booking.js';
import { numberedStaff } from '../../../../shared/domain/staff-names.js';
import { noticeWords } from '../../../../electron/core/offline/notice-words.js';
import { noticeText } from '../../../../renderer/ui/booking-notice-text.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const catalogue = (language: string) => createIntl({
  locale: language, messages: JSON.parse(readFileSync(new URL(`../../../../renderer/i18n/catalogues/${language}.json`, import.meta.url), 'utf8')),
});

const twice: BookingNotice = {
  id: 'landedTwice', kind: 'checkIn', code: 'HLL-0412', first: { by: 'Priya Shah', at: '10:04:12' }, latest: { by: numberedStaff(12), at: null },
};
const withdrawn: BookingNotice = { id: 'withdrawn', kind: 'checkOut', at: '4:35 p.m.', deskName: 'Dock', staffName: null };
const NOTICES: BookingNotice[] = [{ id: 'queuedInPause' }, twice, withdrawn, { ...withdrawn, deskName: null, staffName: 'Priya Shah' }];

describe('what a booking\'s notices say', () => {
  it('says in English what the desk\'s log says', () => {
    for (const notice of NOTICES) expect(noticeText(englishIntl(), notice)).toBe(noticeWords(notice));
  });

  it('says a double check-in in German, with the desk\'s own name for a staff account and the times as they came', () => {
    expect(noticeText(catalogue('de'), twice)).toBe('HLL-0412 wurde kurz nacheinander zweimal eingecheckt: von Priya Shah um '
      + '10:04:12 und von Mitarbeiter Nr. 12 gerade eben. Zwei Plätze haben im selben Augenblick gedrückt, und der '
      + 'Buchungsdienst hat beides angenommen. Es wird nichts mehr gesendet; die Buchung behält beide Notizen.');
  });

  it('names the desk whose press stood, or says another desk when the venue does not name it', () => {
    expect(noticeText(englishIntl(), withdrawn)).toMatch(/^The Dock desk checked this guest out at the same moment \(4:35 p\.m\.\): that check-out/);
    expect(noticeText(englishIntl(), NOTICES[3]!)).toMatch(/^Another desk checked this guest out at the same moment \(4:35 p\.m\., by Priya Shah\)/);
    expect(noticeText(catalogue('fr-CA'), withdrawn)).toMatch(/^Le poste Dock a enregistré le départ de ce client au même moment/);
  });

  it('leaves no notice in English on a French, German or Mexican Spanish desk', () => {
    for (const language of ['de', 'fr-CA', 'es-MX']) {
      for (const notice of NOTICES) expect(noticeText(catalogue(language), notice)).not.toBe(noticeWords(notice));
    }
  });
});
