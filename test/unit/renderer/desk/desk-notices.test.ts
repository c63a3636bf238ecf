// What the main process tells about the sign-in and the desk's files comes as data; the page says it in the desk's
// language: in English as the main process said it before, and in German.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT_REASONS } from '../../../../shared/contract/model/account.js';
import { SIGNED_OUT_MESSAGES } from '../../../../electron/core/auth/auth-state.js';
import { VAULT_WARNINGS } from '../../../../electron/core/vault/vault.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { authWarningText, settingsSetAsideText, signedOutText, vaultWarningText } from '../../../../renderer/desk/desk-notices.js';

const english = englishIntl();
const german = createIntl({ locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')) });

describe('the desk notices', () => {
  it('say why the desk is signed out, for each reason, in the English the log keeps and in German', () => {
    for (const reason of SIGNED_OUT_REASONS) expect(signedOutText(english, reason)).toBe(SIGNED_OUT_MESSAGES[reason]);
    expect(signedOutText(german, 'refresh-expired')).toBe('Ihre Anmeldung ist abgelaufen (sie gilt 14 Tage). Bitte melden Sie sich erneut an.');
  });

  it('say how sign-ins are kept, each way, in English as before and in German', () => {
    for (const warning of ['ownerOnlyFile', 'sessionOnly', 'noKeyring'] as const) {
      expect(vaultWarningText(english, warning)).toBe(VAULT_WARNINGS[warning]);
    }
    expect(vaultWarningText(german, 'noKeyring')).toBe('Dieser Computer bietet keinen Schlüsselbund, daher behält Frontdesk Ihre Anmeldung nur für diese Sitzung.');
  });

  it('say what to do before the sign-in runs out, with the time as the account writes it', () => {
    const when = (at: number) => `[${at}]`;
    expect(authWarningText(english, { kind: 'signInBefore', at: 5 }, when)).toBe('Sign in again before [5] to keep this desk connected.');
    expect(authWarningText(german, { kind: 'signInBefore', at: 5 }, when)).toBe('Melden Sie sich vor [5] erneut an, damit dieser Platz verbunden bleibt.');
    expect(authWarningText(english, { kind: 'renewalNotSaved' }, when)).toMatch(/^Frontdesk could not save the renewed sign-in on this computer\./);
    expect(authWarningText(german, { kind: 'renewalNotSaved' }, when)).toMatch(/^Frontdesk konnte die erneuerte Anmeldung nicht/);
  });

  it('say the settings file was set aside, why and where, as the log says it in English', () => {
    const setAside = { problem: 'it is not JSON', keptAs: '/data/settings.json.damaged-1' };
    expect(settingsSetAsideText(english, setAside)).toBe("This desk's settings (its accounts and choices) could not be read (it is not JSON). "
      + 'It was kept as /data/settings.json.damaged-1; Frontdesk starts from its defaults: add your accounts again under Accounts.');
    expect(settingsSetAsideText(german, setAside)).toMatch(/^Die Einstellungen dieses Platzes .*\(it is not JSON\)\. Sie wurden als \/data\/settings\.json\.damaged-1 aufbewahrt/);
  });
});
