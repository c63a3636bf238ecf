// A desk on the demo account, with the sandbox behind it in reach of the test and every request recorded.
import { createDesk, type RunningDesk } from '../../electron/core/desk/create-desk.js';
import type { VenueTiming } from '../../electron/core/desk/handlers/venue-handlers.js';
import type { FileWriter } from '../../electron/core/offline/outbox/outbox-file.js';
import type { RecordWriter } from '../../electron/core/shift-record/record-files.js';
import type { Timers } from '../../electron/core/platform/timers.js';
import { dispatch } from '../../electron/core/desk/dispatch.js';
import { DEFAULT_SETTINGS } from '../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore, type SettingsStore } from '../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../electron/core/vault/memory-vault.js';
import type { Dialect } from '../../electron/sandbox/dialect/answer-dialect.js';
import type { AccountCurrencyCode } from '../../electron/sandbox/seed/account-currency.js';
import type { Vault } from '../../electron/core/vault/vault.js';
import { startSandbox, type RunningSandbox } from '../../electron/sandbox/index.js';
import type { CallInput, CallName, CallOutput } from '../../shared/contract/calls.js';
import { TestClock } from './test-clock.js';
import type { DeskResult } from '../../shared/contract/desk-error.js';

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export interface DeskHarness {
  sandbox: RunningSandbox;
  running: RunningDesk;
  requests: SentRequest[];
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<DeskResult<CallOutput<N>>>;
  value<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>>;
  close(): Promise<void>;
}

export interface DeskOnDemoOptions {
  seed?: number;
  bookings?: number;
  /** What the desk's requests go through on their way (a proxy that rewrites answers, say); the network by default. */
  fetch?: typeof fetch;
  /** How the sandbox writes its answers; FRONTDESK_SANDBOX_DIALECT's choice by default. */
  dialect?: Dialect;
  /** The currency the demo account keeps its books in; CAD by default. */
  currency?: AccountCurrencyCode;
  /**
   * A desk started again on what an earlier one left (its sandbox, data folder, vault and settings), or another
   * desk's sandbox to share (two desks of one business); this harness then leaves the sandbox running on close.
   */
  sandbox?: RunningSandbox;
  dataDir?: string;
  vault?: Vault;
  settings?: SettingsStore;
  /**
   * The desk's clock (its sandbox's by default: the two agree on the day, the sandbox pinned as every test's is), its
   * background timers (test/support/virtual-timers.ts), and its outbox writer.
   */
  now?: () => number;
  timers?: Timers;
  outboxWriter?: FileWriter;
  /** 0..1 for the desk's spread after an outage; a seeded one makes a run repeatable. */
  random?: () => number;
  /** How fast a venue's desks beat, and how long a silent one's writes wait. */
  venueTiming?: VenueTiming;
  /** How the shift record's day files are written (one that fails as a full disk does). */
  recordWriter?: RecordWriter;
  /** The change feed on its 15-s timer; off unless asked, so that requests are counted as each test makes them. */
  changeFeed?: boolean;
}

export async function deskOnDemo(options: DeskOnDemoOptions = {}): Promise<DeskHarness> {
  const ownSandbox = options.sandbox === undefined;
  const sandbox = options.sandbox ?? await startSandbox({
    seed: options.seed ?? 41, bookings: options.bookings ?? 300, ...(options.dialect ? { dialect: options.dialect } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
  });
  const network = options.fetch ?? fetch;
  const requests: SentRequest[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, method: request.method, headers: request.headers, body: await request.clone().text() });
    return network(request, { redirect: init?.redirect ?? 'follow' });
  };
  const running = createDesk({
    settings: options.settings ?? new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)),
    vault: options.vault ?? new MemoryVault(), dataDir: options.dataDir ?? null,
    openBrowser: () => Promise.reject(new Error('no browser in this test')), fetch: recordingFetch,
    now: options.now ?? TestClock.of(sandbox).now, ...(options.timers ? { timers: options.timers } : {}),
    ...(options.outboxWriter ? { outboxWriter: options.outboxWriter } : {}), ...(options.random ? { random: options.random } : {}),
    ...(options.venueTiming ? { venueTiming: options.venueTiming } : {}),
    ...(options.recordWriter ? { recordWriter: options.recordWriter } : {}), changeFeed: options.changeFeed ?? false,
    startDemo: async () => ({
      get baseUrl() {
        return sandbox.url;
      },
      clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, staff: sandbox.staff, close: async () => undefined,
    }),
  });
  try {
    await running.start();
  } catch (error) {
    // A desk that did not start still holds its throwaway folder and timers: closed here, or the run leaves them.
    await running.close();
    if (ownSandbox) await sandbox.close();
    throw error;
  }
  const call = <N extends CallName>(name: N, input: CallInput<N>) =>
    dispatch(running.handlers, name, input, running.log) as Promise<DeskResult<CallOutput<N>>>;
  return {
    sandbox, running, requests, call,
    value: async (name, input) => {
      const result = await call(name, input);
      if (!result.ok) throw new Error(`${name} failed: ${result.error.kind}: ${result.error.message}`);
      return result.value;
    },
    close: async () => {
      await running.close();
      if (ownSandbox) await sandbox.close();
    },
  };
}
