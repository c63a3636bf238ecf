// The main process's own sentences of what went wrong come as data (DeskError's said) and are said in the desk's
// language: in English exactly as the main process writes them for its log, and in German; the service's own words
// are shown as it sent them.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { addressNotFound, cancelled, offline, signedOut, timedOut, toDeskError, unreadable } from '../../../../electron/core/api/api-errors.js';
import { failureOf } from '../../../../electron/core/api/answer.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { errorText } from '../../../../renderer/desk/error-text.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });
const answer = (status: number, body: unknown) => ({ status, headers: new Headers(), text: JSON.stringify(body) });

describe('errorText', () => {
  const failures = {
    unreachable: offline(), addressNotFound: addressNotFound('api.example.com'), timedOut: timedOut(20), signedOut: signedOut(),
    expired: signedOut('Your sign-in has run out (it lasts 14 days). Sign in again to continue.', 'refresh-expired'),
    cancelled: cancelled(), unreadable: unreadable('it is not JSON'), server: failureOf(answer(503, {})),
  };

  for (const [name, failure] of Object.entries(failures)) {
    it(`says ${name} in English as the main process wrote it`, () => {
      const error = failure.toDeskError();
      expect(errorText(english, error)).toEqual({ text: error.message, service: false });
    });
  }

  it('says something went wrong inside Frontdesk as the main process wrote it', () => {
    const error = toDeskError(new Error('boom'));
    expect(errorText(english, error).text).toBe(error.message);
  });

  it('says them in German', () => {
    expect(errorText(german, offline().toDeskError()).text).toBe('Der Buchungsdienst ist nicht erreichbar. Prüfen Sie die Verbindung; nichts geht verloren.');
    expect(errorText(german, timedOut(20).toDeskError()).text).toMatch(/^Der Buchungsdienst hat nicht innerhalb von 20 s geantwortet/);
    expect(errorText(german, addressNotFound('api.example.com').toDeskError()).text).toMatch(/\(api\.example\.com\) wurde nicht gefunden/);
    expect(errorText(german, failures.expired.toDeskError()).text).toBe('Ihre Anmeldung ist abgelaufen (sie gilt 14 Tage). Bitte melden Sie sich erneut an.');
    expect(errorText(german, failures.server.toDeskError()).text).toMatch(/^Der Buchungsdienst konnte nicht antworten \(HTTP 503\)/);
  });

  it("keeps the service's own words as it sent them, in every language, and marks them as the service's", () => {
    const refused = failureOf(answer(403, { error: { message: 'Booking is void', code: 'booking_void' } })).toDeskError();
    expect(errorText(german, refused)).toEqual({ text: refused.message, service: true });
    expect(refused.message).toContain('Booking is void');
  });

  it('shows a message given without data as it came', () => {
    expect(errorText(german, { message: 'This account signs in with its API key and secret.' }))
      .toEqual({ text: 'This account signs in with its API key and secret.', service: false });
  });
});
