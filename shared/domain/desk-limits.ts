// How much one desk keeps, so that no input (a script, a hand-edited file) can make it grow without bound.

/** The most accounts one desk keeps: far more than a business has, few enough to list on one screen. */
export const MAX_ACCOUNTS = 20;
/** The most staff members one account keeps on a desk. */
export const MAX_STAFF = 100;
