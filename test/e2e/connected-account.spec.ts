// A business connects its own account, as a new user does: Frontdesk opens on its demo, the person types the
// service's address and credentials under Accounts, and the desk then shows that business's day, at the pinned
// morning, from its own service (a process of its own), with a token pair or a staff member's OAuth sign-in.
import { expect, test } from './support/connected-desk.js';

test('a token pair typed under Accounts opens the business\'s own manifest of the day', async ({ page, connected }) => {
  await expect(page.getByRole('heading', { name: /Thursday, November 12, 2026/ })).toBeVisible();
  const status = page.getByRole('contentinfo', { name: 'Status' });
  await expect(status).toContainText('Harbour Lights (our account)');
  await expect(status).not.toContainText(/demo/i);
  // The account's reads went to its own service, not the demo's.
  expect(connected.open.desk.desk.account.config()?.baseUrl).toBe(connected.service.url);
});

test.describe('with an OAuth application', () => {
  test.use({ accountOptions: { kind: 'oauth', label: 'Harbour Lights (staff sign-in)' } });

  test('a staff member signs in on the service\'s own page and the desk opens the business\'s day', async ({ page, connected }) => {
    await expect(page.getByRole('heading', { name: /Thursday, November 12, 2026/ })).toBeVisible();
    expect(connected.browser.opened.some((url) => url.startsWith(`${connected.service.url}/oauth/`))).toBe(true);
    await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('Harbour Lights (staff sign-in)');
  });
});
