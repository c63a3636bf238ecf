// What the main process tells about the desk's sign-in and its files, as data, in the desk's language: why it is
// signed out, what to do before the sign-in runs out, how sign-ins are kept, and a settings file set aside. Pure, so
// the words are tested on their own; the log keeps the main process's English.
import type { IntlShape } from 'react-intl';
import type { AuthWarning, SetAside, SignedOutReason, VaultWarning } from '../../shared/contract/model/account.js';

/** ICU selectors are names without hyphens. */
const SELECTOR: Record<SignedOutReason, string> = {
  'not-signed-in': 'notSignedIn', 'refresh-expired': 'refreshExpired', 'refresh-refused': 'refreshRefused',
  'signed-out': 'signedOut', 'key-refused': 'keyRefused',
};

/** "Your sign-in has run out (it lasts 14 days). Sign in again to continue." */
export function signedOutText(intl: IntlShape, reason: SignedOutReason): string {
  return intl.formatMessage({
    id: 'accounts.signedOut.reason',
    defaultMessage: '{reason, select, refreshExpired {Your sign-in has run out (it lasts 14 days). Sign in again to continue.} '
      + "refreshRefused {The booking service no longer accepts this desk's sign-in. Sign in again to continue.} "
      + 'signedOut {You signed out. Sign in again to continue.} '
      + "keyRefused {The booking service refused the API key or secret: one of them is wrong or was revoked. Check both in the account's developer area and enter them again.} "
      + 'other {This desk is not signed in. Sign in to continue.}}',
  }, { reason: SELECTOR[reason] });
}

/** `when`: the instant as the account writes a date and time ("Nov 21, 2026, 2:05 p.m."). */
export function authWarningText(intl: IntlShape, warning: AuthWarning, when: (epochMs: number) => string): string {
  if (warning.kind === 'renewalNotSaved') {
    return intl.formatMessage({
      id: 'accounts.auth.renewalNotSaved',
      defaultMessage: 'Frontdesk could not save the renewed sign-in on this computer. It works until Frontdesk closes; then you will need to sign in again.',
    });
  }
  return intl.formatMessage({ id: 'accounts.auth.signInBefore', defaultMessage: 'Sign in again before {when} to keep this desk connected.' },
    { when: when(warning.at) });
}

export function vaultWarningText(intl: IntlShape, warning: VaultWarning): string {
  return intl.formatMessage({
    id: 'accounts.vault.warning',
    defaultMessage: '{warning, select, ownerOnlyFile {Tokens are kept in an owner-only file on this computer, which is less protected than the system keyring.} '
      + 'noKeyring {This computer offers no system keyring, so Frontdesk keeps your sign-in for this session only.} '
      + 'other {Tokens are kept in memory only, so you will sign in again each time Frontdesk starts.}}',
  }, { warning });
}

/** The settings file set aside: what it held, why (a technical detail, as the log says it) and the copy kept. */
export function settingsSetAsideText(intl: IntlShape, { problem, keptAs }: SetAside): string {
  return intl.formatMessage({
    id: 'accounts.settings.setAside',
    defaultMessage: "This desk's settings (its accounts and choices) could not be read ({problem}). It was kept as {keptAs}; "
      + 'Frontdesk starts from its defaults: add your accounts again under Accounts.',
  }, { problem, keptAs });
}
