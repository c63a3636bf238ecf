// What a scanned booking code does: opens the booking, or, when this desk prefers it, checks the guest in at
// once and says how that went (the service refuses VOID and CANCELLED bookings, spec 3).
import { useState } from 'react';
import { bookingPath, navigate } from '../../app/router.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { useScanChecksIn } from './scan-preference.js';

export interface ScanOutcome {
  tone: 'busy' | 'good' | 'bad';
  message: string;
  code: string;
}

export function useScanAction() {
  const preference = useScanChecksIn();
  const { checksIn } = preference;
  const checkIn = useDeskMutation('bookings.checkIn', ['bookings.list', 'bookings.get', 'notes.list', 'day.contents']);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);

  const actOnScan = (code: string) => {
    if (!checksIn) {
      navigate(bookingPath(code));
      return;
    }
    setOutcome({ tone: 'busy', message: `Checking in ${code}…`, code });
    checkIn.mutate({ code }, {
      onSuccess: (booking) => setOutcome(booking.pending.some((write) => write.kind === 'checkIn' && write.state !== 'conflict')
        // Out of reach, the desk queues the check-in and answers at once: say it is not done yet.
        ? { tone: 'good', message: `Check-in of ${booking.code} (${booking.customer.name}) queued: it is sent when the connection is back.`, code: booking.code }
        : { tone: 'good', message: `Checked in ${booking.code}: ${booking.customer.name}.`, code: booking.code }),
      onError: (failure) => setOutcome({
        tone: 'bad', message: `${code} was not checked in. ${failure.error.message}`, code,
      }),
    });
  };

  return { preference, actOnScan, outcome, dismissOutcome: () => setOutcome(null) };
}
