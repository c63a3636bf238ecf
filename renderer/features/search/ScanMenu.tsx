// The search box's menu: what a scanned code does on this desk. Its summary always says the current choice,
// because checking in is a write and the person at the desk should never be surprised by it.
import { setScanChecksIn } from './scan-preference.js';

export function ScanMenu({ checksIn }: { checksIn: boolean }) {
  return (
    <details className="scan-menu">
      <summary>Scan: {checksIn ? 'checks in' : 'opens'}</summary>
      <div className="scan-menu-panel">
        <label className="scan-menu-choice">
          <input type="checkbox" checked={checksIn} onChange={(event) => setScanChecksIn(event.target.checked)} />
          Scan checks the guest in
        </label>
        <p className="hint">
          Off: a scanned booking code opens the booking. On: it checks the guest in at once.
          Kept on this computer only.
        </p>
      </div>
    </details>
  );
}
