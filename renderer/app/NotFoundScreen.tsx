// An address that names no screen (a typo, a broken link, an old bookmark): said plainly, with a way on.
import { FormattedMessage } from 'react-intl';
import { goBack } from '../navigation/router.js';

export function NotFoundScreen({ address }: { address: string }) {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title"><FormattedMessage id="notFound.title" defaultMessage="Not found" /></h1>
      <p>
        <FormattedMessage id="notFound.said" defaultMessage="Frontdesk has no page at {address}. Choose a screen on the left, or go back."
          values={{ address: <code translate="no">#/{address}</code> }} />
      </p>
      <div className="row-actions">
        <button type="button" className="btn" onClick={goBack}><FormattedMessage id="notFound.back" defaultMessage="Back" /></button>
        <a className="btn" href="#/manifest"><FormattedMessage id="notFound.manifest" defaultMessage="Open the manifest" /></a>
      </div>
    </section>
  );
}
