// The search box's menu: what a scanned code does on this desk. Its summary always says the current choice,
// because checking in is a write and the person at the desk should never be surprised by it. Esc closes it.
import { closeOnEscape } from '../../ui/close-on-escape.js';
import type { useScanChecksIn } from './scan-preference.js';

export function ScanMenu({ preference }: { preference: ReturnType<typeof useScanChecksIn> }) {
  const { checksIn, setChecksIn, failure } = preference;
  return (
    <details className="scan-menu" onKeyDown={closeOnEscape}>
      <summary>Scan: {checksIn ? 'checks in' : 'opens'}</summary>
      <div className="scan-menu-panel">
        <label className="scan-menu-choice">
          <input type="checkbox" checked={checksIn} onChange={(event) => setChecksIn(event.target.checked)} />
          Scan checks the guest in
        </label>
        <p className="hint">
          Off: a scanned booking code opens the booking. On: it checks the guest in at once.
          Kept with this desk&apos;s settings (also under Accounts → Settings).
        </p>
        {failure ? <p className="hint" role="alert">Not saved: {failure}</p> : null}
      </div>
    </details>
  );
}
