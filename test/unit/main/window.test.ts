import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow, MIN_SIZE, type WindowBounds } from '../../../electron/main/window.js';
import { FakeBrowserWindow, fake, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

function memoryBounds(initial: WindowBounds | null = null) {
  const store = { saved: initial, load: () => store.saved, save: vi.fn((bounds: WindowBounds) => { store.saved = bounds; }) };
  return store;
}

function openWindow(saved: WindowBounds | null = null, isDevelopment = false) {
  const bounds = memoryBounds(saved);
  createMainWindow({ preloadPath: '/app/out/preload/index.cjs', loadUrl: 'app://frontdesk/index.html', bounds, isDevelopment });
  const window = FakeBrowserWindow.created.at(-1)!;
  return { window, bounds };
}

beforeEach(() => resetFakeElectron());
afterEach(() => vi.useRealTimers());

describe('the desk window', () => {
  it('runs the page with exactly the locked-down web preferences', () => {
    const { window } = openWindow();
    expect(window.options.webPreferences).toEqual({
      contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true,
      allowRunningInsecureContent: false, webviewTag: false, spellcheck: false, preload: '/app/out/preload/index.cjs',
      devTools: false,
    });
  });

  it('has developer tools only in development', () => {
    expect(openWindow(null, true).window.options.webPreferences).toMatchObject({ devTools: true });
    expect(openWindow(null, false).window.options.webPreferences).toMatchObject({ devTools: false });
  });

  it('keeps a minimum size, is titled Frontdesk and loads the page it is given', () => {
    const { window } = openWindow();
    expect(window.options).toMatchObject({ title: 'Frontdesk', minWidth: MIN_SIZE.width, minHeight: MIN_SIZE.height });
    expect(window.loadedUrl).toBe('app://frontdesk/index.html');
  });

  it('stays hidden until the page is painted, then shows', () => {
    const { window } = openWindow();
    expect(window.options.show).toBe(false);
    expect(window.shown).toBe(false);
    window.emit('ready-to-show');
    expect(window.shown).toBe(true);
  });

  it('comes back where the person left it when that place is on a screen', () => {
    const { window } = openWindow({ x: 100, y: 80, width: 1400, height: 900, maximized: true });
    expect(window.options).toMatchObject({ x: 100, y: 80, width: 1400, height: 900 });
    window.emit('ready-to-show');
    expect(window.maximized).toBe(true);
  });

  it('ignores a saved place that no connected screen shows (an unplugged monitor)', () => {
    const { window } = openWindow({ x: 3000, y: 200, width: 1200, height: 800, maximized: false });
    expect(fake.screen.getDisplayMatching).toHaveBeenCalledWith(expect.objectContaining({ x: 3000, y: 200 }));
    expect(window.options.x).toBeUndefined();
    expect(window.options).toMatchObject({ width: 1280, height: 800 });
  });

  it('ignores a saved place whose title bar is above the screen', () => {
    const { window } = openWindow({ x: 100, y: -500, width: 1200, height: 800, maximized: false });
    expect(window.options.y).toBeUndefined();
  });

  it('remembers its size and position when it closes', () => {
    const { window, bounds } = openWindow();
    window.bounds = { x: 10, y: 20, width: 1000, height: 700 };
    window.emit('close');
    expect(bounds.save).toHaveBeenCalledWith({ x: 10, y: 20, width: 1000, height: 700, maximized: false });
  });

  it('remembers a resize or a move once the person lets go, not on every pixel', () => {
    vi.useFakeTimers();
    const { window, bounds } = openWindow();
    window.bounds = { x: 0, y: 0, width: 1100, height: 700 };
    window.emit('resize');
    window.emit('move');
    window.emit('resize');
    expect(bounds.save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(bounds.save).toHaveBeenCalledTimes(1);
    expect(bounds.saved).toMatchObject({ width: 1100, height: 700 });
  });
});
