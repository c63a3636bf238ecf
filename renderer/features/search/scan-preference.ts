// Whether a scanned code checks the guest in at once: one of the desk's settings, changed here (the scan menu)
// or in Settings on the Accounts screen. Until the desk has answered, a scan opens the booking (no write).
import { useSaveSettings } from '../../desk/use-desk-settings.js';
import type { DeskError } from '../../../shared/contract/desk-error.js';

export function useScanChecksIn(): { checksIn: boolean; setChecksIn: (on: boolean) => void; failure: DeskError | null } {
  const { shown, save, failure } = useSaveSettings();
  return { checksIn: shown?.scanChecksIn ?? false, setChecksIn: (on) => save({ scanChecksIn: on }), failure };
}
