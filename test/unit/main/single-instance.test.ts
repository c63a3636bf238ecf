import type { BrowserWindow } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimSingleInstance } from '../../../electron/main/single-instance.js';
import { FakeBrowserWindow, asElectron, fake, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

beforeEach(() => resetFakeElectron());

describe('one Frontdesk at a time', () => {
  it('tells the caller to quit when another Frontdesk already runs', () => {
    fake.app.requestSingleInstanceLock.mockReturnValue(false);
    expect(claimSingleInstance(() => null)).toBe(false);
    expect(fake.app.listenerCount('second-instance')).toBe(0);
  });

  it('brings the running window forward when Frontdesk is started again', () => {
    const window = new FakeBrowserWindow({});
    window.minimized = true;
    expect(claimSingleInstance(() => asElectron<BrowserWindow>(window))).toBe(true);
    fake.app.emit('second-instance', {}, ['frontdesk'], '/home/desk', {});
    expect(window).toMatchObject({ minimized: false, shown: true, focused: true });
  });

  it('does nothing when the second start comes before the window exists', () => {
    expect(claimSingleInstance(() => null)).toBe(true);
    expect(() => fake.app.emit('second-instance', {}, [], '/', {})).not.toThrow();
  });
});
