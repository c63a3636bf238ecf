// Builds the desk the shells serve: the Desk, its contract handlers and its events.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenBrowser } from '../accounts/demo-browser.js';
import type { FileWriter } from '../offline/outbox/outbox-file.js';
import type { Timers } from '../platform/timers.js';
import type { DemoStarter } from '../accounts/demo-service.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { DeskLog } from '../log/desk-log.js';
import { vaultKeepingSecretsOut } from './secrets-kept-out.js';
import type { Vault } from '../vault/vault.js';
import type { AccountLifecycle } from './account-lifecycle.js';
import { Desk, type CloseReport } from './desk.js';
import type { DeskEventSource } from './desk-events.js';
import type { DeskHandlers } from './dispatch.js';
import { accountHandlers } from './handlers/account-handlers.js';
import { ChosenCounts } from './chosen-counts.js';
import { basketHandlers } from './handlers/basket-handlers.js';
import { formHandlers } from './handlers/form-handlers.js';
import { bookingHandlers } from './handlers/booking-handlers.js';
import { catalogueHandlers } from './handlers/catalogue-handlers.js';
import { logHandlers } from './handlers/log-handlers.js';
import { dayHandlers } from './handlers/day-handlers.js';
import { offlineHandlers } from './handlers/offline-handlers.js';
import { reportHandlers } from './handlers/report-handlers.js';
import { ratesHandlers } from './handlers/rates-handlers.js';
import { venueHandlers, type VenueTiming } from './handlers/venue-handlers.js';
import { ChangeFeed } from '../change-feed/change-feed.js';
import { ShiftRecords } from '../shift-record/shift-records.js';
import type { RecordWriter } from '../shift-record/record-files.js';
import { departureHandlers } from './handlers/departure-handlers.js';
import { printHandlers } from './handlers/print-handlers.js';
import { readinessHandlers } from './handlers/readiness-handlers.js';
import { shiftHandlers } from './handlers/shift-handlers.js';
import { feedHost } from './feed-host.js';
import { recordHost } from './record-host.js';
import { withShiftRecording } from './shift-recording.js';

export interface CreateDeskOptions {
  settings: SettingsStore;
  vault: Vault;
  /** Where the demo service keeps its state; null keeps it in memory. */
  dataDir: string | null;
  openBrowser: OpenBrowser;
  fetch?: typeof fetch;
  now?: () => number;
  /** Starts the demo account's service: the shells hand in the sandbox's starter, tests their own. */
  startDemo: DemoStarter;
  /** The process's log (the shell's, which also shows problems on its terminal); a quiet one of its own otherwise. */
  log?: DeskLog;
  /** For tests: the background loops' timers, and an outbox writer that can fail like a bad disk. */
  timers?: Timers;
  outboxWriter?: FileWriter;
  random?: () => number;
  /** How long a request to the service waits for its answer (15 s unless a test shortens it). */
  requestTimeoutMs?: number;
  venueTiming?: VenueTiming;
  /** For tests: how the shift record's files are written (one that fails as a full disk does). */
  recordWriter?: RecordWriter;
  /**
   * Whether the change feed asks the service every 15 s (true, as a desk does); a test that counts requests or moves
   * time on turns it off and runs rounds itself (`feed.round()`).
   */
  changeFeed?: boolean;
}

export interface RunningDesk {
  handlers: DeskHandlers;
  events: DeskEventSource;
  desk: Desk;
  log: DeskLog;
  /** The shift's record of each account and the change feed: reached by tests, which move them on. */
  records: ShiftRecords;
  feed: ChangeFeed;
  /** Where the outbox and working sets live: the given folder, or a temporary one removed on close. */
  dataDir: string;
  start(): Promise<void>;
  /** Never throws; says what the disk never took (the shell tells the person). */
  close(): Promise<CloseReport>;
}

/** For a log's header: enough to know what wrote it, nothing about the person. */
function aboutThisDesk(): string {
  return `Frontdesk on ${process.platform} ${process.arch}, Node ${process.versions.node}`
    + `${process.versions.electron ? `, Electron ${process.versions.electron}` : ''}`;
}

/**
 * While an account opens (the start, a switch), every call but desk.status waits for it: its copy answers them then,
 * where a call made a moment earlier would have found no account, or asked the service. desk.status says meanwhile
 * how the opening goes.
 */
function waitingForTheAccount(lifecycle: Pick<AccountLifecycle, 'opened'>, handlers: DeskHandlers): DeskHandlers {
  const waiting: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers) as [string, (input: unknown, signal: AbortSignal) => Promise<unknown>][]) {
    waiting[name] = name === 'desk.status' ? handler : async (input: unknown, signal: AbortSignal) => {
      await lifecycle.opened();
      return handler(input, signal);
    };
  }
  return waiting as DeskHandlers;
}

export function createDesk(options: CreateDeskOptions): RunningDesk {
  // Without a data folder (tests, a throwaway desk) the outbox and working sets still need a disk: a fresh temp one,
  // removed again on close so that throwaway desks leave nothing behind.
  const throwaway = options.dataDir ? null : mkdtempSync(join(tmpdir(), 'frontdesk-desk-'));
  const dataDir = options.dataDir ?? throwaway!;
  const now = options.now ?? Date.now;
  const log = options.log ?? new DeskLog({ now });
  const desk = new Desk({
    settings: options.settings, vault: vaultKeepingSecretsOut(options.vault, log), openBrowser: options.openBrowser,
    dataDir, log,
    startDemo: options.startDemo,
    ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.now ? { now: options.now } : {}),
    ...(options.timers ? { timers: options.timers } : {}), ...(options.outboxWriter ? { outboxWriter: options.outboxWriter } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.requestTimeoutMs !== undefined ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
  });
  // What the person chose for each SLIP: rated by one handler, said on the basket's lines by another.
  const chosenCounts = new ChosenCounts();
  const records = new ShiftRecords({
    host: recordHost(desk), vault: options.vault, dataDir, ...(options.timers ? { timers: options.timers } : {}),
    ...(options.recordWriter ? { write: options.recordWriter } : {}),
  });
  // A record the disk will not take is said where the outbox's trouble is: on every screen.
  records.onWarningChange = desk.addWarning(() => records.warning());
  // Every change of the outbox is told here first, in order: the record sees a write queued before it is sent.
  desk.events.subscribe((name) => { if (name === 'outbox.changed') records.outboxChanged(); });
  const feed = new ChangeFeed(feedHost(desk), options.timers);
  const handlers: DeskHandlers = waitingForTheAccount(desk.lifecycle, withShiftRecording(desk, records, {
    ...accountHandlers(desk), ...bookingHandlers(desk), ...dayHandlers(desk), ...catalogueHandlers(desk),
    ...offlineHandlers(desk), ...ratesHandlers(desk, chosenCounts), ...basketHandlers(desk, chosenCounts), ...formHandlers(desk),
    ...reportHandlers(desk),
    ...logHandlers({ dataDir, log, now, about: aboutThisDesk() }), ...venueHandlers(desk, dataDir, options.venueTiming),
    ...readinessHandlers(desk, records), ...departureHandlers(desk, records), ...shiftHandlers(desk, records),
    ...printHandlers(desk, records),
  }));
  const start = async () => {
    await desk.start();
    if (options.changeFeed !== false) feed.start();
  };
  const close = async () => {
    try {
      await feed.stop();
      const report = await desk.close();
      await records.close();
      return report;
    } finally {
      if (throwaway) {
        await rm(throwaway, { recursive: true, force: true })
          .catch((error: unknown) => log.warn('desk', `could not remove the throwaway folder ${throwaway}: ${String(error)}`));
      }
    }
  };
  return { handlers, events: desk.events, desk, log, dataDir, start, close, records, feed };
}
