// "Save as PDF" in the desktop app (the manifest, a handover): the window prints itself with its print styles
// (printToPDF), and the file goes where the person chooses in the system's save dialog; nothing is written without
// that choice.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, dialog, type BrowserWindow } from 'electron';
import type { DeskHandlers } from '../core/desk/dispatch.js';
import { SHELL_WORDS, shellWords } from './shell-words.js';

export function savePdfHandler(window: () => BrowserWindow | null): DeskHandlers['print.savePdf'] {
  return async ({ fileName }) => {
    const target = window();
    if (!target || target.isDestroyed()) return { savedTo: null };
    const choice = await dialog.showSaveDialog(target, {
      title: shellWords().formatMessage(SHELL_WORDS.savePdf), defaultPath: join(app.getPath('documents'), fileName),
      filters: [{ name: 'PDF', extensions: ['pdf'] }],
    });
    if (choice.canceled || !choice.filePath) return { savedTo: null };
    const pdf = await target.webContents.printToPDF({ pageSize: 'A4', printBackground: false, preferCSSPageSize: true });
    await writeFile(choice.filePath, pdf);
    return { savedTo: choice.filePath };
  };
}
