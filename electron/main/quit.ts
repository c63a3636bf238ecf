// Quitting closes the desk first (sync loop, embedded service, open files), then lets the app go. A desk that
// hangs on close must not keep a window-less app alive: after a while we quit regardless. Queued writes are
// durable on disk already (DESIGN.md §4), so cutting the close short loses nothing.
import { app } from 'electron';

export const CLOSE_TIMEOUT_MS = 5_000;

export interface Closable {
  close(): Promise<void>;
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
    const outcome = await Promise.race([target.close().then(() => 'closed' as const), timeout]);
    if (outcome === 'timeout') console.error(`shell: the desk did not close within ${timeoutMs} ms; quitting anyway`);
  } catch (error) {
    console.error('shell: the desk failed to close cleanly; quitting anyway', error);
  } finally {
    clearTimeout(timer);
  }
}
