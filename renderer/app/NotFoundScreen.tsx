// An address that names no screen (a typo, a broken link, an old bookmark): said plainly, with a way on.
import { goBack } from '../navigation/router.js';

export function NotFoundScreen({ address }: { address: string }) {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Not found</h1>
      <p>Frontdesk has no page at <code>#/{address}</code>. Choose a screen on the left, or go back.</p>
      <div className="row-actions">
        <button type="button" className="btn" onClick={goBack}>Back</button>
        <a className="btn" href="#/manifest">Open the manifest</a>
      </div>
    </section>
  );
}
