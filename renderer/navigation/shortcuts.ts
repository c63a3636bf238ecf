// Every keyboard shortcut, listed once: the help overlay shows this table, the handlers use its keys.

export interface Shortcut {
  keys: string;
  description: string;
}

export const SHORTCUTS: { area: string; shortcuts: Shortcut[] }[] = [
  {
    area: 'Anywhere',
    shortcuts: [
      { keys: 'Ctrl+K or /', description: 'Search: booking code, customer name or e-mail' },
      { keys: 'Alt+1', description: 'Manifest: the day, grouped by activity' },
      { keys: 'Alt+2', description: 'Bookings' },
      { keys: 'Alt+3', description: 'Calendar' },
      { keys: 'Alt+4', description: 'Notes' },
      { keys: 'Alt+5', description: 'Bookmarks' },
      { keys: 'Alt+6', description: 'Outbox: changes waiting to reach the booking service' },
      { keys: 'Alt+7', description: 'New booking: a walk-in or phone guest' },
      { keys: 'Alt+8', description: 'Customers' },
      { keys: 'Alt+9', description: 'Reports: the account at a glance' },
      { keys: 'Alt+0', description: 'Readiness: what to do before tomorrow\'s guests arrive' },
      { keys: 'Alt+S', description: 'Shift: what this desk did, and the handover' },
      { keys: '?', description: 'Show this list of shortcuts' },
      { keys: 'Esc', description: 'Close a dialog or this list' },
    ],
  },
  {
    area: 'Manifest',
    shortcuts: [
      { keys: '[ ]', description: 'The day before, the day after' },
      { keys: 'T', description: 'Back to today' },
      { keys: 'G', description: 'Go to a start time: then type it (14, 930) and press Enter; ← → move along the times' },
      { keys: '↑ ↓', description: 'Move between guests, across every group' },
      { keys: 'I / O', description: 'Check the guest in / out' },
      { keys: 'U', description: 'Take the check-in or check-out back while it waits' },
    ],
  },
  {
    area: 'Lists (Manifest, Bookings, Notes, Bookmarks, Customers)',
    shortcuts: [
      { keys: 'Tab', description: 'From the top of the page: “Skip to the list”, then Enter' },
      { keys: '↑ ↓', description: 'Move between rows' },
      { keys: 'Enter', description: 'Open the booking (on Customers, the customer)' },
      { keys: 'I / O', description: 'On Bookings: check in / check out' },
    ],
  },
  {
    area: 'Readiness',
    shortcuts: [
      { keys: '↑ ↓', description: 'Move between bookings, across every group' },
      { keys: 'Enter', description: 'Open the booking' },
      { keys: 'N', description: 'Write a note on the booking' },
      { keys: 'B', description: 'Bookmark or unbookmark it' },
      { keys: 'S', description: 'Change its status (Notify the guest is never on by itself)' },
    ],
  },
  {
    area: 'Closing a departure (Manifest)',
    shortcuts: [
      { keys: 'C', description: 'On a guest of a departure that has started: close the departure' },
      { keys: 'N / L', description: 'In the list: mark the guest a no-show / late' },
    ],
  },
  {
    area: 'Calendar',
    shortcuts: [
      { keys: '← ↑ → ↓', description: 'Move between days and items' },
      { keys: 'Enter', description: "Open that item's bookings for that day" },
      { keys: 'Page Up / Page Down', description: 'Previous / next week or month' },
    ],
  },
  {
    area: 'Booking',
    shortcuts: [
      { keys: 'I / O', description: 'Check in / check out' },
      { keys: 'B', description: 'Bookmark or unbookmark' },
      { keys: 'N', description: 'Write a note' },
      { keys: 'Ctrl+Enter', description: 'Save the note' },
      { keys: 'Esc', description: 'Leave the note box (what was typed stays)' },
    ],
  },
  {
    area: 'New booking',
    shortcuts: [
      { keys: 'Enter', description: 'Find what is free (from any search field)' },
      { keys: 'Enter', description: 'In Quantity: set the quantity of a basket line' },
      { keys: 'Esc', description: 'Cancel changing a basket line' },
      { keys: 'Ctrl+Enter', description: 'Create the booking (from the guest details)' },
    ],
  },
  {
    area: 'Customer',
    shortcuts: [
      { keys: 'N', description: 'New booking for this customer' },
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
