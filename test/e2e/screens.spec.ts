// Every screen as a front-desk person sees it on a 1366×768 laptop and a 1920×1080 monitor: no sideways scrolling,
// nothing serious for axe, and a screenshot of each to look at (test-results/screens/screen-*.png).
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';

// Nine screens, each checked by axe: about 30 s on a shared two-core machine, so the default limit is too tight.
test.describe.configure({ timeout: 60_000 });

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
