// A second desk of the same account as the desk on screen, in the test's own process: what pairs with it in a walk.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDesk, type RunningDesk } from '../../../electron/core/desk/create-desk.js';
import { dispatch } from '../../../electron/core/desk/dispatch.js';
import { DEFAULT_SETTINGS } from '../../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../../electron/core/vault/memory-vault.js';
import type { RunningSandbox } from '../../../electron/sandbox/index.js';
import type { CallName } from '../../../shared/contract/names.js';
import { TestClock } from '../../support/test-clock.js';

/** A second desk of the same account, in this process with a data folder of its own. */
export async function otherDesk(sandbox: RunningSandbox): Promise<{ desk: RunningDesk; call: (name: CallName, input: unknown) => Promise<unknown>; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'fd-e2e-venue-'));
  const desk = createDesk({
    settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)), vault: new MemoryVault(), dataDir: folder,
    openBrowser: () => Promise.reject(new Error('No browser sign-in here.')), now: TestClock.of(sandbox).now,
    startDemo: async () => ({ baseUrl: sandbox.url, clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, staff: sandbox.staff, close: async () => undefined }),
  });
  await desk.start();
  const call = async (name: CallName, input: unknown) => {
    const result = await dispatch(desk.handlers, name, input, desk.log);
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  };
  return { desk, call, close: async () => { await desk.close(); rmSync(folder, { recursive: true, force: true }); } };
}
