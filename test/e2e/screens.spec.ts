// Every screen as a front-desk person sees it on a 1366×768 laptop and a 1920×1080 monitor: no sideways scrolling,
// nothing serious for axe, and a screenshot of each to look at (test-results/screens/screen-*.png).
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';

const SCREENS: { link: string; heading: RegExp }[] = [
  { link: 'Manifest', heading: /^Manifest/ }, { link: 'Bookings', heading: /^Bookings/ },
  { link: 'Calendar', heading: /^Calendar/ }, { link: 'Notes', heading: /^Notes/ },
  { link: 'Bookmarks', heading: /^Bookmarks/ }, { link: 'Outbox', heading: /^Outbox/ },
  { link: 'New booking', heading: /^New booking/ }, { link: 'Customers', heading: /^Customers/ },
  { link: 'Accounts', heading: /./ },
];

for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
  test(`every screen at ${size.width}×${size.height}: readable without sideways scrolling, and axe finds nothing serious`, async ({ page }) => {
    await page.setViewportSize(size);
    await expect(page.locator('.manifest-group').first()).toBeVisible();
    for (const screen of SCREENS) {
      await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: new RegExp(`^${screen.link}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const sideways = await page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(sideways, `${screen.link} scrolls sideways at ${size.width}`).toBeLessThanOrEqual(1);
      await expectAccessible(page, `${screen.link} ${size.width}`);
      await screenshot(page, `screen-${screen.link.toLowerCase().replace(/\s+/g, '-')}-${size.width}`);
    }
  });
}

test('no address leaves the window blank: a malformed one says not found, a failing screen says so and keeps the rest', async ({ page, app }) => {
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  const base = `${new URL(app.host.launchUrl).origin}/`;
  const navigation = page.getByRole('navigation', { name: 'Screens' });

  await page.goto(`${base}#/booking/%E0%A4%A`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(navigation).toBeVisible();
  await screenshot(page, 'screen-not-found');
  await navigation.getByRole('link', { name: /^Bookings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bookings/ })).toBeVisible();

  // A booking screen handed an answer it cannot draw (a bug's stand-in: a record with no members at all).
  const code = app.sandbox.control.services().store.state.bookings[3]!.code;
  await page.route('**/desk/call/bookings.get', (route) => route.fulfill({ json: { ok: true, value: { code } } }));
  await page.goto(`${base}#/booking/${code}`);
  const failed = page.getByRole('heading', { level: 1, name: `The booking ${code} screen could not be shown` });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('every other screen works');
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search or scan a booking' })).toBeVisible();
  await expectAccessible(page, 'screen-failed');
  await screenshot(page, 'screen-failed');
  await page.getByRole('button', { name: 'Save the log' }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Saved \d+ lines? to / });
  await expect(saved).toBeVisible();
  const path = (await saved.locator('code').textContent())!;
  expect(readFileSync(path, 'utf8')).toMatch(/ERROR screen: the booking [A-Z0-9-]+ screen failed to show: TypeError: /);
  await page.unroute('**/desk/call/bookings.get');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bookings/ })).toBeVisible();
});
