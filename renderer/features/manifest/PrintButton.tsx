// Print the manifest: the browser's print dialog (print styles in manifest.css leave out navigation and buttons).
import type { Day } from '../../../shared/domain/dates.js';

export function PrintButton({ day }: { day: Day }) {
  return (
    <button type="button" className="btn" data-day={day} onClick={() => window.print()}>Print</button>
  );
}
