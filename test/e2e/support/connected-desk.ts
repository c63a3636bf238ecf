// A desk on the business's own account, as a new user meets it: Frontdesk freshly installed (it opens on its demo),
// the business's booking service running as a process of its own with its own address and credentials, and the
// account added under Accounts by typing that address, key and secret into the form (or an OAuth application's,
// signing in on the service's own page). Time is pinned: the service, the desk and the page all start at TEST_AT, so
// that no walk depends on the hour it runs at.
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoServiceStarter } from '../../../electron/sandbox/index.js';
import { createDesk, type RunningDesk } from '../../../electron/core/desk/create-desk.js';
import { DEFAULT_SETTINGS } from '../../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../../electron/core/vault/memory-vault.js';
import { startHost, type RunningHost } from '../../../electron/host/index.js';
import { UNDO_SECONDS } from '../../../shared/domain/stamps.js';
import { startServiceProcess, stopEveryServiceProcess, type ServiceProcess, type ServiceProcessOptions } from '../../support/service-process.js';
import { TEST_AT, TestClock } from '../../support/test-clock.js';

const RENDERER_DIR = process.env.FRONTDESK_RENDERER_DIR ?? fileURLToPath(new URL('../../../out/renderer', import.meta.url));

/** One computer's Frontdesk: what survives between two starts of the desk (its settings, vault and data folder). */
export interface DeskInstall {
  settings: MemorySettingsStore;
  vault: MemoryVault;
  dataDir: string;
  remove(): Promise<void>;
}

export async function newInstall(): Promise<DeskInstall> {
  const dataDir = await mkdtemp(join(tmpdir(), 'frontdesk-install-'));
  return {
    settings: new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS)), vault: new MemoryVault(), dataDir,
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A staff member's own browser, where the desk sends them to sign in (OAuth): each address opened, in order. */
export class SystemBrowser {
  readonly opened: string[] = [];
  readonly open = async (url: string): Promise<void> => {
    this.opened.push(url);
  };
}

export interface OpenDesk {
  desk: RunningDesk;
  host: RunningHost;
  /** Settles once the desk has opened its account (as long as the service makes it wait, when it is down). */
  started: Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the install's desk and serves it the way `npm run start:web` does: the page can open while the desk is
 * still opening its account. A fresh install opens on a small demo of its own.
 */
export async function openDesk(install: DeskInstall, clock: TestClock, browser = new SystemBrowser()): Promise<OpenDesk> {
  const desk = createDesk({
    settings: install.settings, vault: install.vault, dataDir: install.dataDir, now: clock.now,
    openBrowser: browser.open, startDemo: demoServiceStarter(null, 60),
  });
  const host = await startHost({ handlers: desk.handlers, events: desk.events, log: desk.log, staticDir: RENDERER_DIR });
  const started = desk.start().catch((error: unknown) => desk.log.error('desk', 'the desk did not start', error));
  return {
    desk, host, started,
    close: async () => {
      try {
        await host.close();
      } finally {
        await desk.close();
      }
    },
  };
}

/** Opens the page at the desk's launch address with the page's clock at the desk's. */
export async function openPage(page: Page, open: OpenDesk, clock: TestClock): Promise<void> {
  await page.clock.install({ time: clock.now() });
  await page.goto(open.host.launchUrl);
}

export interface ConnectOptions {
  /** What the person calls the account on this desk. */
  label?: string;
  /** A token pair (API key and secret, the default) or an OAuth application with a staff member's sign-in. */
  kind?: 'token-pair' | 'oauth';
}

/**
 * Adds the service under Accounts as a person does: the form's fields typed, Add account pressed; with OAuth,
 * Sign in pressed and the service's own page filled in, in the "system browser" (another tab of the same browser).
 * Ends on the Manifest of the connected account.
 */
export async function connectAccount(page: Page, service: ServiceProcess, browser: SystemBrowser, options: ConnectOptions = {}): Promise<void> {
  const label = options.label ?? 'Harbour Lights (our account)';
  const kind = options.kind ?? 'token-pair';
  await page.getByRole('link', { name: 'Accounts' }).click();
  const form = page.getByRole('region', { name: 'Connect your own account' });
  await form.getByLabel('Name on this desk').fill(label);
  await form.getByLabel('Service address').fill(service.url);
  if (kind === 'token-pair') {
    await form.getByLabel(/API key and secret/).check();
    await form.getByLabel('API key', { exact: true }).fill(service.banner.apiKey);
    await form.getByLabel('API secret').fill(service.banner.apiSecret);
  } else {
    await form.getByLabel(/Staff sign in/).check();
    await form.getByLabel('Consumer key (client id)').fill(service.banner.clientId);
    await form.getByLabel('Consumer secret').fill(service.banner.clientSecret);
  }
  await form.getByRole('button', { name: 'Add account' }).click();
  // The account is chosen at once: its own panel heads the screen.
  await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
  if (kind === 'oauth') await signInWithOAuth(page, service, browser);
  await expect(page.getByText('Signed in.')).toBeVisible();
  await page.getByRole('link', { name: 'Manifest' }).click();
  await expect(page.locator('.manifest-table tbody tr').first()).toBeVisible();
}

/** Sign in pressed on Accounts; the first staff member approves on the service's page in another tab. */
async function signInWithOAuth(page: Page, service: ServiceProcess, browser: SystemBrowser): Promise<void> {
  const before = browser.opened.length;
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => browser.opened.length, { message: 'the desk opens the service\'s sign-in page' }).toBeGreaterThan(before);
  const staff = service.banner.staff[0]!;
  const tab = await page.context().newPage();
  try {
    await tab.goto(browser.opened.at(-1)!);
    await tab.getByLabel('Staff login').fill(staff.login);
    await tab.getByLabel('Password').fill(staff.password);
    await tab.getByRole('button', { name: 'Approve' }).click();
    await expect(tab.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  } finally {
    await tab.close();
  }
}

export interface ConnectedDesk {
  service: ServiceProcess;
  install: DeskInstall;
  clock: TestClock;
  browser: SystemBrowser;
  /** The desk as it runs now (replaced by restart()). */
  open: OpenDesk;
  /**
   * Closes the desk and starts it again on the same install (the next morning, or after a crash), its page opened
   * afresh; resolves once the page is open, whether or not the desk could reach its service.
   */
  restart(page: Page): Promise<void>;
  /** Moves the desk's clock past the undo window of every stamp pressed so far and sends what waited. */
  endUndoWindows(): Promise<void>;
}

/** The desk's log beside the test's results when it failed (test-results/<test>/desk-log.txt). */
async function keepDeskLog(open: OpenDesk, testInfo: TestInfo): Promise<void> {
  const lines = open.desk.log.recent().map((line) => `${new Date(line.at).toISOString()} ${line.level} ${line.area}: ${line.message}`);
  const path = testInfo.outputPath('desk-log.txt');
  await writeFile(path, lines.join('\n'));
  await testInfo.attach('desk-log.txt', { path, contentType: 'text/plain' });
}

/**
 * Each test gets its own service process and a fresh install connected to it under Accounts;
 * test.use({ serviceOptions, accountOptions }) picks another business or another way of signing in.
 */
export const test = base.extend<{
  connected: ConnectedDesk; serviceOptions: ServiceProcessOptions; accountOptions: ConnectOptions;
}>({
  serviceOptions: [{}, { option: true }],
  accountOptions: [{}, { option: true }],
  connected: async ({ page, serviceOptions, accountOptions }, use, testInfo) => {
    const clock = new TestClock(TEST_AT);
    const service = await startServiceProcess({ startAt: clock.now(), ...serviceOptions });
    const install = await newInstall();
    const browser = new SystemBrowser();
    const connected: ConnectedDesk = {
      service, install, clock, browser, open: await openDesk(install, clock, browser),
      restart: async (onPage) => {
        await connected.open.close();
        connected.open = await openDesk(install, clock, browser);
        await onPage.goto(connected.open.host.launchUrl);
      },
      endUndoWindows: async () => {
        clock.advance(UNDO_SECONDS * 1000 + 1);
        await connected.open.desk.desk.account.offlineIfOpen()?.replayNow();
      },
    };
    try {
      await openPage(page, connected.open, clock);
      await connectAccount(page, service, browser, accountOptions);
      await use(connected);
    } finally {
      try {
        if (testInfo.status !== testInfo.expectedStatus) await keepDeskLog(connected.open, testInfo);
      } finally {
        try {
          await connected.open.close();
        } finally {
          await service.stop();
          await install.remove();
        }
      }
    }
  },
});

test.afterAll(() => stopEveryServiceProcess());

export { expect };
