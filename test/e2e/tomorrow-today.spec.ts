// Tomorrow ready, today closed, on a business's own account at the pinned Thursday morning: a booking made
// on the service's own site reaches the manifest within the change feed's interval; tomorrow's readiness shows a
// balance due, a required answer missing and a booking still Pending; a reminder sent with "Notify the guest"
// reaches the service's notifications; this morning's 9:00 tour is closed with its two no-shows, each set to the
// account's no-show status (the service's write log), and shows closed on a second desk paired with this one; and
// the handover's totals are the writes the walk made.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AccountSecrets } from '../../electron/core/accounts/account-secrets.js';
import { demoServiceStarter } from '../../electron/sandbox/index.js';
import { createDesk, type RunningDesk } from '../../electron/core/desk/create-desk.js';
import { dispatch } from '../../electron/core/desk/dispatch.js';
import { DEFAULT_SETTINGS } from '../../electron/core/settings/desk-settings.js';
import { MemorySettingsStore } from '../../electron/core/settings/settings-store.js';
import { MemoryVault } from '../../electron/core/vault/memory-vault.js';
import type { CallInput, CallName, CallOutput } from '../../shared/contract/calls.js';
import type { ServiceProcess } from '../support/service-process.js';
import { expect, test, type ConnectedDesk } from './support/connected-desk.js';
import { expectAccessible, screenshot } from './support/desk-app.js';

const TODAY = 20261112;
const TOMORROW = 20261113;
const SNORKELING = 201;
/** The feed's interval: a booking made online is on the manifest within it (change-feed.ts). */
const FEED_MS = 15_000;

// Seed 58 at 800 bookings: tomorrow a booking with a balance due and one Pending; this morning's 9:00 snorkeling
// tour has two guests who never came.
test.use({ serviceOptions: { seed: 58, bookings: 800 } });

const basicOf = (service: ServiceProcess) => `Basic ${Buffer.from(`${service.banner.apiKey}:${service.banner.apiSecret}`).toString('base64')}`;

/** What the service sent guests (GET /__sandbox/notifications), in order. */
async function notifications(service: ServiceProcess): Promise<{ statusId: string }[]> {
  const answer = await fetch(`${service.url}/__sandbox/notifications`, { headers: { Authorization: basicOf(service) } });
  return ((await answer.json()) as { notifications: { statusId: string }[] }).notifications;
}

/** A booking made on the service's own site (a guest's phone call taken there): a name, nothing else. */
async function bookOnTheService(service: ServiceProcess, guest: string): Promise<string> {
  const basic = basicOf(service);
  const rated = await fetch(`${service.url}/api/3.0/item/${SNORKELING}?start_date=${TOMORROW}&end_date=${TOMORROW}&param[adults]=2`,
    { headers: { Authorization: basic } }).then((answer) => answer.json() as Promise<{ item: { rate: { slip: string } } }>);
  const form = new URLSearchParams({ 'slip[]': rated.item.rate.slip, 'form[customer_name]': guest });
  const made = await fetch(`${service.url}/api/3.0/booking/create`, { method: 'POST', headers: { Authorization: basic }, body: form })
    .then((answer) => answer.json() as Promise<{ booking: { code: string } }>);
  return made.booking.code;
}

interface SecondDesk {
  call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>>;
  close(): Promise<void>;
}

/**
 * A second desk of the business (the Dock), on the same account with its own key and secret, paired with the one on
 * screen. It is set up as the first desk keeps the account (the same account on this desk's books), since desks pair
 * within one account as a desk names it.
 */
async function pairedDesk(connected: ConnectedDesk): Promise<SecondDesk> {
  const folder = await mkdtemp(join(tmpdir(), 'fd-e2e-dock-'));
  const account = connected.open.desk.desk.account.config()!;
  const vault = new MemoryVault();
  const secrets = new AccountSecrets(vault);
  await secrets.write(account.id, 'api-key', connected.service.banner.apiKey);
  await secrets.write(account.id, 'api-secret', connected.service.banner.apiSecret);
  const desk: RunningDesk = createDesk({
    settings: new MemorySettingsStore({ ...structuredClone(DEFAULT_SETTINGS), accounts: [{ ...account, staff: [], actingStaffId: null }], currentAccountId: account.id }),
    vault, dataDir: folder, now: connected.clock.now, openBrowser: () => Promise.reject(new Error('No browser here.')),
    startDemo: demoServiceStarter(null, 20),
  });
  const call = async <N extends CallName>(name: N, input: CallInput<N>, on = desk) => {
    const result = await dispatch(on.handlers, name, input, on.log);
    if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
    return result.value as CallOutput<N>;
  };
  await desk.start();
  const offer = await call('venue.offerPairing', { deskName: 'Lobby' }, connected.open.desk);
  await call('venue.join', { deskName: 'Dock', code: offer.code });
  return { call: (name, input) => call(name, input), close: async () => { await desk.close(); await rm(folder, { recursive: true, force: true }); } };
}

test('tomorrow made ready and this morning closed, across two desks, with its handover', async ({ page, connected }) => {
  test.setTimeout(120_000);
  const { service } = connected;
  const feed = connected.open.desk.feed;
  // Booked on the service a moment after the desk last asked what changed: the next round, under 15 s away, finds it.
  const lastRound = feed.lastRoundAt;
  await expect.poll(() => feed.lastRoundAt, { timeout: FEED_MS + 5_000 }).toBeGreaterThan(lastRound);
  const madeOnline = await bookOnTheService(service, 'Rosa Quintero');
  await page.keyboard.press(']');
  await expect(page.getByRole('heading', { name: /Friday, November 13, 2026/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rosa Quintero' }).first()).toBeVisible({ timeout: FEED_MS });

  // Tomorrow's readiness, on the Manifest in short and on its own board (Alt+0).
  await expect(page.getByRole('region', { name: /Before they arrive/ })).toContainText('Balance due');
  await page.keyboard.press('Alt+0');
  const board = page.locator('.readiness');
  const group = (title: string) => board.getByRole('region', { name: new RegExp(`^${title}`) });
  await expect(group('Balance due').getByRole('row').nth(1)).toBeVisible();
  await expect(group('Required answers missing').getByRole('row', { name: /Rosa Quintero/ })).toContainText('Email missing: the guest\'s form requires it');
  const pending = group('Not confirmed').getByRole('row', { name: /Pending: not confirmed yet/ }).first();
  await expect(pending).toBeVisible();
  await expectAccessible(page, 'readiness');
  for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `readiness-${width}`);
  }

  // A reminder: the Pending booking's status set again with Notify the guest, by key.
  const pendingCode = (await pending.getAttribute('data-code'))!;
  await pending.getByRole('link').first().focus();
  await page.keyboard.press('s');
  const status = page.getByRole('dialog', { name: new RegExp(`Status of ${pendingCode}`) });
  await expect(status.getByLabel('Notify the guest')).not.toBeChecked();
  await expect(status).toContainText("the account's own e-mail or text");
  await status.getByLabel('Notify the guest').check();
  await status.getByRole('button', { name: /and notify/ }).click();
  await expect(status).toBeHidden();
  await expect.poll(async () => (await notifications(service)).map((sent) => sent.statusId)).toEqual(['PEND']);

  // The no-show status, chosen once under Accounts by its code.
  await page.getByRole('link', { name: 'Accounts' }).click();
  const noShow = page.getByRole('region', { name: 'No-show status' });
  await noShow.getByLabel("The account's no-show status").selectOption({ label: 'Another status, by its code…' });
  await noShow.getByLabel('Status code, as the account calls it').fill('NOSHOW');
  await noShow.getByRole('button', { name: 'Save the no-show status' }).click();
  await expect(noShow).toContainText('Chosen: NOSHOW');

  // This morning's 9:00 tour, closed with its two no-shows; a second desk of the venue shows it closed.
  const dock = await pairedDesk(connected);
  try {
    await page.keyboard.press('Alt+1');
    // The manifest kept tomorrow, as it was left: T is back to today.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('t');
    await expect(page.getByRole('heading', { name: /Thursday, November 12, 2026/ })).toBeVisible();
    const tour = page.locator('section.manifest-group').filter({ has: page.getByRole('heading', { name: /^9:00.*Islands Snorkeling Tour/ }) });
    await tour.getByRole('button', { name: /Close this departure/ }).click();
    const closing = page.getByRole('dialog', { name: /Close 9:00.* Islands Snorkeling Tour/ });
    await expect(closing).toContainText('2 guests never checked in');
    await expect(closing.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'close-departure-1366');
    await closing.getByRole('button', { name: 'Close with 2 no-shows' }).click();
    await expect(tour).toContainText(/Closed.*2 no-shows, 0 late/);
    await expect.poll(async () => (await service.writes()).filter((write) => write.kind === 'update' && write.detail === 'NOSHOW').length).toBe(2);
    await expect.poll(async () => (await dock.call('departures.list', { day: TODAY }))
      .filter((each) => each.itemId === SNORKELING && each.time === '09:00' && each.reopenedAt === null).length, { timeout: 15_000 }).toBe(1);
  } finally {
    await dock.close();
  }

  // The handover: its totals are the writes this walk made at the service.
  await page.keyboard.press('Alt+s');
  await page.getByRole('button', { name: 'Hand over…' }).click();
  const writes = await service.writes();
  const summary = page.getByRole('list', { name: 'Writes this shift' });
  const updates = writes.filter((write) => write.kind === 'update').length;
  const notes = writes.filter((write) => write.kind === 'note').length;
  await expect(summary).toContainText(`${updates} status changes`);
  await expect(summary).toContainText(`${notes} notes`);
  await expect(summary).toContainText('1 departure closed');
  await page.getByLabel('Note for the next shift').fill('The 9:00 snorkelers never came; Rosa Quintero still owes her e-mail.');
  await page.getByRole('button', { name: 'Hand over', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Handed over' })).toBeVisible();
  for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `handover-${width}`);
  }
  expect(madeOnline).toMatch(/^[A-Z]{4}-\d{6}$/);
});

test('the whole readiness board printed on A4 leaves its buttons off, so each guest\'s name keeps to its line', async ({ page, connected: _connected }) => {
  await page.keyboard.press('Alt+0');
  const board = page.locator('.readiness');
  await expect(board.getByRole('region', { name: /^Balance due/ }).getByRole('row').nth(1)).toBeVisible();
  // A4's width less a printer's margins, in CSS pixels; printed as Ctrl+P prints it, not by a group's own Print.
  await page.setViewportSize({ width: 718, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(board.getByRole('button')).toHaveCount(0);
  // The buttons' column kept its width on paper and left the names a letter or two a line ("Frey / a / And / erss / on").
  const linesPerName = await board.locator('.readiness-open').evaluateAll((names) => names.map((name) => name.getClientRects().length));
  expect(linesPerName.length).toBeGreaterThan(0);
  expect(Math.max(...linesPerName)).toBeLessThanOrEqual(2);
});
