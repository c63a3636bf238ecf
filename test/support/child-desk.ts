// A desk in a child process of a test: its own data folder (file vault, settings file) against the parent's
// sandbox, whose banner the parent hands over. Started, so the demo account is open.
import { createDesk, type CreateDeskOptions, type RunningDesk } from '../../electron/core/desk/create-desk.js';
import { ConfSettingsStore } from '../../electron/core/settings/conf-settings-store.js';
import { openFileVault } from '../../electron/core/vault/file-vault.js';

export interface ChildBanner {
  url: string;
  clientId: string;
  clientSecret: string;
  staff: { accountId: number; name: string; login: string; password: string }[];
}

export async function startChildDesk(dataDir: string, banner: ChildBanner, options: Pick<CreateDeskOptions, 'venueTiming'> = {}): Promise<RunningDesk> {
  const running = createDesk({
    settings: new ConfSettingsStore(dataDir, () => undefined), vault: await openFileVault({ folder: dataDir, log: () => undefined }),
    dataDir, openBrowser: () => Promise.reject(new Error('no browser here')),
    startDemo: async () => ({ ...banner, baseUrl: banner.url, close: async () => undefined }),
    ...options,
  });
  await running.start();
  return running;
}
