// The account's locale, currency and time zone for every screen, from accounts.info (ping + envelope), and the
// one formatter built on them. The time zone and currency are always the account's; the locale too unless this desk
// chose to write dates and amounts in its own language (Accounts → Settings for this desk).
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDeskQuery, useDeskStatus, isSignedIn } from '../desk/hooks.js';
import { bcp47, formatter, type Formatter } from './format.js';
import { adoptZoneRules, computerTimeZone } from '../../shared/domain/dates.js';
import type { AccountInfoAnswer } from '../../shared/contract/model/account.js';
import { deskLanguage, PSEUDO_LANGUAGE, type DeskLanguageChoice } from '../../shared/domain/desk-language.js';
import { useDeskSettings } from '../desk/use-desk-settings.js';
import { intlLocale } from './intl-locale.js';

export interface AccountFormat {
  /** The locale dates, times, numbers and money are written in: the account's, unless this desk chose its language. */
  locale: string;
  /** The account's own locale, whatever this desk chose. */
  accountLocale: string;
  currency: string;
  timeZone: string;
  /** The account's own settings have arrived (until then these are the computer's). */
  known: boolean;
}

/** The account's details are asked again after this long (the desk answers at once from its copy meanwhile). */
export const ACCOUNT_INFO_STALE_MS = 10 * 60_000;

/**
 * The account's details, one query for every screen that shows them. The desk answers from the copy it keeps with
 * the working set, so this is at hand offline too.
 */
export function useAccountInfo() {
  const status = useDeskStatus();
  return useDeskQuery('accounts.info', {}, { enabled: isSignedIn(status.data), staleTime: ACCOUNT_INFO_STALE_MS });
}

/**
 * The account's zone, read from here on by the desk's rules for it: the browser's own may differ from the desk's
 * (shared/domain/zone-rules.ts), and the page must agree with the desk on what day and time it is. Idempotent.
 */
export function accountZone(info: AccountInfoAnswer): string {
  adoptZoneRules(info.timezone, info.zoneRules);
  return info.timezone;
}

export function useAccountFormat(): AccountFormat {
  const info = useAccountInfo();
  const settings = useDeskSettings().data;
  const accountLocale = bcp47(info.data?.localeId ?? navigator.language);
  return {
    locale: settings?.formats === 'language' ? formatsLocale(settings.language, accountLocale) : accountLocale,
    accountLocale,
    currency: info.data?.currency ?? '',
    timeZone: info.data ? accountZone(info.data) : computerTimeZone(),
    // Offline before the first answer: go on with the computer's settings rather than wait for ever.
    known: info.data !== undefined || info.isError,
  };
}

/**
 * Dates and money in the desk's language when a person chose so: the account's own locale while that is of the same
 * language (a Québec account stays fr-CA on a French desk), else the language's. The pseudo-locale is no language
 * to write numbers in.
 */
function formatsLocale(choice: DeskLanguageChoice, accountLocale: string): string {
  const language = deskLanguage(choice, accountLocale);
  return language === PSEUDO_LANGUAGE ? accountLocale : intlLocale(language, accountLocale);
}

/** The formatter in the account's settings, an amount not known said in the desk's language; `known` as in AccountFormat. */
export function useFormatter(): Formatter & { known: boolean } {
  const { locale, currency, timeZone, known } = useAccountFormat();
  const amountNotKnown = useIntl().formatMessage({ id: 'money.notKnown', defaultMessage: 'not known' });
  return useMemo(() => ({ ...formatter({ locale, currency, timeZone, amountNotKnown }), known }),
    [locale, currency, timeZone, amountNotKnown, known]);
}
