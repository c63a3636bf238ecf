// The order the shell comes up in, kept apart from main.ts so that it runs in tests with a fake desk.
// Before ready: our scheme, the single-instance lock. After: hardening, pages, menu, stores, vault, desk, window.
import { join } from 'node:path';
import { app, dialog, session, shell, type BrowserWindow } from 'electron';
import type { DeskEventSource } from '../core/desk/desk-events.js';
import { dispatch, type DeskHandlers } from '../core/desk/dispatch.js';
import { DeskLog } from '../core/log/desk-log.js';
import type { CallOutput } from '../../shared/contract/calls.js';
import type { DeskResult } from '../../shared/contract/desk-error.js';
import type { SettingsStore } from '../core/settings/settings-store.js';
import type { Vault } from '../core/vault/vault.js';
import type { DemoStarter } from '../core/accounts/demo-service.js';
import { APP_ENTRY_URL } from './app-origin.js';
import { registerAppScheme, serveAppProtocol } from './app-protocol.js';
import { ownerOnlyFolder } from '../core/platform/owner-only-files.js';
import { openShellStores } from './shell-stores.js';
import { savePdfHandler } from './save-pdf.js';
import { serveDesk } from './ipc.js';
import { installMenu } from './menu.js';
import { withDeskLanguage } from './shell-language.js';
import { closeBeforeQuit, quitWhenWindowsClose } from './quit.js';
import { openSystemVault } from './safe-storage-cipher.js';
import { isSafeExternalUrl } from '../core/platform/open-external.js';
import { hardenSession, hardenWebContents } from './security.js';
import { claimSingleInstance } from './single-instance.js';
import { createMainWindow } from './window.js';
import { demoServiceStarter } from '../sandbox/index.js';

/** What core's createDesk receives (electron/core/desk/create-desk.ts). */
export interface DeskFactoryOptions {
  settings: SettingsStore;
  vault: Vault;
  dataDir: string;
  openBrowser: (url: string) => Promise<void>;
  log: DeskLog;
  startDemo: DemoStarter;
}

/** What core's createDesk returns. */
export interface ShellDesk {
  handlers: DeskHandlers;
  events: DeskEventSource;
  log: DeskLog;
  start(): Promise<void>;
  /** Never throws; may say what the disk never took (the quit tells the person). */
  close(): Promise<{ unsaved: string[] } | void>;
}

export type DeskFactory = (options: DeskFactoryOptions) => ShellDesk | Promise<ShellDesk>;

export interface ShellPaths {
  preloadPath: string;
  /** The built renderer folder served as app://frontdesk/. */
  rendererDir: string;
}

/** The same call the renderer makes, so the menu and the Accounts screen write the same file. */
async function saveLogOf(desk: ShellDesk): Promise<string> {
  const saved = await dispatch(desk.handlers, 'desk.saveLog', {}, desk.log) as DeskResult<CallOutput<'desk.saveLog'>>;
  if (!saved.ok) throw new Error(saved.error.message);
  return saved.value.path;
}

/**
 * The desk's folder is `frontdesk` under the system's application data, from source and installed alike: Electron
 * names it after package.json's productName where one is set, which an installer's build may carry (`Frontdesk`), and a
 * desk run from source before would not find its accounts, vault and queued writes. Before the single-instance lock,
 * which lives in it.
 */
const DATA_FOLDER = 'frontdesk';

export function runShell(createDesk: DeskFactory, paths: ShellPaths): void {
  app.setPath('userData', join(app.getPath('appData'), DATA_FOLDER));
  registerAppScheme();
  let window: BrowserWindow | null = null;
  if (!claimSingleInstance(() => window)) {
    app.quit();
    return;
  }
  let desk: ShellDesk | null = null;
  quitWhenWindowsClose();
  closeBeforeQuit(() => desk);
  // Every page the app ever makes (including any a bug might open) gets the same hardening.
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));

  app.whenReady().then(async () => {
    hardenSession(session.defaultSession);
    serveAppProtocol(paths.rendererDir);
    const menu = () => installMenu({ isDevelopment: !app.isPackaged, saveLog: () => (desk ? saveLogOf(desk) : Promise.resolve(null)) });
    menu();
    const dataDir = ownerOnlyFolder(app.getPath('userData'));
    // The one log of this run: the stores, the vault and the desk write to it; problems also show on the terminal.
    const log = new DeskLog({ terminal: console });
    const stores = await openShellStores(dataDir, log.area('shell'));
    const vault = await openSystemVault({ folder: dataDir, log: log.area('vault') });
    desk = await createDesk({ settings: stores.settings, vault, dataDir, openBrowser, log, startDemo: demoServiceStarter(dataDir) });
    window = createMainWindow({
      preloadPath: paths.preloadPath, loadUrl: APP_ENTRY_URL, bounds: stores.windowBounds, isDevelopment: !app.isPackaged,
    });
    const opened = desk;
    // The menu and the dialogs speak the desk's language, learned as the page learns it.
    const handlers = withDeskLanguage({ ...desk.handlers, 'print.savePdf': savePdfHandler(() => window) }, menu,
      (error) => opened.log.error('shell', 'the desk\'s language could not be learned; the menu keeps its words', error));
    serveDesk({ handlers, events: desk.events, log: desk.log, window });
    // The window does not wait for the account to open: the screens follow the desk's status as it comes.
    const started = desk;
    started.start().catch((error: unknown) => started.log.error('shell', 'the desk could not open its account', error));
  }).catch(failToStart);
}

/** The desk opens sign-in pages in the system browser; the same check as for links applies. */
async function openBrowser(url: string): Promise<void> {
  if (!isSafeExternalUrl(url)) throw new Error(`Frontdesk opens only https addresses (or http on this computer), not ${url}`);
  await shell.openExternal(url);
}

function failToStart(error: unknown): void {
  console.error('shell: Frontdesk could not start', error);
  const reason = error instanceof Error ? error.message : String(error);
  dialog.showErrorBox('Frontdesk could not start',
    `${reason}\n\nStart Frontdesk again. If this keeps happening, tell your administrator what this message says.`);
  app.exit(1);
}
