// Quitting closes the desk first (sync loop, embedded service, open files), then lets the app go. A desk that
// hangs on close must not keep a window-less app alive: after a while we quit regardless. Queued writes are
// durable on disk already, so cutting the close short loses nothing; those a bad disk never took
// are said to the person before the app goes.
import { app, dialog } from 'electron';
import { SHELL_WORDS, shellWords } from './shell-words.js';

export const CLOSE_TIMEOUT_MS = 5_000;

export interface Closable {
  /** May answer what the disk never took (core's CloseReport). */
  close(): Promise<{ unsaved: string[] } | void>;
}

/** Quit when the last window closes: a window-less desk would keep syncing with nobody to see a conflict. */
export function quitWhenWindowsClose(): void {
  app.on('window-all-closed', () => app.quit());
}

/** `closable()` answers what must close now (null: nothing yet, e.g. a quit during start-up). */
export function closeBeforeQuit(closable: () => Closable | null, timeoutMs: number = CLOSE_TIMEOUT_MS): void {
  let closing: Promise<void> | null = null;
  let done = false;
  app.on('before-quit', (event) => {
    if (done) return;
    const target = closable();
    if (!target) return;
    event.preventDefault();
    closing ??= closeWithin(target, timeoutMs).finally(() => {
      done = true;
      app.quit();
    });
  });
}

async function closeWithin(target: Closable, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([target.close(), timeout]);
    if (outcome === 'timeout') console.error(`shell: the desk did not close within ${timeoutMs} ms; quitting anyway`);
    else if (outcome && outcome.unsaved.length > 0) await tellUnsaved(outcome.unsaved);
  } catch (error) {
    console.error('shell: the desk failed to close cleanly; quitting anyway', error);
  } finally {
    clearTimeout(timer);
  }
}

/** The changes a full or read-only disk never took: the person reads them before they are gone. */
async function tellUnsaved(unsaved: readonly string[]): Promise<void> {
  console.error(`shell: closing with changes the disk never took: ${unsaved.join('; ')}`);
  const words = shellWords();
  await dialog.showMessageBox({
    type: 'warning', buttons: [words.formatMessage(SHELL_WORDS.unsavedClose)], title: words.formatMessage(SHELL_WORDS.unsavedTitle),
    message: words.formatMessage(SHELL_WORDS.unsaved, { count: unsaved.length }),
    // What each change was, as the desk recorded it (in English, as its log keeps it).
    detail: `${unsaved.join('\n')}\n\n${words.formatMessage(SHELL_WORDS.unsavedAgain)}`,
  });
}
