// A basket the service no longer has: the main process says which case by its code and the page words it in the
// desk's language. English says what the main process said before.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { basketGoneText } from '../../../../renderer/features/new-booking/basket-gone-text.js';
import { isBasketExpired } from '../../../../renderer/features/new-booking/basket-rows.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });

describe('basketGoneText', () => {
  it('says a basket expired or closed elsewhere in English as before, and in German', () => {
    const error = { code: 'basket_expired' };
    expect(basketGoneText(english, error)).toBe('This basket has expired on the booking service or was closed. Start a new basket: the search and the guest details are kept.');
    expect(basketGoneText(german, error)).toBe('Dieser Warenkorb ist beim Buchungsdienst abgelaufen oder wurde geschlossen. Beginnen Sie einen neuen; Suche und Gastdaten bleiben erhalten.');
  });

  it('says a basket that may already have become a booking in English as before, and in German, and restarts it as expired', () => {
    const error = { kind: 'not-found' as const, message: 'closed', code: 'basket_maybe_booked' };
    expect(basketGoneText(english, error)).toBe('This basket is closed: it may already have become a booking. Look for it in Bookings before booking again.');
    expect(basketGoneText(german, error)).toMatch(/^Dieser Warenkorb ist geschlossen: Vielleicht ist daraus schon eine Buchung geworden\. Sehen Sie unter Buchungen nach/);
    expect(isBasketExpired(error)).toBe(true);
  });
});
