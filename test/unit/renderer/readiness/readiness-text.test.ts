// Why a booking is on the readiness board, worded by the desk from the facts the main process sends: days in the
// account's locale, never the ISO day the facts carry.
import { describe, expect, it } from 'vitest';
import { groupAbout, reasonText } from '../../../../renderer/features/readiness/readiness-text.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { formatter } from '../../../../renderer/ui/format.js';

const intl = englishIntl();
const format = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Vancouver' });

describe('reasonText', () => {
  it('says a day in the account locale', () => {
    expect(reasonText({ kind: 'noShow', day: 20261012, code: 'REDY-990004' }, format, intl)).toBe('No-show on Oct 12, 2026 (REDY-990004)');
    expect(reasonText({ kind: 'overbooked', itemName: 'Kayak', day: 20261113, booked: 3, stock: 2 }, format, intl))
      .toBe('Kayak on Nov 13, 2026: 3 booked, 2 in stock');
    expect(reasonText({ kind: 'noShow', day: 20261012, code: 'X' }, formatter({ ...format, locale: 'de-DE' }), intl)).toBe('No-show on 12. Okt. 2026 (X)');
  });

  it('words an answer missing by whom the form asks it of', () => {
    expect(reasonText({ kind: 'answerMissing', label: 'Email', staff: false, guest: true }, format, intl)).toBe("Email missing: the guest's form requires it");
    expect(reasonText({ kind: 'answerMissing', label: 'Arrival by', staff: true, guest: true }, format, intl))
      .toBe("Arrival by missing: required for staff and on the guest's form");
    expect(reasonText({ kind: 'answerMissing', label: 'Room', staff: true, guest: false }, format, intl)).toBe('Room missing: required for staff');
  });

  it('words the known statuses, and names the account’s own', () => {
    expect(reasonText({ kind: 'status', statusId: 'PEND', statusName: 'Pending' }, format, intl)).toBe('Pending: not confirmed yet');
    expect(reasonText({ kind: 'status', statusId: 'TENT', statusName: 'Tentative' }, format, intl))
      .toBe("Tentative: the account's own status, neither Paid nor Part paid");
  });

  it('says who wrote a new note', () => {
    expect(reasonText({ kind: 'note', by: null, excerpt: 'Late ferry' }, format, intl)).toBe('New note by the guest: “Late ferry”');
    expect(reasonText({ kind: 'note', by: 'Priya Shah', excerpt: 'Late ferry' }, format, intl)).toBe('New note by Priya Shah: “Late ferry”');
  });
});

describe('groupAbout', () => {
  it('says what a group cannot judge yet', () => {
    expect(groupAbout({ id: 'noShows', judged: false }, intl)).toMatch(/^Choose the account's no-show status under Accounts/);
    expect(groupAbout({ id: 'answers', judged: false }, intl)).toMatch(/^The booking form has not been read on this desk yet/);
    expect(groupAbout({ id: 'answers', judged: true }, intl)).toMatch(/^Answers the booking form requires/);
  });
});
