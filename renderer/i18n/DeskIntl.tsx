// The desk's words in the desk's language: the account's, or the one chosen for this desk under Accounts. A change
// shows at once, without a restart; until another language's catalogue has arrived the words stay as they were
// rather than flash ids or English.
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { deskLanguage } from '../../shared/domain/desk-language.js';
import { useDeskSettings } from '../desk/use-desk-settings.js';
import { useAccountFormat } from '../ui/account-format.js';
import { catalogueAtHand, loadCatalogue, type Catalogue, type CatalogueLanguage } from './catalogues.js';
import { intlLocale } from '../ui/intl-locale.js';

interface Shown { language: CatalogueLanguage; messages: Catalogue }

function useCatalogue(language: CatalogueLanguage): Shown {
  const [shown, setShown] = useState<Shown>(() => ({ language: 'en', messages: catalogueAtHand('en')! }));
  const atHand = catalogueAtHand(language);
  useEffect(() => {
    if (atHand) return undefined;
    let current = true;
    // A catalogue that cannot load (a broken install) leaves the words in the language they were in.
    loadCatalogue(language).then((messages) => { if (current) setShown({ language, messages }); }, () => undefined);
    return () => { current = false; };
  }, [language, atHand]);
  return atHand ? { language, messages: atHand } : shown;
}

/** In English every message is said from the code (it has no catalogue): that is no missing translation. */
export function englishFromTheCode(error: { code: string }): void {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.error(error);
}

export function DeskIntl({ children }: { children: ReactNode }) {
  const choice = useDeskSettings().data?.language ?? 'account';
  const { accountLocale } = useAccountFormat();
  const { language, messages } = useCatalogue(deskLanguage(choice, accountLocale));
  // Screen readers and the browser's hyphenation read the page in the language its words are in.
  useEffect(() => { document.documentElement.lang = language; }, [language]);
  const locale = intlLocale(language, accountLocale);
  // English has no catalogue: each message is its own default. With the default locale the one shown, react-intl
  // says each in the account's locale, and makes no "missing translation" error for it first (an Error and its stack
  // for every message drawn: a millisecond of each key typed in the quick filter).
  return (
    <IntlProvider locale={locale} defaultLocale={language === 'en' ? locale : 'en'} messages={messages}
      onError={language === 'en' ? englishFromTheCode : undefined}>
      {children}
    </IntlProvider>
  );
}
