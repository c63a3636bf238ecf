// Opens an address in the person's own browser from plain Node (browser mode); the Electron shell uses
// shell.openExternal instead. Only web addresses: https, or http on this computer.
import { spawn } from 'node:child_process';

export function isSafeExternalUrl(text: string): boolean {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

function opener(): [string, string[]] {
  if (process.platform === 'darwin') return ['open', []];
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""']];
  return ['xdg-open', []];
}

export function openExternal(url: string): Promise<void> {
  if (!isSafeExternalUrl(url)) return Promise.reject(new Error('Frontdesk opens only https addresses in the browser.'));
  const [command, args] = opener();
  return new Promise((resolve) => {
    const child = spawn(command, [...args, url], { stdio: 'ignore', detached: true });
    // No opener (a server without a desktop): say where to go instead of failing the sign-in.
    child.on('error', () => {
      console.log(`frontdesk: open this address in a browser to sign in: ${url}`);
      resolve();
    });
    child.on('spawn', () => {
      child.unref();
      resolve();
    });
  });
}
