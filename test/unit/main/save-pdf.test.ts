// "Save PDF" in the desktop app: the window's own print goes to the file the person chose, and nowhere without a
// choice.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fake, FakeBrowserWindow, asElectron, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);
const { savePdfHandler } = await import('../../../electron/main/save-pdf.js');

let folder: string;
beforeEach(async () => {
  resetFakeElectron();
  folder = await mkdtemp(join(tmpdir(), 'frontdesk-pdf-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const signal = new AbortController().signal;

describe('saving the manifest as a PDF', () => {
  it('writes the printed window to the file the person chose, and says where', async () => {
    const window = new FakeBrowserWindow({});
    const path = join(folder, 'manifest-2026-11-24.pdf');
    fake.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: path });
    const saved = await savePdfHandler(() => asElectron(window))({ fileName: 'manifest-2026-11-24.pdf' }, signal);
    expect(saved).toEqual({ savedTo: path });
    expect((await readFile(path)).toString()).toContain('%PDF-1.7');
    expect(fake.dialog.showSaveDialog.mock.calls[0]![1].defaultPath).toMatch(/manifest-2026-11-24\.pdf$/);
  });

  it('writes nothing when the person cancels the save dialog', async () => {
    fake.dialog.showSaveDialog.mockResolvedValue({ canceled: true });
    const saved = await savePdfHandler(() => asElectron(new FakeBrowserWindow({})))({ fileName: 'manifest.pdf' }, signal);
    expect(saved).toEqual({ savedTo: null });
    expect(await readdir(folder)).toEqual([]);
  });
});
