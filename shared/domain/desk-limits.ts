// How much one desk keeps, so that no input (a script, a hand-edited file) can make it grow without bound.

/** The most accounts one desk keeps: far more than a business has, few enough to list on one screen. */
export const MAX_ACCOUNTS = 20;
/** The most staff members one account keeps on a desk. */
export const MAX_STAFF = 100;
/** The most days the calendar shows at once (a quarter), and so the most one calendar call may ask for. */
export const CALENDAR_MAX_DAYS = 92;
/**
 * The most bookings a desk keeps per account for working offline, unless its settings say otherwise: large enough
 * to hold a 100,000-booking account whole; beyond it the oldest leave, and the desk says so on screen.
 */
export const DEFAULT_MAX_BOOKINGS = 200_000;
