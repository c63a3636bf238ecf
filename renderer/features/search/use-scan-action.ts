// What a scanned booking code does: opens the booking, or, when this desk prefers it, checks the guest in through
// the one way every screen stamps a booking: the same questions (a guest already in is said, not stamped twice;
// another day is asked about), the balance due said, and the same undo window.
import { bookingPath, navigate } from '../../navigation/router.js';
import { useStamping } from '../stamps/use-stamping.js';
import { useScanChecksIn } from './scan-preference.js';

export function useScanAction() {
  const preference = useScanChecksIn();
  const stamping = useStamping({ scanned: true });

  const actOnScan = (code: string) => {
    if (!preference.checksIn) navigate(bookingPath(code));
    else stamping.press('checkIn', code);
  };

  return { preference, actOnScan, outcome: stamping.outcome, dialog: stamping.dialog, dismissOutcome: stamping.dismiss };
}
