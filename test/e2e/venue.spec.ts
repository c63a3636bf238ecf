// Desks that share one day (issue 23), on the accounts screen: a desk names itself and shows a pairing code; a
// mistyped code is told plainly; the status bar says nothing of a venue until a desk has paired.
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';

test('names this desk, shows a pairing code to type on the other desk, and tells a mistyped code', async ({ page }) => {
  await page.getByRole('link', { name: 'Accounts' }).click();
  const venue = page.getByRole('region', { name: 'Desks that share one day' });
  await venue.getByLabel("This desk's name").fill('Lobby');
  await venue.getByRole('button', { name: 'Show a pairing code' }).click();
  await expect(venue.getByRole('status')).toContainText(/within two minutes.*[0-9A-Z]{4}-[0-9A-Z]{4}-/);
  await venue.getByLabel('Code shown on the other desk').fill('ABCD-1234');
  await venue.getByRole('button', { name: 'Join' }).click();
  await expect(venue.getByRole('alert')).toHaveText('That is not a pairing code. Check the code the other desk shows and type it again.');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).not.toContainText('Venue');
  await expectAccessible(page, 'venue');
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, 'venue-pairing-1366');
});
