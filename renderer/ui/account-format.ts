// The account's locale, currency and time zone for every screen, from accounts.info (ping + envelope), and the
// one formatter built on them.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDeskQuery, useDeskStatus, isSignedIn } from '../desk/hooks.js';
import { bcp47, formatter, type Formatter } from './format.js';
import { adoptZoneRules, computerTimeZone } from '../../shared/domain/dates.js';
import type { AccountInfoAnswer } from '../../shared/contract/model/account.js';

export interface AccountFormat {
  locale: string;
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
  return {
    locale: bcp47(info.data?.localeId ?? navigator.language),
    currency: info.data?.currency ?? '',
    timeZone: info.data ? accountZone(info.data) : computerTimeZone(),
    // Offline before the first answer: go on with the computer's settings rather than wait for ever.
    known: info.data !== undefined || info.isError,
  };
}

/** The formatter in the account's settings, an amount not known said in the desk's language; `known` as in AccountFormat. */
export function useFormatter(): Formatter & { known: boolean } {
  const { locale, currency, timeZone, known } = useAccountFormat();
  const amountNotKnown = useIntl().formatMessage({ id: 'money.notKnown', defaultMessage: 'not known' });
  return useMemo(() => ({ ...formatter({ locale, currency, timeZone, amountNotKnown }), known }),
    [locale, currency, timeZone, amountNotKnown, known]);
}
