// Browser mode: the desk in this Node process, served to a browser on 127.0.0.1 (npm run start:web).
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createDesk } from '../core/desk/create-desk.js';
import { deskDataDir } from '../core/platform/data-dir.js';
import { openExternal } from '../core/platform/open-external.js';
import { ConfSettingsStore } from '../core/settings/conf-settings-store.js';
import { openFileVault } from '../core/vault/file-vault.js';
import { startHost } from './start-host.js';

const RENDERER_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));

async function main(): Promise<void> {
  const dataDir = deskDataDir();
  const vault = await openFileVault({ folder: dataDir });
  const running = createDesk({ settings: new ConfSettingsStore(dataDir), vault, dataDir, openBrowser: openExternal });
  const port = process.env.FRONTDESK_PORT ? Number(process.env.FRONTDESK_PORT) : 0;
  const host = await startHost({ handlers: running.handlers, events: running.events, staticDir: RENDERER_DIR, port });
  running.start().catch((error: unknown) => {
    console.error(`frontdesk: the desk could not open its account: ${error instanceof Error ? error.message : String(error)}`);
  });
  console.log(`frontdesk: open ${host.launchUrl} in your browser within 5 minutes; it works once.`);
  console.log('frontdesk: press Enter here for a new address (another browser, or after a restart of the browser).');
  // The launch address is single-use, so a second browser asks for its own here.
  createInterface({ input: process.stdin }).on('line', () => {
    console.log(`frontdesk: open ${host.newLaunchUrl()} (works once; the earlier unused address no longer does).`);
  });
  if (vault.warning) console.log(`frontdesk: ${vault.warning}`);
  const stop = () => {
    Promise.all([host.close(), running.close()]).then(([, report]) => {
      for (const change of report.unsaved) console.error(`frontdesk: not saved (the disk would not take it): ${change}`);
    }).finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`frontdesk: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
