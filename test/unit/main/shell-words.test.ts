// The shell's own words (menu, native dialogs) follow the desk's language as the page does, from the same
// catalogues: English as before, German once the desk's choice (or its account's locale) is German.
import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskHandlers } from '../../../electron/core/desk/dispatch.js';
import { menuTemplate } from '../../../electron/main/menu.js';
import { closeBeforeQuit } from '../../../electron/main/quit.js';
import { withDeskLanguage } from '../../../electron/main/shell-language.js';
import { speakDeskLanguage } from '../../../electron/main/shell-words.js';
import type { DeskLanguageChoice } from '../../../shared/domain/desk-language.js';
import { fake, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

const labels = (template: MenuItemConstructorOptions[]) => [
  ...template.filter((item) => item.label).map((item) => item.label),
  ...((template.find((item) => item.role === 'help')?.submenu ?? []) as MenuItemConstructorOptions[]).map((item) => item.label),
];

/** The three handlers the shell asks its language of, over a desk whose choice and account locale the test sets. */
function languageDesk(choice: DeskLanguageChoice, localeId: string) {
  const desk = { choice, localeId };
  const handlers = {
    'settings.get': async () => ({ language: desk.choice }),
    'settings.set': async (change: { language?: DeskLanguageChoice }) => {
      if (change.language) desk.choice = change.language;
      return { language: desk.choice };
    },
    'accounts.info': async () => ({ localeId: desk.localeId }),
  } as unknown as Pick<DeskHandlers, 'settings.get' | 'settings.set' | 'accounts.info'>;
  return { desk, handlers };
}

const signal = new AbortController().signal;

beforeEach(() => resetFakeElectron());
afterEach(() => { speakDeskLanguage('en', 'en'); });

describe("the shell's words", () => {
  it('are English as before until the desk says otherwise', () => {
    expect(labels(menuTemplate({ isDevelopment: false, platform: 'linux', saveLog: async () => null })))
      .toEqual(['Edit', 'View', 'Save a Log for Support…', 'About Frontdesk']);
  });

  it('follow a language chosen for the desk, and the account\'s when it follows the account', async () => {
    const { handlers } = languageDesk('account', 'en_CA');
    const changed = vi.fn();
    const served = withDeskLanguage(handlers, changed, (error) => { throw error; });
    await served['settings.set']({ language: 'de' } as never, signal);
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(labels(menuTemplate({ isDevelopment: false, platform: 'linux', saveLog: async () => null })))
      .toEqual(['Bearbeiten', 'Ansicht', 'Protokoll für den Support speichern…', 'Über Frontdesk']);

    const french = languageDesk('account', 'fr_CA');
    const told = vi.fn();
    await withDeskLanguage(french.handlers, told, (error) => { throw error; })['accounts.info']({} as never, signal);
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    expect(labels(menuTemplate({ isDevelopment: false, platform: 'linux' }))).toEqual(['Édition', 'Affichage', 'À propos de Frontdesk']);
  });

  it('word the question at quitting with changes the disk never took, in the desk\'s language', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    speakDeskLanguage('de', 'en');
    closeBeforeQuit(() => ({ close: () => Promise.resolve({ unsaved: ['Check in on PVCA-050314', 'Note on PVCA-050315'] }) }));
    fake.app.emit('before-quit', { preventDefault: () => undefined, defaultPrevented: false });
    await vi.waitFor(() => expect(fake.app.quit).toHaveBeenCalledTimes(1));
    expect(fake.dialog.showMessageBox).toHaveBeenCalledWith(expect.objectContaining({
      title: 'Änderungen nicht gespeichert', buttons: ['Frontdesk schließen'],
      message: expect.stringMatching(/^2 Änderungen wurden nie auf diesem Computer gespeichert/) as unknown,
      detail: expect.stringContaining('Check in on PVCA-050314') as unknown,
    }));
    errors.mockRestore();
  });
});
