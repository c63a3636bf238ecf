// One Frontdesk per person: two desks would share one settings file, one vault and one outbox, and could send a
// queued write twice. A second start brings the running window forward instead.
import { app, type BrowserWindow } from 'electron';

/**
 * False when another instance already runs: the caller quits at once. `currentWindow` is asked at the moment a
 * second start happens, because the window may not exist yet (or any more).
 */
export function claimSingleInstance(currentWindow: () => BrowserWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) return false;
  app.on('second-instance', () => {
    const window = currentWindow();
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  return true;
}
