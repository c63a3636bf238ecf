// The booking screen's panel titles: the same words while the booking loads (BookingSkeleton) as once it has.
import { defineMessages } from 'react-intl';
import { words } from '../../i18n/words.js';

export const PANEL_TITLES = words(defineMessages({
  details: { id: 'booking.details.title', defaultMessage: 'Details' },
  arrival: { id: 'booking.arrival.title', defaultMessage: 'Arrival and departure' },
  status: { id: 'booking.status.title', defaultMessage: 'Status' },
  notes: { id: 'booking.notes.title', defaultMessage: 'Notes' },
  invoice: { id: 'booking.invoice.title', defaultMessage: 'Invoice' },
}));
