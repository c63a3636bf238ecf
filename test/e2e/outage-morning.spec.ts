// The next morning on the business's own account, with its booking service already down when the desk starts: the
// desk synced yesterday's lists but never read the records of today's arrivals. It still admits every guest it
// holds: by I, by the button and by a scan, each stamp waits on the desk, says what is not known yet, and lands
// once when the service is back, after the desk has checked it against the service's record.
import type { Locator, Page } from '@playwright/test';
import type { ServiceProcess } from '../support/service-process.js';
import { expect, test } from './support/connected-desk.js';
import { TEST_AT } from '../support/test-clock.js';
import { screenshot } from './support/desk-app.js';
import { scan } from './support/keyboard.js';

test.describe.configure({ timeout: 120_000 });

const DAY_MS = 86_400_000;
// The business's day of arrivals is tomorrow morning for the desk that connects today (its service's seed lays them
// on the day its clock starts): the desk reads today's records, lists tomorrow's bookings, and reads none of them.
test.use({ serviceOptions: { startAt: TEST_AT + DAY_MS } });
const NOT_KNOWN = 'Checked-in state not known yet';

/** The booking's id on the service, as the service's own API answers it (its write log names bookings by id). */
async function bookingId(service: ServiceProcess, code: string): Promise<number> {
  const { apiKey, apiSecret } = service.banner;
  const response = await fetch(`${service.url}/api/3.0/booking/${code}`, {
    headers: { Accept: 'application/json', Authorization: `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}` },
  });
  const body = await response.json() as { booking: { booking_id: number | string } };
  return Number(body.booking.booking_id);
}

const rowOf = (page: Page, code: string): Locator =>
  page.locator('.manifest-table tbody tr', { has: page.locator(`.guest a[data-code="${code}"]`) }).first();

/** Three guests arriving today whose records the desk never read: their rows offer a check-in nobody can yet confirm. */
async function threeNeverRead(page: Page): Promise<string[]> {
  const arrivals = page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^Arrivals/ }) });
  const rows = arrivals.locator('.manifest-table tbody tr', { has: page.getByText(NOT_KNOWN) })
    .filter({ has: page.getByRole('button', { name: 'Check in' }) });
  await expect(rows.first()).toBeVisible();
  const codes = new Set<string>();
  for (const link of await rows.locator('.guest a[data-code]').all()) {
    codes.add((await link.getAttribute('data-code'))!);
    if (codes.size === 3) break;
  }
  expect(codes.size).toBe(3);
  return [...codes];
}

/** The manifest at both sizes, the row in view (test-results/screens). */
async function shoot(page: Page, row: Locator, name: string): Promise<void> {
  for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, `${name}-${width}`);
  }
}

test('a desk started with the service down checks in, by I, the button and a scan, guests whose records it never read; each lands once', async ({ page, connected }) => {
  const { service } = connected;
  await expect(page.locator('footer.statusbar').getByText(/^Last sync/)).toBeVisible({ timeout: 30_000 });
  await page.getByText('Scan: opens').click();
  // The menu shows the choice at once; the desk has kept it once its answer is back (the restart below came first).
  const saved = page.waitForResponse((response) => response.url().endsWith('/desk/call/settings.set') && response.ok());
  await page.getByLabel('Scan checks the guest in').check();
  await expect(page.getByText('Scan: checks in')).toBeVisible();
  await saved;

  // Overnight the service goes down; the desk starts the next morning without it.
  await service.goDown();
  connected.clock.advance(DAY_MS);
  await page.clock.setSystemTime(connected.clock.now());
  await connected.restart(page);
  await expect(page.getByRole('heading', { name: /Friday, November 13, 2026/ })).toBeVisible();
  await expect(page.locator('.offline-banner')).toBeVisible();
  const [byKey, byButton, byScan] = await threeNeverRead(page);
  // What the desk cannot know is said so, never as nobody: no "0 guests", no "$0.00 booked".
  await expect(rowOf(page, byKey!).locator('td.counts')).toHaveText('Not known yet');
  const arrivals = page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^Arrivals/ }) });
  await expect(arrivals.getByRole('heading', { level: 2 })).toContainText('guests not known yet');
  await expect(arrivals.locator('.rollup').first()).toContainText(/^Guests not known yet .* value not known yet$/);
  await expect(page.locator('.manifest-section h2').filter({ hasText: / 0 guests/ })).toHaveCount(0);
  await expect(page.locator('.rollup').filter({ hasText: '$0.00 booked' })).toHaveCount(0);

  // I on the row, the row's button, and the scanner: each is held on this desk, pending.
  await rowOf(page, byKey!).locator('.guest a').focus();
  await page.keyboard.press('i');
  await expect(rowOf(page, byKey!).getByRole('button', { name: 'Undo' })).toBeVisible();
  await rowOf(page, byButton!).getByRole('button', { name: 'Check in' }).click();
  await expect(rowOf(page, byButton!).getByRole('button', { name: 'Undo' })).toBeVisible();
  await scan(page, byScan!);
  await expect(rowOf(page, byScan!).getByRole('button', { name: 'Undo' })).toBeVisible();
  await connected.endUndoWindows();
  for (const code of [byKey!, byButton!, byScan!]) {
    await expect(rowOf(page, code).locator('td.row-status')).toHaveText('Check-in pending');
  }
  await shoot(page, rowOf(page, byKey!), 'outage-morning-manifest');
  await page.setViewportSize({ width: 1366, height: 768 });
  expect((await service.writes()).filter((write) => write.kind === 'checkin')).toEqual([]);

  // A note written meanwhile is the signed-in staff member's, never the guest's.
  await rowOf(page, byButton!).locator('.guest a').click();
  await page.getByLabel(/^New note/).fill('Arrived before the service was back; key card 12.');
  await page.getByRole('button', { name: /^Save note/ }).click();
  // The booking screen says what it cannot know rather than "Not checked out yet".
  await expect(page.getByText('Checked-out state not known yet.')).toBeVisible();
  const note = page.locator('.note-list li', { hasText: 'key card 12' });
  await expect(note.locator('.note-meta strong')).toHaveText('Signed-in staff member');
  await page.keyboard.press('Alt+1');

  // The service comes back: each check-in lands once, and the rows say who and when.
  await service.comeBack();
  const ids = await Promise.all([byKey!, byButton!, byScan!].map((code) => bookingId(service, code)));
  await expect.poll(async () => (await service.writes()).filter((write) => write.kind === 'checkin')
    .map((write) => write.bookingId).sort(), { timeout: 30_000 }).toEqual([...ids].sort());
  for (const code of [byKey!, byButton!, byScan!]) {
    await expect(rowOf(page, code).locator('td.row-status')).toHaveText(/^In \d{1,2}:\d{2}/, { timeout: 15_000 });
    await expect(rowOf(page, code).locator('td.row-status > span')).toHaveAttribute('title', /^Checked in by .+ at /);
  }
  expect((await service.writes()).filter((write) => write.kind === 'checkin')).toHaveLength(3);
});
