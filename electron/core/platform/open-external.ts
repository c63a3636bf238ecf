// Opens an address in the person's own browser from plain Node (browser mode); the Electron shell uses
// shell.openExternal instead. Only web addresses: https, or http on this computer. Never through a shell: an
// address is full of characters a shell reads as commands (every "&" in a query splits a cmd.exe line).
import { spawn } from 'node:child_process';
import { isLoopbackHost } from '../../../shared/domain/loopback.js';

/**
 * The one check of a link that leaves the app, for both shells and for links the service sends: https anywhere, plain
 * http only to this computer (the sandbox and the sign-in loopback). file:, javascript: and other schemes never, nor
 * a link carrying a user name or password: "https://bank.example@evil.example" reads as the bank to a person and
 * goes to evil.example. (An https address always has a host: the URL parser refuses one without.)
 */
export function isSafeExternalUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/** The program that hands an address to the default browser, with the address as one argument of its own. */
export function browserOpener(url: string, platform: NodeJS.Platform = process.platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // The URL protocol handler behind "start", called directly, so no cmd.exe ever parses the address.
  if (platform === 'win32') return { command: 'rundll32.exe', args: ['url.dll,FileProtocolHandler', url] };
  return { command: 'xdg-open', args: [url] };
}

/** `tell` shows a line to the person where Frontdesk runs (its terminal), for a machine without a browser opener. */
export function openExternal(url: string, tell: (line: string) => void): Promise<void> {
  if (!isSafeExternalUrl(url)) return Promise.reject(new Error('Frontdesk opens only https addresses in the browser.'));
  const { command, args } = browserOpener(url);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true, shell: false, windowsHide: true });
    // No opener (a server without a desktop): say where to go instead of failing the sign-in.
    child.on('error', () => {
      tell(`frontdesk: open this address in a browser to sign in: ${url}`);
      resolve();
    });
    child.on('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
