// Check-in and check-out ("stamps", spec 3): how long one can be taken back, and what to ask before one that looks
// like a slip. Every path that stamps a booking (manifest, booking screen, scan, list keys) asks these questions and
// waits this window, so a person meets the same safeguards wherever they press.

export type StampKind = 'checkIn' | 'checkOut';

/** Seconds a pressed stamp waits in the outbox before it is sent: the time a person has to take it back. */
export const UNDO_SECONDS = 6;
