// A front-desk person works through an outage: the booking service goes away, they check a guest in and write a
// note anyway, see both waiting on the booking and in the Outbox, and the service gets each exactly once when it
// is back; a check-in the service refuses meanwhile comes back as a conflict they can discard.
import type { Page } from '@playwright/test';
import { dayInZone } from '../../shared/domain/dates.js';
import type { Booking } from '../../electron/sandbox/state/model.js';
import { test, expect, expectAccessible, screenshot, type DeskApp } from './support/desk-app.js';

test.describe.configure({ timeout: 90_000 });

const storeOf = (app: DeskApp) => app.sandbox.control.services().store;
const writesOf = (app: DeskApp, booking: Booking) =>
  app.sandbox.control.writes().filter((write) => write.bookingId === booking.id).map((write) => write.kind).sort();

/** Today's arrivals the desk can still check in, as the service holds them. */
function arrivalsToCheckIn(app: DeskApp): Booking[] {
  const { store, clock } = app.sandbox.control.services();
  const today = dayInZone(clock.now(), store.state.account.timezone);
  return store.state.bookings.filter((b) => b.startDay === today && !b.checkedIn && !['VOID', 'CANCELLED'].includes(b.statusId));
}

const statusBar = (page: Page) => page.locator('footer.statusbar');

/** The screen scrolls inside <main>; a screenshot should show its top, where the offline banner is. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
  await screenshot(page, name);
}
/** Offline, the screen says so once: one banner with one time, no line repeating it, no sentence said twice. */
async function expectOneOfflineBanner(page: Page): Promise<void> {
  await expect(page.locator('.offline-banner')).toHaveCount(1);
  await expect(page.locator('.offline-banner')).toContainText(/^Offline — showing what this desk held at/);
  await expect(page.locator('.as-of')).toHaveCount(0);
  const sentences = (await page.locator('main').innerText()).split(/(?<=\.)\s+/).map((s) => s.trim()).filter((s) => s.length > 20);
  expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
}

const pendingPanel = (page: Page) => page.getByRole('region', { name: 'Not confirmed by the booking service yet' });
const outboxLink = (page: Page) => page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: /^Outbox/ });

/** The manifest is up and the desk has a working set to fall back on. */
async function readyForAnOutage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: /^Manifest/ })).toBeVisible();
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  await expect(statusBar(page).getByText(/^Last sync/)).toBeVisible({ timeout: 30_000 });
}

const manifestRow = (page: Page, code: string) => page.locator('.manifest-table tbody tr', { hasText: code }).first();

/** Opens a booking from the manifest, as a person clicks the guest's name. */
async function openArrival(page: Page, code: string): Promise<void> {
  await manifestRow(page, code).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
}

async function checkInOffline(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Check in/ }).click();
  await expect(pendingPanel(page)).toContainText('Pending: Check in (queued');
}

test('a check-in and a note made offline wait on the booking and in the Outbox, then land exactly once', async ({ app, page }) => {
  const booking = arrivalsToCheckIn(app).find((b) => b.statusId === 'PEND')!;
  await readyForAnOutage(page);
  await page.getByLabel('Acting:').selectOption({ label: 'Priya Shah' });
  await expect(page.getByLabel('Acting:')).toHaveValue('2');
  app.sandbox.control.setFaults({ offline: true });
  await openArrival(page, booking.code);

  await checkInOffline(page);
  await expect(page.getByText(/^Offline — showing what this desk held at/)).toBeVisible();
  await expect(page.getByText(/Changes are kept and sent when the connection is back/)).toBeVisible();
  await page.getByLabel(/^New note/).fill('Arrived during the outage; key card 214.');
  await page.getByRole('button', { name: /^Save note/ }).click();
  await expect(page.getByLabel(/^New note/)).toHaveValue('');
  const panel = pendingPanel(page);
  await expect(panel).toContainText('Pending: Note: Arrived during the outage; key card 214.');
  await expect(panel).toContainText('by Priya Shah) — will be sent when the connection is back');
  // One banner, one time: the booking's copy does not say it a second time, nor any sentence twice.
  await expectOneOfflineBanner(page);
  await expect(page.locator('.stamp', { hasText: 'Checked in by Priya Shah' })).toContainText('Not sent yet');
  await expect(outboxLink(page)).toContainText('2');
  await expect(statusBar(page).getByRole('link', { name: '2 pending writes' })).toBeVisible();
  await expectAccessible(page, 'offline-booking');
  await shoot(page, 'offline-booking');
  expect(writesOf(app, booking)).toEqual([]);

  // The manifest marks the queued check-in, and says its lists are the desk's copy.
  await page.keyboard.press('Alt+1');
  const row = manifestRow(page, booking.code);
  await expect(row.getByText('Check-in pending')).toBeVisible();
  await expectOneOfflineBanner(page);
  // The search box answers from the working set: a booking no screen has shown is found by its code.
  const elsewhere = storeOf(app).state.bookings.find((b) => b.startDay < booking.startDay - 100)!;
  await page.getByRole('combobox', { name: 'Search or scan a booking' }).fill(elsewhere.code.slice(0, 6));
  await expect(page.getByRole('option').filter({ hasText: elsewhere.code })).toBeVisible();
  await page.keyboard.press('Escape');

  await outboxLink(page).click();
  const items = page.locator('.outbox-item');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Check in');
  await expect(items.first().getByRole('link', { name: booking.code })).toBeVisible();
  await expect(items.first()).toContainText('by Priya Shah');
  await expect(items.first()).toContainText('Will be sent when the connection is back');
  await expectAccessible(page, 'outbox');
  await shoot(page, 'outbox');

  app.sandbox.control.clearFaults();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Nothing waiting: every change has reached the booking service.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => writesOf(app, booking)).toEqual(['checkin', 'note']);
  expect(app.sandbox.control.writes().filter((write) => write.bookingId === booking.id).map((write) => write.accountId)).toEqual([2, 2]);
  await expect(outboxLink(page)).toHaveText(/^Outbox\s*Alt\+6$/);
  await expect(page.getByText(/^Offline —/)).toHaveCount(0);

  await page.evaluate((code) => { window.location.hash = `#/booking/${code}`; }, booking.code);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${booking.code}` })).toBeVisible();
  await expect(page.locator('.stamp', { hasText: 'Checked in by Priya Shah' })).not.toContainText('Not sent yet');
  await expect(pendingPanel(page)).toHaveCount(0);
  await expect(page.getByText(/Shown from this desk's copy of/)).toHaveCount(0);
  expect(writesOf(app, booking)).toEqual(['checkin', 'note']);
});

test('a check-in the service refuses meanwhile comes back as a conflict with its reason, and can be discarded', async ({ app, page }) => {
  const booking = arrivalsToCheckIn(app)[0]!;
  await readyForAnOutage(page);
  app.sandbox.control.setFaults({ offline: true });
  // Someone else voids the booking on the service while this desk cannot see it.
  const store = storeOf(app);
  store.booking(booking.code)!.statusId = 'VOID';
  store.stockChanged();
  await openArrival(page, booking.code);
  await checkInOffline(page);

  app.sandbox.control.clearFaults();
  await outboxLink(page).click();
  await page.getByRole('button', { name: 'Sync now' }).click();
  const conflicts = page.getByRole('region', { name: /^To resolve/ });
  const item = conflicts.locator('.outbox-item');
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await expect(item).toContainText('Refused by the booking service');
  await expect(item).toContainText(/The booking service said:.*void/i);
  await expect(statusBar(page).getByRole('link', { name: '1 write to resolve' })).toBeVisible();
  await expectAccessible(page, 'outbox-conflict');
  await shoot(page, 'outbox-conflict');

  // The booking shows the refusal too, with the same way out.
  await item.getByRole('link', { name: booking.code }).click();
  await expect(pendingPanel(page)).toContainText(/Refused: Check in .*The booking service said:.*void/);
  await expect(pendingPanel(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page, 'booking-conflict');
  await shoot(page, 'offline-booking-conflict');
  await outboxLink(page).click();
  await item.getByRole('button', { name: /^Discard/ }).click();
  const dialog = page.getByRole('dialog', { name: `Discard the check-in of ${booking.code}? It will not be sent.` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByText('Nothing waiting: every change has reached the booking service.')).toBeVisible();
  await expect(page.locator('.outbox-item')).toHaveCount(0);
  expect(writesOf(app, booking)).toEqual([]);
  expect(store.booking(booking.code)!.checkedIn).toBeNull();
});

test('the desk keeps its settings: how many bookings it holds for offline, and what a scan does', async ({ page }) => {
  await page.getByRole('link', { name: 'Accounts' }).click();
  const settings = page.getByRole('region', { name: 'Settings for this desk' });
  const size = settings.getByLabel('Bookings kept for working offline');
  await expect(size).not.toHaveValue('');
  await size.fill('100');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('alert')).toContainText('Choose between 500 and 200,000 bookings.');
  await size.fill('800');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
  await settings.getByLabel('Scan checks the guest in').check();
  await expect(page.getByText('Scan: checks in')).toBeVisible();
  await expectAccessible(page, 'settings');
  await settings.scrollIntoViewIfNeeded();
  await screenshot(page, 'offline-settings');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Settings for this desk' }).getByLabel('Bookings kept for working offline')).toHaveValue('800');
  await expect(page.getByText('Scan: checks in')).toBeVisible();
});

test('the status bar says Offline as soon as the computer loses its network, and Online when it is back', async ({ page }) => {
  await readyForAnOutage(page);
  await expect(statusBar(page)).toContainText('Online');
  // No request has failed yet: the browser's own word that the network is gone is enough.
  await page.context().setOffline(true);
  await expect(statusBar(page)).toContainText('Offline');
  await expect(page.locator('.offline-banner')).toHaveCount(1);
  await page.context().setOffline(false);
  await expect(statusBar(page)).toContainText('Online');
  await expect(page.locator('.offline-banner')).toHaveCount(0);
});

test('a pause the service asked for is counted down on a screen left open, and says when it is over', async ({ page, app }) => {
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  app.sandbox.control.setFaults({ errorRate: 1, errorStatus: 429, retryAfterSeconds: 120 });
  await page.keyboard.press('Alt+3');
  const notice = page.locator('main .notice-error');
  await expect(notice).toContainText(/^The booking service asked Frontdesk to pause\. .* Try again in 1[12]\d s\./);
  await expect(notice).not.toContainText(/wait until \d/);
  // A minute later the screen no longer says "120 s" (it once said "Try again in 1 s." long after that second).
  await page.clock.runFor(60_000);
  await expect(notice).toContainText(/Try again in [56]\d s\./);
  await page.clock.runFor(70_000);
  await expect(notice).toContainText('You can try again now.');
  app.sandbox.control.setFaults({});
});

test('a note saved while the service asks for a pause waits on the booking, which says why without the computer\'s clock',
  async ({ page, app }) => {
    const booking = arrivalsToCheckIn(app)[0]!;
    await readyForAnOutage(page);
    await openArrival(page, booking.code);
    app.sandbox.control.setFaults({ errorRate: 1, errorStatus: 429, retryAfterSeconds: 300 });
    await page.getByLabel(/^New note/).fill('Asked for a late checkout.');
    await page.getByRole('button', { name: /^Save note/ }).click();
    await expect(pendingPanel(page)).toContainText('Pending: Note: Asked for a late checkout.');
    // It said "…asked the desk to wait until 18:35", the computer's clock beside the account's 10:30 a.m.
    const copyLine = page.locator('.booking .as-of');
    await expect(copyLine).toHaveText(/^◷ Shown from this desk's copy of .*: the booking service asked the desk to wait\.$/);
    app.sandbox.control.setFaults({});
  });
