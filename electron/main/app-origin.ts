// Where our own pages live. Every trust decision in the shell (navigation, IPC sender, CSP) asks this file,
// so that "our page" means one thing everywhere.

export const APP_SCHEME = 'app';
export const APP_HOST = 'frontdesk';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * True only for a URL of our own origin. Parsed, not prefix-matched, so that `app://frontdesk.evil/` or
 * `app://frontdesk@evil/` are not ours; the trailing slash of the origin is required for the same reason.
 */
export function isAppUrl(text: string): boolean {
  if (!text.startsWith(`${APP_ORIGIN}/`)) return false;
  try {
    const url = new URL(text);
    return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
