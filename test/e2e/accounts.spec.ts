// The accounts screen: the demo account signed in, with its staff.
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';

test('shows the accounts screen with the demo account signed in and its staff', async ({ page }) => {
  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Demo account', exact: true })).toBeVisible();
  await expect(page.getByText('Signed in.')).toBeVisible();
  const staff = page.getByRole('region', { name: 'Staff on this desk' });
  await expect(staff.getByText('Sam Okafor')).toBeVisible();
  await expectAccessible(page, 'connect');
  await screenshot(page, 'connect');
});
