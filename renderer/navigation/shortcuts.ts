// Every keyboard shortcut, listed once: the help overlay shows this table, the handlers use its keys. The keys are
// the same in every language; what each does is said in the desk's language.
import { defineMessage, type MessageDescriptor } from 'react-intl';

export interface Shortcut {
  keys: string;
  description: MessageDescriptor;
}

export const SHORTCUTS: { area: MessageDescriptor; shortcuts: Shortcut[] }[] = [
  {
    area: defineMessage({ id: 'help.area.anywhere', defaultMessage: 'Anywhere' }),
    shortcuts: [
      { keys: 'Ctrl+K or /', description: defineMessage({ id: 'help.anywhere.searchBookingCode', defaultMessage: 'Search: booking code, customer name or e-mail' }) },
      { keys: 'Alt+1', description: defineMessage({ id: 'help.anywhere.manifestTheDay', defaultMessage: 'Manifest: the day, grouped by activity' }) },
      { keys: 'Alt+2', description: defineMessage({ id: 'help.anywhere.bookings', defaultMessage: 'Bookings' }) },
      { keys: 'Alt+3', description: defineMessage({ id: 'help.anywhere.calendar', defaultMessage: 'Calendar' }) },
      { keys: 'Alt+4', description: defineMessage({ id: 'help.anywhere.notes', defaultMessage: 'Notes' }) },
      { keys: 'Alt+5', description: defineMessage({ id: 'help.anywhere.bookmarks', defaultMessage: 'Bookmarks' }) },
      { keys: 'Alt+6', description: defineMessage({ id: 'help.anywhere.outboxChangesWaiting', defaultMessage: 'Outbox: changes waiting to reach the booking service' }) },
      { keys: 'Alt+7', description: defineMessage({ id: 'help.anywhere.newBookingA', defaultMessage: 'New booking: a walk-in or phone guest' }) },
      { keys: 'Alt+8', description: defineMessage({ id: 'help.anywhere.customers', defaultMessage: 'Customers' }) },
      { keys: 'Alt+9', description: defineMessage({ id: 'help.anywhere.reportsTheAccount', defaultMessage: 'Reports: the account at a glance' }) },
      { keys: 'Alt+0', description: defineMessage({ id: 'help.anywhere.readinessWhatTo', defaultMessage: 'Readiness: what to do before tomorrow\'s guests arrive' }) },
      { keys: 'Alt+S', description: defineMessage({ id: 'help.anywhere.shiftWhatThis', defaultMessage: 'Shift: what this desk did, and the handover' }) },
      { keys: '?', description: defineMessage({ id: 'help.anywhere.showThisList', defaultMessage: 'Show this list of shortcuts' }) },
      { keys: 'Esc', description: defineMessage({ id: 'help.anywhere.closeADialog', defaultMessage: 'Close a dialog or this list' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.manifest', defaultMessage: 'Manifest' }),
    shortcuts: [
      { keys: '[ ]', description: defineMessage({ id: 'help.manifest.theDayBefore', defaultMessage: 'The day before, the day after' }) },
      { keys: 'T', description: defineMessage({ id: 'help.manifest.backToToday', defaultMessage: 'Back to today' }) },
      { keys: 'G', description: defineMessage({ id: 'help.manifest.goToA', defaultMessage: 'Go to a start time: then type it (14, 930) and press Enter; ← → move along the times' }) },
      { keys: '↑ ↓', description: defineMessage({ id: 'help.manifest.moveBetweenGuests', defaultMessage: 'Move between guests, across every group' }) },
      { keys: 'I / O', description: defineMessage({ id: 'help.manifest.checkTheGuest', defaultMessage: 'Check the guest in / out' }) },
      { keys: 'U', description: defineMessage({ id: 'help.manifest.takeTheCheck', defaultMessage: 'Take the check-in or check-out back while it waits' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.lists', defaultMessage: 'Lists (Manifest, Bookings, Notes, Bookmarks, Customers)' }),
    shortcuts: [
      { keys: 'Tab', description: defineMessage({ id: 'help.lists.fromTheTop', defaultMessage: 'From the top of the page: “Skip to the list”, then Enter' }) },
      { keys: '↑ ↓', description: defineMessage({ id: 'help.lists.moveBetweenRows', defaultMessage: 'Move between rows' }) },
      { keys: 'Enter', description: defineMessage({ id: 'help.lists.openTheBooking', defaultMessage: 'Open the booking (on Customers, the customer)' }) },
      { keys: 'I / O', description: defineMessage({ id: 'help.lists.onBookingsCheck', defaultMessage: 'On Bookings: check in / check out' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.readiness', defaultMessage: 'Readiness' }),
    shortcuts: [
      { keys: '↑ ↓', description: defineMessage({ id: 'help.readiness.moveBetweenBookings', defaultMessage: 'Move between bookings, across every group' }) },
      { keys: 'Enter', description: defineMessage({ id: 'help.readiness.openTheBooking', defaultMessage: 'Open the booking' }) },
      { keys: 'N', description: defineMessage({ id: 'help.readiness.writeANote', defaultMessage: 'Write a note on the booking' }) },
      { keys: 'B', description: defineMessage({ id: 'help.readiness.bookmarkOrUnbookmark', defaultMessage: 'Bookmark or unbookmark it' }) },
      { keys: 'S', description: defineMessage({ id: 'help.readiness.changeItsStatus', defaultMessage: 'Change its status (Notify the guest is never on by itself)' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.closing', defaultMessage: 'Closing a departure (Manifest)' }),
    shortcuts: [
      { keys: 'C', description: defineMessage({ id: 'help.closing.onAGuest', defaultMessage: 'On a guest of a departure that has started: close the departure' }) },
      { keys: 'N / L', description: defineMessage({ id: 'help.closing.inTheList', defaultMessage: 'In the list: mark the guest a no-show / late' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.calendar', defaultMessage: 'Calendar' }),
    shortcuts: [
      { keys: '← ↑ → ↓', description: defineMessage({ id: 'help.calendar.moveBetweenDays', defaultMessage: 'Move between days and items' }) },
      { keys: 'Enter', description: defineMessage({ id: 'help.calendar.openThatItem', defaultMessage: "Open that item's bookings for that day" }) },
      { keys: 'Page Up / Page Down', description: defineMessage({ id: 'help.calendar.previousNextWeek', defaultMessage: 'Previous / next week or month' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.booking', defaultMessage: 'Booking' }),
    shortcuts: [
      { keys: 'I / O', description: defineMessage({ id: 'help.booking.checkInCheck', defaultMessage: 'Check in / check out' }) },
      { keys: 'B', description: defineMessage({ id: 'help.booking.bookmarkOrUnbookmark', defaultMessage: 'Bookmark or unbookmark' }) },
      { keys: 'N', description: defineMessage({ id: 'help.booking.writeANote', defaultMessage: 'Write a note' }) },
      { keys: 'Ctrl+Enter', description: defineMessage({ id: 'help.booking.saveTheNote', defaultMessage: 'Save the note' }) },
      { keys: 'Esc', description: defineMessage({ id: 'help.booking.leaveTheNote', defaultMessage: 'Leave the note box (what was typed stays)' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.newBooking', defaultMessage: 'New booking' }),
    shortcuts: [
      { keys: 'Enter', description: defineMessage({ id: 'help.newBooking.findWhatIs', defaultMessage: 'Find what is free (from any search field)' }) },
      { keys: 'Enter', description: defineMessage({ id: 'help.newBooking.inQuantitySet', defaultMessage: 'In Quantity: set the quantity of a basket line' }) },
      { keys: 'Esc', description: defineMessage({ id: 'help.newBooking.cancelChangingA', defaultMessage: 'Cancel changing a basket line' }) },
      { keys: 'Ctrl+Enter', description: defineMessage({ id: 'help.newBooking.createTheBooking', defaultMessage: 'Create the booking (from the guest details)' }) },
    ],
  },
  {
    area: defineMessage({ id: 'help.area.customer', defaultMessage: 'Customer' }),
    shortcuts: [
      { keys: 'N', description: defineMessage({ id: 'help.customer.newBookingFor', defaultMessage: 'New booking for this customer' }) },
    ],
  },
];

export const SCREEN_KEYS: Record<string, string> = { '1': 'manifest', '2': 'bookings', '3': 'calendar', '4': 'notes', '5': 'bookmarks', '6': 'outbox',
  '7': 'new', '8': 'customers', '9': 'reports', '0': 'readiness', s: 'shift', S: 'shift' };

/** True while typing in a field, so single-letter shortcuts do not fire there. */
export function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
