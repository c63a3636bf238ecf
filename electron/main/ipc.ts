// The only door between page and desk, and the only file that touches ipcMain (as in GitHub Desktop): one
// invoke channel for every contract call, one push channel for events. Every call proves it comes from our own
// page's main frame (as VS Code checks sender frames) before dispatch parses its input with the call's schema.
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import type { DeskResult } from '../../shared/contract/desk-error.js';
import { dispatch, type DeskHandlers } from '../core/desk/dispatch.js';
import type { DeskEventSource } from '../core/desk/desk-events.js';
import type { DeskLog } from '../core/log/desk-log.js';
import { isAppUrl } from './app-origin.js';

/** Also spelled out in electron/preload/preload.ts, which may import nothing from here. */
export const DESK_CALL_CHANNEL = 'desk:call';
export const DESK_EVENTS_CHANNEL = 'desk:events';

export interface DeskConnection {
  handlers: DeskHandlers;
  events: DeskEventSource;
  log: DeskLog;
  window: BrowserWindow;
}

const UNTRUSTED: DeskResult<never> = {
  ok: false,
  error: {
    kind: 'refused', code: 'untrusted-sender',
    message: 'Only the Frontdesk window may use the desk. Restart Frontdesk if you see this.',
  },
};

/** Our window's main frame, showing one of our pages: nothing else (an iframe, another window, a page navigated away). */
export function isTrustedSender(event: IpcMainInvokeEvent, window: BrowserWindow): boolean {
  try {
    const frame = event.senderFrame;
    if (!frame || window.isDestroyed() || event.sender !== window.webContents) return false;
    const main = window.webContents.mainFrame;
    // Compared by identity of the frame, not of the wrapper object Electron happens to hand out.
    const isMain = frame.parent === null && frame.processId === main.processId && frame.frameToken === main.frameToken;
    return isMain && isAppUrl(frame.url);
  } catch {
    // A frame that was disposed while we looked cannot vouch for anything.
    return false;
  }
}

function senderUrl(event: IpcMainInvokeEvent): string {
  try {
    return event.senderFrame?.url ?? 'a frame that is gone';
  } catch {
    return 'a frame that is gone';
  }
}

/** Opens the door; the returned function closes it (on quit, or before a new window takes over). */
export function serveDesk({ handlers, events, log, window }: DeskConnection): () => void {
  // Work still running when the window goes is cancelled, not left to finish for nobody.
  const lifetime = new AbortController();
  window.once('closed', () => lifetime.abort());

  ipcMain.handle(DESK_CALL_CHANNEL, async (event, name: unknown, input: unknown): Promise<DeskResult<unknown>> => {
    if (!isTrustedSender(event, window)) {
      log.warn('shell', `refused a desk call from ${senderUrl(event)}`);
      return UNTRUSTED;
    }
    return dispatch(handlers, name, input, log, lifetime.signal);
  });

  const unsubscribe = events.subscribe((name, payload) => {
    if (window.isDestroyed()) return;
    const contents = window.webContents;
    // Events are for our page only, never for whatever a frame may have become.
    if (!isAppUrl(contents.getURL())) return;
    contents.send(DESK_EVENTS_CHANNEL, name, payload);
  });

  return () => {
    ipcMain.removeHandler(DESK_CALL_CHANNEL);
    unsubscribe();
    lifetime.abort();
  };
}
