// What a page without a session says, on its own so that the page can read it without the contract's schemas.
/**
 * What a browser-mode page without a session reads (the host's 403): Frontdesk printed the name of a page, a file,
 * that opens it once, so "the address Frontdesk printed" led nowhere; a new page is a key press away.
 */
export const NOT_CONNECTED = 'This page is not connected to Frontdesk: the page Frontdesk opens works once. Press Enter where Frontdesk runs for a new page, and open that.';
