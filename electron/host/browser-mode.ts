// Browser mode's start and stop, apart from the process around it (cli.ts): the data folder's stores, the desk, the
// host on 127.0.0.1 and the owner-only launch page, so that a test starts it as `npm run start:web` does.
import { createDesk } from '../core/desk/create-desk.js';
import { demoServiceStarter } from '../sandbox/index.js';
import { DeskLog, type LogTerminal } from '../core/log/desk-log.js';
import { openExternal } from '../core/platform/open-external.js';
import { SettingsFile } from '../core/settings/settings-file.js';
import { openFileVault } from '../core/vault/file-vault.js';
import { removeLaunchPage, writeLaunchPage, type LaunchPage } from './launch-page.js';
import { startHost, type RunningHost } from './start-host.js';

export interface BrowserModeOptions {
  dataDir: string;
  /** The built page (out/renderer). */
  rendererDir: string;
  /** 0: any free port. */
  port: number;
  /** Where Frontdesk was started: its lines for the person, and the log's warnings and errors. */
  terminal: LogTerminal & Pick<Console, 'log'>;
}

export interface BrowserMode {
  host: RunningHost;
  log: DeskLog;
  /** The page that hands the launch address to the browser. */
  launchPage: LaunchPage;
  /** A new single-use launch address in the same page (another browser, or after a restart of the browser). */
  newLaunch(): Promise<void>;
  /** Stops the host and the desk; answers the changes the disk would not take. */
  close(): Promise<string[]>;
}

export async function startBrowserMode(options: BrowserModeOptions): Promise<BrowserMode> {
  const { dataDir, terminal } = options;
  // The one log of this run: problems also show on the terminal.
  const log = new DeskLog({ terminal });
  const vault = await openFileVault({ folder: dataDir, log: log.area('vault') });
  const running = createDesk({
    settings: await SettingsFile.open(dataDir, log.area('settings')), vault, dataDir, log,
    openBrowser: (url) => openExternal(url, (line) => terminal.log(line)), startDemo: demoServiceStarter(dataDir),
  });
  const host = await startHost({ handlers: running.handlers, events: running.events, log, staticDir: options.rendererDir, port: options.port });
  running.start().catch((error: unknown) => log.error('frontdesk', 'the desk could not open its account', error));
  // The key travels in a file only this user can read, never on a command line others can see.
  const launchPage = await writeLaunchPage(dataDir, host.launchUrl);
  if (vault.warning) terminal.log(`frontdesk: ${vault.warning}`);
  return {
    host, log, launchPage,
    newLaunch: async () => {
      await writeLaunchPage(dataDir, host.newLaunchUrl());
    },
    close: async () => {
      const [, report] = await Promise.all([host.close(), running.close(), removeLaunchPage(dataDir)]);
      return report.unsaved;
    },
  };
}
