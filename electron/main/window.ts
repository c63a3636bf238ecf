// The one desk window: locked-down web preferences, shown only once painted, and back where the person left it
// (as long as that place is still on a screen).
import { BrowserWindow, screen, type Rectangle, type WebPreferences } from 'electron';
import { z } from 'zod';

export const MIN_SIZE = { width: 960, height: 600 } as const;
const DEFAULT_SIZE = { width: 1280, height: 800 } as const;
/** Saving on every pixel of a drag would rewrite the settings file dozens of times a second. */
const SAVE_DELAY_MS = 500;
/** How much of a restored window must be on a screen for the person to grab it. */
const GRAB_MARGIN = 100;

export const windowBoundsSchema = z.object({
  x: z.number().int(), y: z.number().int(),
  width: z.number().int().min(MIN_SIZE.width), height: z.number().int().min(MIN_SIZE.height),
  maximized: z.boolean(),
});
export type WindowBounds = z.infer<typeof windowBoundsSchema>;

export interface WindowBoundsStore {
  load(): WindowBounds | null;
  save(bounds: WindowBounds): void;
}

export interface MainWindowOptions {
  preloadPath: string;
  loadUrl: string;
  bounds: WindowBoundsStore;
  /** Developer tools exist only in development; in the field they would open a console into the desk page. */
  isDevelopment?: boolean;
}

export function webPreferencesFor(preload: string, isDevelopment = false): WebPreferences {
  return {
    contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true,
    allowRunningInsecureContent: false, webviewTag: false, spellcheck: false, preload, devTools: isDevelopment,
  };
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const saved = restorableBounds(options.bounds.load());
  const window = new BrowserWindow({
    title: 'Frontdesk',
    show: false,
    minWidth: MIN_SIZE.width, minHeight: MIN_SIZE.height,
    ...(saved ? { x: saved.x, y: saved.y, width: saved.width, height: saved.height } : DEFAULT_SIZE),
    webPreferences: webPreferencesFor(options.preloadPath, options.isDevelopment),
  });
  // Shown when painted, so the person never sees an empty white frame.
  window.once('ready-to-show', () => {
    if (saved?.maximized) window.maximize();
    window.show();
  });
  rememberBounds(window, options.bounds);
  window.loadURL(options.loadUrl).catch((error: unknown) => console.error('shell: the desk page did not load', error));
  return window;
}

/** Saved bounds, if they still land on a connected screen (a laptop undocked from its monitor must not lose the window). */
export function restorableBounds(saved: WindowBounds | null): WindowBounds | null {
  if (!saved) return null;
  const area = screen.getDisplayMatching(saved).workArea;
  return isGrabbable(saved, area) ? saved : null;
}

function isGrabbable(bounds: Rectangle, area: Rectangle): boolean {
  const overlapX = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
  const overlapY = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
  // The top edge carries the title bar: it must be on the screen, not above or below it.
  const topOnScreen = bounds.y >= area.y && bounds.y <= area.y + area.height - GRAB_MARGIN;
  return overlapX >= GRAB_MARGIN && overlapY >= GRAB_MARGIN && topOnScreen;
}

function rememberBounds(window: BrowserWindow, store: WindowBoundsStore): void {
  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (window.isDestroyed()) return;
    // Normal bounds: a maximized window remembers the size it returns to.
    store.save({ ...window.getNormalBounds(), maximized: window.isMaximized() });
  };
  const saveSoon = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, SAVE_DELAY_MS);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('close', save);
}
