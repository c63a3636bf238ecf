// Hardening every page and session gets (Electron's security checklist): our pages stay on our origin, open no
// windows, get no permissions, attach no webviews; the only way out is a checked link to the system browser.
import { shell, type Session, type WebContents } from 'electron';
import { isSafeExternalUrl } from '../core/platform/open-external.js';
import { isAppUrl } from './app-origin.js';

export { CONTENT_SECURITY_POLICY } from '../core/platform/content-security-policy.js';

export type OpenExternal = (url: string) => Promise<void>;

const openInSystemBrowser: OpenExternal = (url) => shell.openExternal(url);

/** Opens a link in the system browser if it passes the check; says so in the log either way. */
export function openLinkOutside(url: string, openExternal: OpenExternal = openInSystemBrowser): boolean {
  if (!isSafeExternalUrl(url)) {
    console.warn(`shell: refused to open ${JSON.stringify(url.slice(0, 200))} outside the app`);
    return false;
  }
  openExternal(url).catch((error: unknown) => console.error('shell: the system browser did not open', error));
  return true;
}

export function hardenWebContents(contents: WebContents, openExternal: OpenExternal = openInSystemBrowser): void {
  contents.on('will-navigate', (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    // A clicked web link still reaches the person, in their own browser.
    openLinkOutside(event.url, openExternal);
  });
  // A redirect is not a person's choice: stop it, open nothing.
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    openLinkOutside(url, openExternal);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** No camera, microphone, notifications, geolocation, clipboard-read, HID, serial…: the desk needs none. */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
