// The search box's menu: what a scanned code does on this desk. Its summary always says the current choice,
// because checking in is a write and the person at the desk should never be surprised by it. Esc closes it.
import { FormattedMessage } from 'react-intl';
import { closeOnEscape } from '../../ui/close-on-escape.js';
import type { useScanChecksIn } from './scan-preference.js';
import { ErrorWords } from '../../ui/InlineError.js';

export function ScanMenu({ preference }: { preference: ReturnType<typeof useScanChecksIn> }) {
  const { checksIn, setChecksIn, failure } = preference;
  return (
    <details className="scan-menu" onKeyDown={closeOnEscape}>
      <summary>
        <FormattedMessage id="scan.menu.summary" defaultMessage="{checksIn, select, yes {Scan: checks in} other {Scan: opens}}"
          values={{ checksIn: checksIn ? 'yes' : 'no' }} />
      </summary>
      <div className="scan-menu-panel">
        <label className="scan-menu-choice">
          <input type="checkbox" checked={checksIn} onChange={(event) => setChecksIn(event.target.checked)} />
          <FormattedMessage id="scan.menu.checksIn" defaultMessage="Scan checks the guest in" />
        </label>
        <p className="hint">
          <FormattedMessage id="scan.menu.hint" defaultMessage="Off: a scanned booking code opens the booking. On: it checks the guest in at once. Kept with this desk's settings (also under Accounts → Settings)." />
        </p>
        {failure ? <p className="hint" role="alert"><FormattedMessage id="scan.menu.notSaved" defaultMessage="Not saved: {failure}" values={{ failure: <ErrorWords error={failure} /> }} /></p> : null}
      </div>
    </details>
  );
}
