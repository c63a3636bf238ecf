// What the manifest says of guests it has not counted: being counted while the desk reads the records behind the
// day, not known while it cannot (the service is down); never "0 guests", which reads as nobody coming.
import { describe, expect, it } from 'vitest';
import { guestsText } from '../../../../renderer/features/manifest/manifest-text.js';
import { countsText } from '../../../../renderer/ui/counts-text.js';
import { formatter } from '../../../../renderer/ui/format.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';

const format = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Vancouver' });
const intl = englishIntl('en-CA');
const labels = new Map([['adults', 'Adults']]);

describe('guests not counted yet', () => {
  it('are being counted while the desk reads their records, and not known while it cannot', () => {
    expect(guestsText(0, 3, 3, true, intl)).toBe('guests being counted');
    expect(guestsText(0, 3, 3, false, intl)).toBe('guests not known yet');
    expect(countsText(intl, null, labels, format, true)).toBe('Being counted…');
    expect(countsText(intl, null, labels, format)).toBe('Not known yet');
  });

  it('are said in the desk\'s language, the guests by the account\'s labels as it wrote them', () => {
    const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });
    expect(countsText(german, null, labels, format)).toBe('Noch nicht bekannt');
    expect(countsText(german, {}, labels, format)).toBe('Keine Personen gezählt');
    expect(countsText(german, { adults: 2, 7: 1 }, labels, format)).toBe(`${format.guests(2, 'Adults')}, ${format.guests(1, 'Parameter 7')}`);
    expect(countsText(intl, {}, labels, format)).toBe('No guests counted');
  });

  it('are said beside the guests counted so far, and the counted alone when all are known', () => {
    expect(guestsText(5, 2, 4, true, intl)).toBe('5 guests (and 2 bookings not counted yet)');
    expect(guestsText(5, 0, 4, false, intl)).toBe('5 guests');
    expect(guestsText(0, 0, 1, false, intl)).toBe('0 guests');
  });
});
