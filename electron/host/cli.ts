// Browser mode: the desk in this Node process, served to a browser on 127.0.0.1 (npm run start:web).
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { deskDataDir } from '../core/platform/data-dir.js';
import { startBrowserMode } from './browser-mode.js';

const RENDERER_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));

async function main(): Promise<void> {
  const dataDir = deskDataDir();
  const port = process.env.FRONTDESK_PORT ? Number(process.env.FRONTDESK_PORT) : 0;
  const mode = await startBrowserMode({ dataDir, rendererDir: RENDERER_DIR, port, terminal: console });
  const page = mode.launchPage;
  console.log(`frontdesk: open ${page.fileUrl} in your browser within 5 minutes; it works once (only you can read that file).`);
  console.log('frontdesk: press Enter here for a new one (another browser, or after a restart of the browser).');
  // The launch address is single-use, so a second browser asks for its own here.
  createInterface({ input: process.stdin }).on('line', () => {
    mode.newLaunch().then(
      () => console.log(`frontdesk: ${page.fileUrl} opens Frontdesk again, once; the earlier unused key no longer works.`),
      (error: unknown) => mode.log.error('frontdesk', 'the launch page could not be written', error));
  });
  const stop = () => {
    mode.close().then((unsaved) => {
      for (const change of unsaved) console.error(`frontdesk: not saved (the disk would not take it): ${change}`);
    }).finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`frontdesk: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
