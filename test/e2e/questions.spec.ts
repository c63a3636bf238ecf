// A question holds the keyboard, on the business's own account: while the desk asks about a check-in that looks
// like a slip, no shortcut reaches the page behind it, Tab stays inside it, Enter answers the harmless way, and a
// barcode scanner's codes (which it types into whatever has the focus) neither answer it nor act behind it: they wait,
// said, and are acted on once a person has answered.
import type { Page } from '@playwright/test';
import type { ServiceProcess } from '../support/service-process.js';
import { expect, test } from './support/connected-desk.js';
import { expectAccessible, screenshot } from './support/desk-app.js';
import { scannerTypes } from './support/keyboard.js';

test.describe.configure({ timeout: 90_000 });

/** Asks the business's service itself (API 3.0, with the account's key and secret), as the test's own eyes. */
async function askService<T>(service: ServiceProcess, path: string): Promise<T> {
  const authorization = `Basic ${Buffer.from(`${service.banner.apiKey}:${service.banner.apiSecret}`).toString('base64')}`;
  const answer = await fetch(`${service.url}/api/3.0/${path}`, { headers: { Authorization: authorization } });
  return await answer.json() as T;
}

interface Listed { booking_id: number | string; code: string }

/** A paid booking whose first day is tomorrow (Friday 13 November at the pinned walk): its id and code. */
async function tomorrowsBooking(service: ServiceProcess): Promise<{ id: number; code: string }> {
  const answer = await askService<{ 'booking/index': Record<string, Listed> }>(service, 'booking/index?start_date=2026-11-13&status_id=PAID');
  const [first] = Object.values(answer['booking/index']);
  return { id: Number(first!.booking_id), code: first!.code };
}

/** The codes of the manifest's guests who can be checked in, on the day it shows. */
async function checkInCodes(page: Page): Promise<string[]> {
  const links = page.locator('.manifest-table .guest a[data-action="checkIn"]');
  await expect(links.first()).toBeVisible();
  return [...new Set(await links.evaluateAll((all) => all.map((link) => (link as HTMLElement).dataset.code ?? '')))];
}

async function openBooking(page: Page, code: string): Promise<void> {
  await page.goto(`${page.url().split('#')[0]}#/booking/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}`, exact: true })).toBeVisible();
}

test('a question holds the keyboard: a scanner\'s three codes, Alt+1, Tab ×30 and Enter stamp only what a person confirmed', async ({ page, connected }) => {
  const tomorrows = await tomorrowsBooking(connected.service);
  const scanned = (await checkInCodes(page)).slice(0, 3);
  expect(scanned).toHaveLength(3);

  // I on tomorrow's booking asks first, and the focus starts on Cancel: Enter would change nothing.
  await openBooking(page, tomorrows.code);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('i');
  const question = page.getByRole('alertdialog', { name: /^Check in / });
  await expect(question).toContainText(/The booking is for .*, not today\./);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'question');
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, 'question-1366');

  // The person moves to "Check in anyway"; a scanner reads three guests' codes into it. Its Enter presses nothing.
  await page.keyboard.press('Shift+Tab');
  await expect(question.getByRole('button', { name: 'Check in anyway' })).toBeFocused();
  await scannerTypes(page, scanned);
  await expect(question).toContainText(`Scans of ${scanned[0]}, ${scanned[1]} and ${scanned[2]} wait until this question is answered.`);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'question-scans-waiting-1920');

  // Alt+1 leaves the screen behind it alone, and thirty Tabs never leave the question.
  await page.keyboard.press('Alt+1');
  for (let tab = 0; tab < 30; tab += 1) await page.keyboard.press('Tab');
  await expect(page).toHaveURL(new RegExp(`#/booking/${tomorrows.code}$`));
  await expect(question.getByRole('button', { name: 'Check in anyway' })).toBeFocused();
  expect(await connected.service.writes()).toEqual([]);

  // The person's Enter answers it; then the scans are acted on in turn (a scan opens its booking): the last is shown.
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${scanned[2]}` })).toBeVisible();
  await connected.endUndoWindows();
  await expect.poll(async () => (await connected.service.writes()).map((write) => [write.kind, write.bookingId]))
    .toEqual([['checkin', tomorrows.id]]);
});
