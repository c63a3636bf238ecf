// What the page says when it has no desk to show: a launch page opened a second time (no session), or Frontdesk
// itself did not answer. With no desk to ask its language, it speaks the browser's, among the desk's languages.
import type { ReactElement } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { NOT_CONNECTED } from '../../shared/contract/not-connected.js';
import { languageOfLocale } from '../../shared/domain/desk-language.js';
import { errorText } from '../desk/error-text.js';
import { englishFromTheCode } from '../i18n/DeskIntl.js';
import { catalogueAtHand, loadCatalogue, type Catalogue } from '../i18n/catalogues.js';

/** Why: the page holds no session with its desk, or its desk did not answer at all. */
export type CannotConnectWhy = 'no-session' | 'no-answer';

function CannotConnectNotice({ why }: { why: CannotConnectWhy }) {
  const intl = useIntl();
  return (
    <p role="alert" className="not-connected">
      {why === 'no-answer'
        ? intl.formatMessage({ id: 'app.deskUnreachable', defaultMessage: 'Frontdesk could not reach its desk. Restart Frontdesk and open it again.' })
        : errorText(intl, { message: NOT_CONNECTED, said: { id: 'notConnected' } }).text}
    </p>
  );
}

/** `locale`: the browser's (navigator.language). */
export async function cannotConnect(why: CannotConnectWhy, locale: string): Promise<ReactElement> {
  const language = languageOfLocale(locale);
  // A catalogue that cannot load (a broken install) leaves the words in English.
  const messages: Catalogue = await loadCatalogue(language).catch(() => catalogueAtHand('en')!);
  document.documentElement.lang = language;
  return (
    <IntlProvider locale={language} defaultLocale="en" messages={messages} onError={englishFromTheCode}>
      <CannotConnectNotice why={why} />
    </IntlProvider>
  );
}
