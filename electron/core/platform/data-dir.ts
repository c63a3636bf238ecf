// Where a desk keeps its settings, vault and demo data outside Electron: $FRONTDESK_DATA_DIR, else the
// platform's per-user data folder.
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export function deskDataDir(): string {
  const chosen = process.env.FRONTDESK_DATA_DIR;
  const base = chosen
    ?? (process.platform === 'win32' ? join(process.env.APPDATA ?? homedir(), 'Frontdesk')
      : process.platform === 'darwin' ? join(homedir(), 'Library', 'Application Support', 'Frontdesk')
        : join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'frontdesk'));
  mkdirSync(base, { recursive: true, mode: 0o700 });
  return base;
}
