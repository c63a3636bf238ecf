// The accounts screen: the demo account signed in, with its staff.
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';

test('shows the accounts screen with the demo account signed in and its staff', async ({ page }) => {
  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Demo account', exact: true })).toBeVisible();
  await expect(page.getByText('Signed in.')).toBeVisible();
  // The test's desk keeps sign-ins in memory: the main process says so as data, the page in words.
  await expect(page.locator('.connect > .notice')).toHaveText('Tokens are kept in memory only, so you will sign in again each time Frontdesk starts.');
  const staff = page.getByRole('region', { name: 'Staff on this desk' });
  await expect(staff.getByText('Sam Okafor')).toBeVisible();
  const log = page.getByRole('region', { name: 'A log for your administrator' });
  await log.getByRole('button', { name: 'Save the log to a file' }).click();
  await expect(log.getByRole('status')).toContainText(/Saved [\d,]+ lines? to .*frontdesk-log-.*\.txt/);
  await expectAccessible(page, 'connect');
  await screenshot(page, 'connect');
});

test('names who is acting, the signed-in staff member included, and tells about the keyring only on Accounts', async ({ page }) => {
  const acting = page.getByLabel('Acting:');
  await expect(acting.locator('option:checked')).toHaveText('Alex Morgan (signed in)');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).not.toContainText(/kept in memory|keyring/i);
});
