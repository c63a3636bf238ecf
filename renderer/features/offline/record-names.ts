// What a record of each answer is called, for the line that says how many the service sent unreadable.
export interface RecordName { one: string; other: string }

export const BOOKINGS: RecordName = { one: 'booking', other: 'bookings' };
export const NOTES: RecordName = { one: 'note', other: 'notes' };
export const CUSTOMERS: RecordName = { one: 'customer', other: 'customers' };
export const CALENDAR_ITEMS: RecordName = { one: 'item', other: 'items' };
/** A booking's record: what can be left out of it is a line or a note. */
export const LINES_AND_NOTES: RecordName = { one: 'line or note', other: 'lines or notes' };
