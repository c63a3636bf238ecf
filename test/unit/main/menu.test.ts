import type { MenuItemConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMenu, menuTemplate } from '../../../electron/main/menu.js';
import { fake, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

function submenuOf(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const menu = template.find((item) => item.label === label || item.role === label);
  return (menu?.submenu ?? []) as MenuItemConstructorOptions[];
}

const roles = (items: MenuItemConstructorOptions[]) => items.filter((item) => item.role).map((item) => item.role);

beforeEach(() => resetFakeElectron());

describe('the application menu', () => {
  it('offers the usual editing commands with their shortcuts', () => {
    const edit = submenuOf(menuTemplate({ isDevelopment: false, platform: 'linux' }), 'Edit');
    expect(roles(edit)).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
    const accelerators = Object.fromEntries(edit.filter((item) => item.role).map((item) => [item.role, item.accelerator]));
    expect(accelerators).toEqual({
      undo: 'CmdOrCtrl+Z', redo: 'Ctrl+Y', cut: 'CmdOrCtrl+X', copy: 'CmdOrCtrl+C', paste: 'CmdOrCtrl+V', selectAll: 'CmdOrCtrl+A',
    });
  });

  it('has no reload and no developer tools in the field', () => {
    const view = submenuOf(menuTemplate({ isDevelopment: false, platform: 'win32' }), 'View');
    expect(roles(view)).not.toContain('reload');
    expect(roles(view)).not.toContain('forceReload');
    expect(roles(view)).not.toContain('toggleDevTools');
    expect(roles(view)).toEqual(expect.arrayContaining(['resetZoom', 'zoomIn', 'zoomOut']));
  });

  it('has reload and developer tools in development', () => {
    const view = submenuOf(menuTemplate({ isDevelopment: true, platform: 'linux' }), 'View');
    expect(roles(view)).toEqual(expect.arrayContaining(['reload', 'toggleDevTools', 'resetZoom', 'zoomIn', 'zoomOut']));
    expect(view.find((item) => item.role === 'reload')?.accelerator).toBe('CmdOrCtrl+R');
  });

  it('has a window menu, and a help menu whose About item shows the about panel', () => {
    const template = menuTemplate({ isDevelopment: false, platform: 'linux' });
    expect(template.some((item) => item.role === 'windowMenu')).toBe(true);
    const about = submenuOf(template, 'help').find((item) => item.label === 'About Frontdesk');
    expect(about).toBeDefined();
    about!.click!(asMenuClick(), undefined, asMenuClick());
    expect(fake.app.showAboutPanel).toHaveBeenCalledTimes(1);
    expect(fake.app.setAboutPanelOptions).toHaveBeenCalledWith(expect.objectContaining({ applicationName: 'Frontdesk' }));
  });

  it('saves a log for support from the help menu and shows the file, or says why it was not saved', async () => {
    const saveLog = vi.fn(() => Promise.resolve('/data/logs/frontdesk-log.txt'));
    const item = submenuOf(menuTemplate({ isDevelopment: false, platform: 'linux', saveLog }), 'help')
      .find((entry) => entry.label === 'Save a Log for Support…');
    item!.click!(asMenuClick(), undefined, asMenuClick());
    await vi.waitFor(() => expect(fake.shell.showItemInFolder).toHaveBeenCalledWith('/data/logs/frontdesk-log.txt'));
    saveLog.mockImplementationOnce(() => Promise.reject(new Error('The disk is full.')));
    item!.click!(asMenuClick(), undefined, asMenuClick());
    await vi.waitFor(() => expect(fake.dialog.showErrorBox).toHaveBeenCalledWith('The log was not saved', 'The disk is full. Try again.'));
  });

  it('follows the Mac conventions on a Mac', () => {
    const template = menuTemplate({ isDevelopment: false, platform: 'darwin' });
    expect(template[0]?.role).toBe('appMenu');
    expect(submenuOf(template, 'Edit').find((item) => item.role === 'redo')?.accelerator).toBe('Shift+Cmd+Z');
  });

  it('installs the menu as the application menu', () => {
    installMenu({ isDevelopment: false });
    expect(fake.Menu.setApplicationMenu).toHaveBeenCalledWith(fake.Menu.buildFromTemplate.mock.results[0]?.value);
  });
});

function asMenuClick<T>(): T {
  return {} as T;
}
