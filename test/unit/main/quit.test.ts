import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeBeforeQuit, quitWhenWindowsClose } from '../../../electron/main/quit.js';
import { fake, fakeEvent, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

beforeEach(() => resetFakeElectron());
afterEach(() => vi.useRealTimers());

describe('quitting', () => {
  it('quits when the last window closes', () => {
    quitWhenWindowsClose();
    fake.app.emit('window-all-closed');
    expect(fake.app.quit).toHaveBeenCalledTimes(1);
  });

  it('closes the desk before letting the app go, once', async () => {
    let finish = () => undefined as void;
    const desk = { close: vi.fn(() => new Promise<void>((resolve) => { finish = resolve; })) };
    closeBeforeQuit(() => desk);
    const first = fakeEvent();
    fake.app.emit('before-quit', first);
    fake.app.emit('before-quit', fakeEvent());
    expect(first.defaultPrevented).toBe(true);
    expect(desk.close).toHaveBeenCalledTimes(1);
    expect(fake.app.quit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledTimes(1));
    const last = fakeEvent();
    fake.app.emit('before-quit', last);
    expect(last.defaultPrevented).toBe(false);
  });

  it('quits anyway when the desk does not close in time', async () => {
    vi.useFakeTimers();
    const desk = { close: vi.fn(() => new Promise<void>(() => undefined)) };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    closeBeforeQuit(() => desk, 1_000);
    fake.app.emit('before-quit', fakeEvent());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.app.quit).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('did not close'));
    errors.mockRestore();
  });

  it('quits anyway when closing the desk fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    closeBeforeQuit(() => ({ close: () => Promise.reject(new Error('locked')) }));
    fake.app.emit('before-quit', fakeEvent());
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledTimes(1));
    errors.mockRestore();
  });

  it('tells the person which changes the disk never took before the app goes', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    closeBeforeQuit(() => ({ close: () => Promise.resolve({ unsaved: ['Check in on PVCA-050314'] }) }));
    fake.app.emit('before-quit', fakeEvent());
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledTimes(1));
    expect(fake.dialog.showMessageBox).toHaveBeenCalledWith(expect.objectContaining({
      message: expect.stringMatching(/^One change was never saved/) as unknown,
      detail: expect.stringContaining('Check in on PVCA-050314') as unknown,
    }));
    errors.mockRestore();
  });

  it('does not hold up a quit that comes before the desk exists', () => {
    closeBeforeQuit(() => null);
    const event = fakeEvent();
    fake.app.emit('before-quit', event);
    expect(event.defaultPrevented).toBe(false);
  });
});
