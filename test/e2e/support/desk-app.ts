// The app as a front-desk person meets it in browser mode: the built renderer served by the browser host, the
// desk behind it on the demo account, and the sandbox within the test's reach.
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createDesk, type RunningDesk } from '../../../electron/core/desk/create-desk.js';
import { DEFAULT_SETTINGS } from '../../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../../electron/core/vault/memory-vault.js';
import { startHost, type RunningHost } from '../../../electron/host/index.js';
import { startSandbox, type RunningSandbox } from '../../../electron/sandbox/index.js';
import type { AccountCurrencyCode } from '../../../electron/sandbox/seed/account-currency.js';
import { UNDO_SECONDS } from '../../../shared/domain/stamps.js';
import { TestClock } from '../../support/test-clock.js';

// FRONTDESK_RENDERER_DIR lets parallel runs each use their own build.
const RENDERER_DIR = process.env.FRONTDESK_RENDERER_DIR ?? fileURLToPath(new URL('../../../out/renderer', import.meta.url));

export interface DeskApp {
  sandbox: RunningSandbox;
  desk: RunningDesk;
  host: RunningHost;
  /** The desk's clock: the sandbox's time (pinned, as every test's is); the page reads it too (openApp). */
  clock: TestClock;
  /**
   * Moves the desk's clock past the undo window of every stamp pressed so far and sends what waited, as the end of
   * the window does: tests that are not about the window need not sit through it.
   */
  endUndoWindows(): Promise<void>;
}

/** The demo account a test runs on: seed 51 and 400 bookings in CAD unless it says otherwise. */
export interface DeskAppOptions {
  seed?: number;
  bookings?: number;
  items?: number;
  currency?: AccountCurrencyCode;
}

export async function startDeskApp(options: DeskAppOptions = {}): Promise<DeskApp> {
  const sandbox = await startSandbox({
    seed: options.seed ?? 51, bookings: options.bookings ?? 400, ...(options.items ? { items: options.items } : {}),
    ...(options.currency ? { currency: options.currency } : {}),
  });
  const clock = TestClock.of(sandbox);
  const desk = createDesk({
    settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)), vault: new MemoryVault(), dataDir: null,
    now: clock.now,
    openBrowser: () => Promise.reject(new Error('No browser sign-in in the end-to-end suite.')),
    startDemo: async () => ({
      get baseUrl() {
        return sandbox.url;
      },
      clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, staff: sandbox.staff, close: async () => undefined,
    }),
  });
  let host: RunningHost;
  try {
    await desk.start();
    host = await startHost({ handlers: desk.handlers, events: desk.events, log: desk.log, staticDir: RENDERER_DIR });
  } catch (error) {
    // Half started: the desk's throwaway folder and the sandbox go now, or the run leaves them behind.
    await desk.close();
    await sandbox.close();
    throw error;
  }
  const endUndoWindows = async () => {
    clock.advance(UNDO_SECONDS * 1000 + 1);
    await desk.desk.account.offlineIfOpen()?.replayNow();
  };
  return { sandbox, desk, host, clock, endUndoWindows };
}

/** Opens the app at its launch address, the page's clock reading the desk's: both show the same "today". */
export async function openApp(page: Page, app: DeskApp): Promise<void> {
  await page.clock.install({ time: app.clock.now() });
  await page.goto(app.host.launchUrl);
}

/**
 * Stops the app, after `first` (what else the caller opened on it, a browser say): each part is closed whatever the
 * one before did, so that a failure leaves no desk, throwaway folder or sandbox behind.
 */
export async function stopDeskApp(app: DeskApp, first: () => Promise<void> = async () => undefined): Promise<void> {
  try {
    await first();
  } finally {
    try {
      await app.host.close();
    } finally {
      try {
        await app.desk.close();
      } finally {
        await app.sandbox.close();
      }
    }
  }
}

/** The desk's log, a line each with its time, beside the test's other results (test-results/<test>/desk-log.txt). */
async function keepDeskLog(app: DeskApp, testInfo: TestInfo): Promise<void> {
  const lines = app.desk.log.recent().map((line) => `${new Date(line.at).toISOString()} ${line.level} ${line.area}: ${line.message}`);
  const path = testInfo.outputPath('desk-log.txt');
  await writeFile(path, lines.join('\n'));
  await testInfo.attach('desk-log.txt', { path, contentType: 'text/plain' });
}

/** Each test gets its own app, opened at its launch address; test.use({ deskOptions }) picks another account. */
export const test = base.extend<{ app: DeskApp; deskOptions: DeskAppOptions }>({
  deskOptions: [{}, { option: true }],
  // auto: every test opens the app, whether or not it names the fixture.
  app: [async ({ page, deskOptions }, use, testInfo) => {
    const app = await startDeskApp(deskOptions);
    try {
      await openApp(page, app);
      await use(app);
    } finally {
      try {
        // A failed test carries the desk's own account of what it did: what a flaky run in CI leaves to read.
        if (testInfo.status !== testInfo.expectedStatus) await keepDeskLog(app, testInfo);
      } finally {
        await stopDeskApp(app);
      }
    }
  }, { auto: true }],
});

export { expect };

/** axe-core: no serious or critical accessibility issue on the page as it is now. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${name}: ${v.id} (${v.impact}): ${v.help} → ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Screenshots of every screen, for a person to look at (test-results/screens). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
