// A log a person can send: the desk's recent lines written to a text file in the data folder's logs/, owner-only.
// Lines were scrubbed and kept to one line on the way into the log; both are done again here, so a file never holds
// a secret or a forged line even if some line reached the log another way.
import { join } from 'node:path';
import { ownerOnlyFolder, writeAtomically } from '../platform/owner-only-files.js';
import type { LogLine } from './desk-log.js';
import { oneLine } from './one-line.js';
import { scrubSecrets } from './scrub-secrets.js';

export interface SavedLog {
  path: string;
  lines: number;
}

export interface LogFileOptions {
  /** The desk's data folder; the file goes to its logs/ folder. */
  dataDir: string;
  lines: readonly LogLine[];
  now: number;
  /** One line on what wrote it: version, platform. */
  about: string;
  /** Takes out every secret the desk holds (DeskLog.scrub); the credential patterns alone by default. */
  scrub?: (text: string) => string;
}

const iso = (at: number) => new Date(at).toISOString();

export function formatLog(lines: readonly LogLine[], now: number, about: string, scrub = scrubSecrets): string {
  const header = [`Frontdesk log, saved ${iso(now)}`, about, `${lines.length} lines, oldest first. No passwords or tokens.`, ''];
  const body = lines.map((line) =>
    `${iso(line.at)} ${line.level.toUpperCase().padEnd(5)} ${oneLine(scrub(line.area))}: ${oneLine(scrub(line.message))}`);
  return `${[...header, ...body].join('\n')}\n`;
}

export async function saveLogFile(options: LogFileOptions): Promise<SavedLog> {
  const folder = ownerOnlyFolder(join(options.dataDir, 'logs'));
  // A name that sorts by time and is valid on every file system (no colons).
  const stamp = iso(options.now).replace(/[:.]/g, '-');
  const path = join(folder, `frontdesk-log-${stamp}.txt`);
  await writeAtomically(path, formatLog(options.lines, options.now, options.about, options.scrub));
  return { path, lines: options.lines.length };
}
