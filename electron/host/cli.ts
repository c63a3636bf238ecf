// Browser mode: the desk in this Node process, served to a browser on 127.0.0.1 (npm run start:web).
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createDesk } from '../core/desk/create-desk.js';
import { DeskLog } from '../core/log/desk-log.js';
import { deskDataDir } from '../core/platform/data-dir.js';
import { openExternal } from '../core/platform/open-external.js';
import { ConfSettingsStore } from '../core/settings/conf-settings-store.js';
import { openFileVault } from '../core/vault/file-vault.js';
import { removeLaunchPage, writeLaunchPage } from './launch-page.js';
import { startHost } from './start-host.js';

const RENDERER_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));

async function main(): Promise<void> {
  const dataDir = deskDataDir();
  // The one log of this run: problems also show here, on the terminal.
  const log = new DeskLog({ terminal: console });
  const vault = await openFileVault({ folder: dataDir, log: log.area('vault') });
  const running = createDesk({
    settings: new ConfSettingsStore(dataDir, log.area('settings')), vault, dataDir, log,
    openBrowser: (url) => openExternal(url, (line) => console.log(line)),
  });
  const port = process.env.FRONTDESK_PORT ? Number(process.env.FRONTDESK_PORT) : 0;
  const host = await startHost({ handlers: running.handlers, events: running.events, log, staticDir: RENDERER_DIR, port });
  running.start().catch((error: unknown) => log.error('frontdesk', 'the desk could not open its account', error));
  // The key travels in a file only this user can read, never on a command line others can see.
  const page = await writeLaunchPage(dataDir, host.launchUrl);
  console.log(`frontdesk: open ${page.fileUrl} in your browser within 5 minutes; it works once (only you can read that file).`);
  console.log('frontdesk: press Enter here for a new one (another browser, or after a restart of the browser).');
  // The launch address is single-use, so a second browser asks for its own here.
  createInterface({ input: process.stdin }).on('line', () => {
    writeLaunchPage(dataDir, host.newLaunchUrl()).then(
      () => console.log(`frontdesk: ${page.fileUrl} opens Frontdesk again, once; the earlier unused key no longer works.`),
      (error: unknown) => log.error('frontdesk', 'the launch page could not be written', error));
  });
  if (vault.warning) console.log(`frontdesk: ${vault.warning}`);
  const stop = () => {
    Promise.all([host.close(), running.close(), removeLaunchPage(dataDir)]).then(([, report]) => {
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
