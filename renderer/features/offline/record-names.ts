// What a record of each answer is called, for the line that says how many the service sent unreadable: an id the
// line's message says in the desk's language (offline-text.ts skippedText).
export type RecordName = 'booking' | 'note' | 'customer' | 'item' | 'lineOrNote';

export const BOOKINGS: RecordName = 'booking';
export const NOTES: RecordName = 'note';
export const CUSTOMERS: RecordName = 'customer';
export const CALENDAR_ITEMS: RecordName = 'item';
/** A booking's record: what can be left out of it is a line or a note. */
export const LINES_AND_NOTES: RecordName = 'lineOrNote';
