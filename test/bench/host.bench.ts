// Desk benchmarks: a contract call's round trip through the browser host, and 10,000 booking rows
// through the contract (sandbox → API client → Desk → host → JSON).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDesk } from '../../electron/core/desk/create-desk.js';
import { DEFAULT_SETTINGS } from '../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../electron/core/vault/memory-vault.js';
import { startHost } from '../../electron/host/index.js';
import { startSandbox } from '../../electron/sandbox/index.js';
import { hostClient } from './host-client.js';
import { percentile, timeEach, type BenchResult } from './measure.js';

export async function hostBenchmarks(): Promise<BenchResult[]> {
  const sandbox = await startSandbox({ seed: 2, bookings: 12_000 });
  const staticDir = mkdtempSync(join(tmpdir(), 'frontdesk-bench-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const desk = createDesk({
    settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)), vault: new MemoryVault(), dataDir: null,
    openBrowser: () => Promise.reject(new Error('no browser')),
    startDemo: async () => ({ baseUrl: sandbox.url, clientId: sandbox.clientId, clientSecret: sandbox.clientSecret,
      staff: sandbox.staff, close: async () => undefined }),
  });
  let host: Awaited<ReturnType<typeof startHost>>;
  try {
    await desk.start();
    host = await startHost({ handlers: desk.handlers, events: desk.events, log: desk.log, staticDir });
  } catch (error) {
    await desk.close();
    await sandbox.close();
    throw error;
  }
  try {
    const contract = await hostClient(host);
    const call = (name: string, input: unknown) => contract<{ bookings: unknown[] }>(name, input);
    await timeEach(50, () => call('desk.status', {}));
    const statusTimes = await timeEach(300, () => call('desk.status', {}));
    const tenPages = async () => {
      let rows = 0;
      for (let page = 1; page <= 10; page += 1) rows += (await call('bookings.list', { limit: 1000, page })).value?.bookings.length ?? 0;
      if (rows !== 10_000) throw new Error(`expected 10,000 rows, got ${rows}`);
    };
    await tenPages();
    // Median of several runs: the first runs include the JIT warming up, which a desk open all day has long done.
    const tenThousand = percentile(await timeEach(7, tenPages), 50);
    return [
      { name: 'Contract call round trip through the browser host (desk.status): median', value: percentile(statusTimes, 50), unit: 'ms', target: '< 5 ms', met: percentile(statusTimes, 50) < 5 },
      { name: '10,000 booking rows through the contract (10 pages of 1,000, sandbox → desk → host): median of 7 runs', value: tenThousand, unit: 'ms', target: '< 300 ms', met: tenThousand < 300 },
    ];
  } finally {
    await host.close();
    await desk.close();
    await sandbox.close();
  }
}
