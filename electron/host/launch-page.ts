// How the launch address reaches the person's browser without passing anyone else (red-team finding: an address
// opened from a command line shows in the process list, where another local user can read the key and, racing for
// it, win the session). The address is written into a small page in the data folder that only its owner can read;
// the terminal names that file, never the key, and opening the file hands the address to the browser.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ownerOnlyFolder, writeAtomically } from '../core/platform/owner-only-files.js';

export const LAUNCH_PAGE = 'open-frontdesk.html';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function launchPageHtml(launchUrl: string): string {
  const url = escapeHtml(launchUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<meta http-equiv="refresh" content="0; url=${url}">
<title>Opening Frontdesk…</title>
</head>
<body>
<p>Opening Frontdesk… If nothing happens, <a href="${url}">open Frontdesk here</a>.</p>
</body>
</html>
`;
}

export interface LaunchPage {
  /** The owner-only file holding the address. */
  path: string;
  /** What to open in a browser: a file:// address, which carries no key. */
  fileUrl: string;
}

/** Writes (or replaces) the page in `<dataDir>/launch/`, a folder and file only the owner can read. */
export async function writeLaunchPage(dataDir: string, launchUrl: string): Promise<LaunchPage> {
  const folder = ownerOnlyFolder(join(dataDir, 'launch'));
  const path = join(folder, LAUNCH_PAGE);
  await writeAtomically(path, launchPageHtml(launchUrl));
  return { path, fileUrl: pathToFileURL(path).href };
}

/** On the host's way out: its key is dead, and the page would only lead to a closed door. */
export async function removeLaunchPage(dataDir: string): Promise<void> {
  await rm(join(dataDir, 'launch', LAUNCH_PAGE), { force: true });
}
