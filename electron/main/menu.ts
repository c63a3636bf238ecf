// The application menu: the usual roles with their shortcuts, so copy/paste and zoom work as everywhere else.
// Reload and the developer tools exist only in development: in the field, a reload drops unsaved typing and the
// tools open a console into the desk page.
import type { IntlShape } from '@formatjs/intl';
import { app, dialog, Menu, shell, type MenuItemConstructorOptions } from 'electron';
import { SHELL_WORDS, shellWords } from './shell-words.js';

export interface MenuOptions {
  isDevelopment: boolean;
  platform?: NodeJS.Platform;
  /** Writes the desk's recent log to a file (core does it); the path, or null while the desk is not up yet. */
  saveLog?: () => Promise<string | null>;
  /** The desk's language's words (English until the desk has told its language). */
  words?: IntlShape;
}

const separator: MenuItemConstructorOptions = { type: 'separator' };

export function menuTemplate({ isDevelopment, platform = process.platform, saveLog, words = shellWords() }: MenuOptions): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const developerItems: MenuItemConstructorOptions[] = isDevelopment
    ? [
      { role: 'reload', accelerator: 'CmdOrCtrl+R' },
      { role: 'toggleDevTools', accelerator: isMac ? 'Alt+Cmd+I' : 'Ctrl+Shift+I' },
      separator,
    ]
    : [];
  return [
    ...(isMac ? [{ role: 'appMenu' } satisfies MenuItemConstructorOptions] : []),
    { role: 'fileMenu' },
    {
      label: words.formatMessage(SHELL_WORDS.edit),
      submenu: [
        { role: 'undo', accelerator: 'CmdOrCtrl+Z' },
        { role: 'redo', accelerator: isMac ? 'Shift+Cmd+Z' : 'Ctrl+Y' },
        separator,
        { role: 'cut', accelerator: 'CmdOrCtrl+X' },
        { role: 'copy', accelerator: 'CmdOrCtrl+C' },
        { role: 'paste', accelerator: 'CmdOrCtrl+V' },
        separator,
        { role: 'selectAll', accelerator: 'CmdOrCtrl+A' },
      ],
    },
    {
      label: words.formatMessage(SHELL_WORDS.view),
      submenu: [
        ...developerItems,
        { role: 'resetZoom', accelerator: 'CmdOrCtrl+0' },
        { role: 'zoomIn', accelerator: 'CmdOrCtrl+Plus' },
        { role: 'zoomOut', accelerator: 'CmdOrCtrl+-' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [
        ...(saveLog ? [{ label: words.formatMessage(SHELL_WORDS.saveLog), click: () => void saveAndShow(saveLog, words) }] : []),
        { label: words.formatMessage(SHELL_WORDS.about), click: () => showAbout() },
      ],
    },
  ];
}

export function installMenu(options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(options)));
}

function showAbout(): void {
  app.setAboutPanelOptions({ applicationName: 'Frontdesk', applicationVersion: app.getVersion() });
  app.showAboutPanel();
}

/** The file is shown in the system's file manager, ready to attach to a message. */
async function saveAndShow(saveLog: () => Promise<string | null>, words: IntlShape): Promise<void> {
  try {
    const path = await saveLog();
    if (path) shell.showItemInFolder(path);
  } catch (error) {
    dialog.showErrorBox(words.formatMessage(SHELL_WORDS.logNotSaved),
      words.formatMessage(SHELL_WORDS.tryAgain, { reason: error instanceof Error ? error.message : String(error) }));
  }
}
