// Check in / check out from the list (keys I and O). A refusal, such as a VOID booking, is shown with the
// service's own reason; nothing else on the screen changes.
import { useCallback, useRef, useState } from 'react';
import type { CallName } from '../../../shared/contract/calls.js';
import type { BookingDetail, BookingSummary } from '../../../shared/contract/model/booking.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskMutation } from '../../desk/hooks.js';

export type StampKind = 'checkIn' | 'checkOut';

export interface StampNotice {
  tone: 'info' | 'good' | 'error';
  text: string;
}

/** A stamp changes the booking and logs a note under the acting staff member (spec 3). */
const AFTER_STAMP: CallName[] = ['bookings.list', 'bookings.get', 'notes.list'];
const DONE: Record<StampKind, string> = { checkIn: 'checked in', checkOut: 'checked out' };
const QUEUED: Record<StampKind, string> = { checkIn: 'the check-in', checkOut: 'the check-out' };
const DOING: Record<StampKind, string> = { checkIn: 'Checking in', checkOut: 'Checking out' };

export function useStamp() {
  const { mutate: checkIn } = useDeskMutation('bookings.checkIn', AFTER_STAMP);
  const { mutate: checkOut } = useDeskMutation('bookings.checkOut', AFTER_STAMP);
  const [notice, setNotice] = useState<StampNotice | null>(null);
  // Keys can fire faster than the service answers: only the last request's outcome is shown.
  const latest = useRef(0);

  const stamp = useCallback((kind: StampKind, booking: BookingSummary) => {
    const request = ++latest.current;
    const show = (next: StampNotice) => {
      if (request === latest.current) setNotice(next);
    };
    const who = booking.customer.name ? ` (${booking.customer.name})` : '';
    show({ tone: 'info', text: `${DOING[kind]} ${booking.code}${who}…` });
    const outcome = {
      // Out of reach, the desk queues the stamp and answers at once: say so, rather than that it is done.
      // What the desk says at once (a stamp that landed twice, a wait the service asked for) comes first.
      onSuccess: (detail: BookingDetail) => show(detail.notices?.length ? { tone: 'error', text: detail.notices.join(' ') }
        : detail.pending.some((write) => write.kind === kind && write.state !== 'conflict')
          ? { tone: 'info', text: `${booking.code}${who}: ${QUEUED[kind]} is queued and will be sent when the connection is back.` }
          : { tone: 'good', text: `${booking.code}${who} is ${DONE[kind]}.` }),
      onError: (failure: DeskFailure) => show({ tone: 'error', text: failure.error.message }),
    };
    if (kind === 'checkIn') checkIn({ code: booking.code }, outcome);
    else checkOut({ code: booking.code }, outcome);
  }, [checkIn, checkOut]);

  return { notice, stamp, dismiss: () => setNotice(null) };
}
