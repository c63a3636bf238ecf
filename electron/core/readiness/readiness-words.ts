// The readiness board's words: each group's title and what it means, and why a status needs a look before arrival.
import type { BookingStatus } from '../../../shared/contract/model/booking.js';
import type { ReadinessGroupId } from '../../../shared/contract/model/readiness.js';

export const GROUP_TITLES: Record<ReadinessGroupId, string> = {
  balance: 'Balance due',
  answers: 'Required answers missing',
  status: 'Not confirmed',
  stock: 'Booked beyond stock',
  noShows: 'Earlier no-shows',
  notes: 'New notes since the last print',
};

/** Paid and part paid are confirmed; void and cancelled bring nobody. Every other status asks for a look. */
const CONFIRMED = new Set(['PAID', 'PART']);

const KNOWN: Record<string, string> = {
  PEND: 'Pending: not confirmed yet',
  HOLD: 'On hold: not confirmed, its place is only held',
  WAIT: 'Waiting list: it holds no place yet',
  STOP: 'Stopped',
};

/** Why the status needs a look before the guest comes; null when it does not. */
export function statusReason(status: BookingStatus): string | null {
  const id = status.id.toUpperCase();
  if (CONFIRMED.has(id)) return null;
  return KNOWN[id] ?? `${status.name || id}: the account's own status, neither Paid nor Part paid`;
}

interface AboutFacts {
  requirements: readonly unknown[] | null;
  priorNoShows: unknown;
}

export function groupAbout(id: ReadinessGroupId, facts: AboutFacts): string {
  switch (id) {
    case 'balance': return 'Money still due on the booking, by its own amounts.';
    case 'answers': return facts.requirements === null
      ? 'The booking form has not been read on this desk yet, so required answers cannot be checked: open New booking once while online.'
      : 'Answers the booking form requires, of staff or on the guest\'s own form, that the booking\'s record leaves empty. '
        + 'The address and the policy agreement are not on the record, so they are not checked.';
    case 'status': return 'Statuses that are not confirmed (Paid or Part paid) or do not hold a place. Changing one with '
      + '“Notify the guest” sends the account\'s own e-mail or text for that status: that is how a desk reminds a guest.';
    case 'stock': return 'Items these bookings take on a day when more is booked than the item has, by the manifest\'s rule.';
    case 'noShows': return facts.priorNoShows === null
      ? 'Choose the account\'s no-show status under Accounts to find guests who did not come before.'
      : 'Guests whose earlier bookings ended as no-shows (the account\'s no-show status, or closed as no-shows on this desk).';
    case 'notes': return 'Notes added since the day\'s manifest was last printed on this desk (in the last day, before it is printed).';
  }
}
