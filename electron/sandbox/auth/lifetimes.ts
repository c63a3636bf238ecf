// Lifetimes of spec section 5.2 and 8.

export const ACCESS_TOKEN_SECONDS = 14_000;
export const REFRESH_TOKEN_SECONDS = 14 * 24 * 3600;
/** "The code must be exchanged within 60 seconds." */
export const CODE_SECONDS = 60;
