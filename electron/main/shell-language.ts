// The shell follows the desk's language as the page does: the desk's choice, or the account's locale when it
// follows the account. It learns it again whenever either can have changed (a choice saved, the account's details
// told), and then words its menu anew; its dialogs read the words when they open.
import type { DeskHandlers } from '../core/desk/dispatch.js';
import { speakDeskLanguage } from './shell-words.js';

type LanguageHandlers = Pick<DeskHandlers, 'settings.get' | 'settings.set' | 'accounts.info'>;

/** Asks the desk its language; true when the shell's words changed. */
export async function learnDeskLanguage(handlers: LanguageHandlers): Promise<boolean> {
  const signal = new AbortController().signal;
  const { language } = await handlers['settings.get']({}, signal);
  const locale = language === 'account' ? (await handlers['accounts.info']({}, signal)).localeId : 'en';
  return speakDeskLanguage(language, locale);
}

/**
 * The handlers the window calls, learning the desk's language after a setting is saved and after the account's
 * details are told; `changed` runs when the words changed, `failed` when the desk could not say (the words stay).
 */
export function withDeskLanguage<H extends LanguageHandlers>(handlers: H, changed: () => void, failed: (error: unknown) => void): H {
  const learn = () => { learnDeskLanguage(handlers).then((moved) => { if (moved) changed(); }, failed); };
  return {
    ...handlers,
    'settings.set': async (input, signal) => {
      const view = await handlers['settings.set'](input, signal);
      learn();
      return view;
    },
    'accounts.info': async (input, signal) => {
      const info = await handlers['accounts.info'](input, signal);
      learn();
      return info;
    },
  };
}
