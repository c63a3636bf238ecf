// The main process's own sentences of what went wrong come as data (DeskError's said) and are said in the desk's
// language: in English exactly as the main process writes them for its log, and in German; the service's own words
// are shown as it sent them.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { addressNotFound, cancelled, offline, signedOut, timedOut, toDeskError, unreadable } from '../../../../electron/core/api/api-errors.js';
import { failureOf, parseAnswer } from '../../../../electron/core/api/answer.js';
import { AccountSecrets } from '../../../../electron/core/accounts/account-secrets.js';
import { AccountSession } from '../../../../electron/core/accounts/account-session.js';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import type { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { waitFailure } from '../../../../electron/core/api/service-gate.js';
import { NOT_CONNECTED } from '../../../../shared/contract/not-connected.js';
import { pingResponseSchema } from '../../../../shared/wire/index.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { errorText } from '../../../../renderer/desk/error-text.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });
const answer = (status: number, body: unknown) => ({ status, headers: new Headers(), text: JSON.stringify(body) });
const refusedInBody = { version: '3.0', account_id: 1, request: { status: 'ERROR' } };

function thrown(run: () => unknown): ApiFailure {
  try {
    run();
  } catch (error) {
    return error as ApiFailure;
  }
  throw new Error('Expected a failure.');
}

/** A key-and-secret account whose key and secret are not (or no longer) in this desk's vault. */
async function keylessSession(): Promise<AccountSession> {
  const vault = new MemoryVault();
  const config = { id: 'a1', label: 'Lodge', kind: 'token-pair' as const, baseUrl: 'http://127.0.0.1:9', clientId: null, staff: [], actingStaffId: null };
  return AccountSession.open(config, {
    vault, secrets: new AccountSecrets(vault), fetch, now: () => 0, log: new DeskLog(), moved: () => undefined, movedElsewhere: () => undefined,
  }, () => undefined);
}

async function rejection(run: () => Promise<unknown>): Promise<ApiFailure> {
  try {
    await run();
  } catch (error) {
    return error as ApiFailure;
  }
  throw new Error('Expected a failure.');
}

describe('errorText', () => {
  const failures = {
    unreachable: offline(), addressNotFound: addressNotFound('api.example.com'), timedOut: timedOut(20), signedOut: signedOut(),
    expired: signedOut('Your sign-in has run out (it lasts 14 days). Sign in again to continue.', 'refresh-expired'),
    cancelled: cancelled(), unreadable: unreadable('it is not JSON'), server: failureOf(answer(503, {})),
    // The service said no without words of its own (a proxy's page, or an error without a message).
    notAccepted: failureOf(answer(400, {})), refused: failureOf(answer(403, '<html>Forbidden</html>')),
    refusedInBody: thrown(() => parseAnswer(answer(200, refusedInBody), pingResponseSchema, new DeskLog())),
    notFound: failureOf(answer(404, {})), badRequest: failureOf(answer(405, {})), saidNo: failureOf(answer(429, {})),
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

  it("says a key-and-secret account's sign-in problems in English as the main process wrote them, and in German", async () => {
    const session = await keylessSession();
    const missing = (await rejection(() => session.authorizer.authorization())).toDeskError();
    const keyOnly = (await rejection(() => session.signIn(() => undefined))).toDeskError();
    expect(errorText(english, missing)).toEqual({ text: 'This desk no longer holds the API key and secret. Add the account again to sign in.', service: false });
    expect(errorText(english, keyOnly).text).toBe(keyOnly.message);
    expect(errorText(german, missing).text).toBe('Dieser Platz hat den API-Schlüssel und das Secret nicht mehr. Fügen Sie das Konto erneut hinzu, um sich anzumelden.');
    expect(errorText(german, keyOnly).text).toMatch(/^Dieses Konto meldet sich mit API-Schlüssel und Secret an/);
  });

  // The log's sentence names a clock time in this computer's zone and 24-hour form: "wait until 18:32" on a desk whose
  // account reads 10:32 a.m. The page says the pause without it; the seconds left are said beside it.
  it('says a pause the service asked for without the log\'s clock time, in English and in German', () => {
    const error = waitFailure(110, Date.parse('2026-11-12T18:32:00Z')).toDeskError();
    expect(error.message).toMatch(/^The booking service asked Frontdesk to wait until \d{2}:\d{2}\./);
    expect(error.retryAfterSeconds).toBe(110);
    expect(errorText(english, error)).toEqual({
      text: 'The booking service asked Frontdesk to pause. Changes are queued and go out by themselves when the pause is over; try other things again then.',
      service: false,
    });
    expect(errorText(german, error).text).toMatch(/^Der Buchungsdienst hat Frontdesk um eine Pause gebeten\./);
  });

  it('says a browser page without its desk in English as the desk writes it, and in German', () => {
    const notConnected = { message: NOT_CONNECTED, said: { id: 'notConnected' as const } };
    expect(errorText(english, notConnected).text).toBe(NOT_CONNECTED);
    expect(errorText(german, notConnected).text).toMatch(/^Diese Seite ist nicht mit Frontdesk verbunden/);
  });

  it('says the service saying no without words of its own in German', () => {
    expect(errorText(german, failures.notAccepted.toDeskError()).text).toBe('Der Buchungsdienst hat die Eingabe nicht angenommen. Prüfen Sie sie und versuchen Sie es erneut.');
    expect(errorText(german, failures.refused.toDeskError()).text).toBe('Der Buchungsdienst hat diese Anfrage abgelehnt.');
    expect(errorText(german, failures.refusedInBody.toDeskError()).text).toBe('Der Buchungsdienst hat diese Anfrage abgelehnt.');
    expect(errorText(german, failures.notFound.toDeskError()).text).toMatch(/^Der Buchungsdienst kennt diesen Eintrag nicht/);
    expect(errorText(german, failures.badRequest.toDeskError()).text).toMatch(/^Frontdesk hat eine Anfrage gesendet/);
    expect(errorText(german, failures.saidNo.toDeskError()).text).toBe('Der Buchungsdienst hat abgelehnt (HTTP 429).');
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
    expect(errorText(german, { message: 'A sentence not yet given as data.' }))
      .toEqual({ text: 'A sentence not yet given as data.', service: false });
  });
});
