// Where a desk keeps its settings, vault and demo data outside Electron: $FRONTDESK_DATA_DIR, else the
// platform's per-user data folder. Owner-only, even when it existed before.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ownerOnlyFolder } from './owner-only-files.js';

export function deskDataDir(): string {
  const chosen = process.env.FRONTDESK_DATA_DIR;
  const base = chosen
    ?? (process.platform === 'win32' ? join(process.env.APPDATA ?? homedir(), 'Frontdesk')
      : process.platform === 'darwin' ? join(homedir(), 'Library', 'Application Support', 'Frontdesk')
        : join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'frontdesk'));
  return ownerOnlyFolder(base);
}
