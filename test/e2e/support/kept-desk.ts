// A desk that has synced its account and is started again the next morning with the booking service down: its
// settings, vault and data folder kept between the two runs, the service refusing connections or accepting them and
// never answering. The second desk is served the way `npm run start:web` serves it: the page can open while the
// desk is still opening its account.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDesk, type RunningDesk } from '../../../electron/core/desk/create-desk.js';
import { DEFAULT_SETTINGS } from '../../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../../electron/core/vault/memory-vault.js';
import { startHost, type RunningHost } from '../../../electron/host/index.js';
import { startSandbox, type SandboxBanner } from '../../../electron/sandbox/index.js';
import { TestClock } from '../../support/test-clock.js';

const RENDERER_DIR = process.env.FRONTDESK_RENDERER_DIR ?? fileURLToPath(new URL('../../../out/renderer', import.meta.url));

/** What survives between two runs of the desk on one computer. */
export interface KeptDesk {
  settings: MemorySettingsStore;
  vault: MemoryVault;
  dataDir: string;
  service: SandboxBanner;
  /** The desk's clock, the service's time when it synced (pinned, as every test's is); the page reads it too. */
  clock: TestClock;
  /** Removes the data folder. */
  remove(): Promise<void>;
}

export type ServiceDown = 'refusing' | 'silent';

/** The desk of a kept computer (its settings, vault and data folder), not yet started. */
export function deskOn(kept: Pick<KeptDesk, 'settings' | 'vault' | 'dataDir' | 'service' | 'clock'>): RunningDesk {
  const { service } = kept;
  return createDesk({
    settings: kept.settings, vault: kept.vault, dataDir: kept.dataDir, now: kept.clock.now,
    openBrowser: () => Promise.reject(new Error('No browser sign-in here.')),
    startDemo: async () => ({
      baseUrl: service.url, clientId: service.clientId, clientSecret: service.clientSecret, staff: service.staff,
      close: async () => undefined,
    }),
  });
}

/**
 * Yesterday: a desk signs in to a fresh sandbox, syncs every booking, opens today's manifest (the account's details,
 * the day, the booking parameters, the booking form's fields), and closes. The sandbox is stopped afterwards, so its port refuses connections.
 */
export async function syncedDesk(options: { seed?: number; bookings: number }): Promise<KeptDesk> {
  const sandbox = await startSandbox({ seed: options.seed ?? 51, bookings: options.bookings });
  const dataDir = await mkdtemp(join(tmpdir(), 'frontdesk-kept-desk-'));
  const kept = {
    settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)), vault: new MemoryVault(), dataDir,
    service: sandbox.banner(), clock: TestClock.of(sandbox), remove: () => rm(dataDir, { recursive: true, force: true }),
  };
  const desk = deskOn(kept);
  try {
    await desk.start();
    await desk.desk.account.offline().sync.full();
    await desk.handlers['accounts.info']({}, new AbortController().signal);
    await desk.handlers['day.contents']({}, new AbortController().signal);
    await desk.handlers['rates.parameters']({}, new AbortController().signal);
    await desk.handlers['bookings.formFields']({}, new AbortController().signal);
  } finally {
    await desk.close();
    await sandbox.close();
  }
  return kept;
}

/**
 * Makes the service's address fail the chosen way: `refusing` is nothing listening (the sandbox is stopped);
 * `silent` is a server that accepts every connection and never answers. Resolves to a function that ends it.
 */
export async function takeServiceDown(kept: KeptDesk, how: ServiceDown): Promise<() => Promise<void>> {
  if (how === 'refusing') return async () => undefined;
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  const port = Number(new URL(kept.service.url).port);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    server.close(() => resolve());
  });
}

export interface ReopenedDesk {
  desk: RunningDesk;
  host: RunningHost;
  /** Settles when the desk has opened its account (it may take as long as the service makes it). */
  started: Promise<void>;
  close(): Promise<void>;
}

/** This morning: the same desk started again, its page served at once as browser mode serves it. */
export async function reopenDesk(kept: KeptDesk): Promise<ReopenedDesk> {
  const desk = deskOn(kept);
  const host = await startHost({ handlers: desk.handlers, events: desk.events, staticDir: RENDERER_DIR, log: desk.log });
  const started = desk.start().catch(() => undefined);
  return {
    desk, host, started,
    close: async () => {
      await host.close();
      await desk.close();
    },
  };
}
