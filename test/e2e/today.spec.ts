// A front-desk person's morning: the app opens on today's board, they check guests in by button and by key,
// switch who is acting, and look at the accounts screen.
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';

test('opens on today with arrivals, in-house guests and departures', async ({ page }) => {
  await expect(page.getByRole('heading', { name: /^Today/ })).toBeVisible();
  const arrivals = page.locator('section', { has: page.getByRole('heading', { name: /^Arrivals/ }) });
  await expect(arrivals.locator('.board-row').first()).toBeVisible();
  const count = Number(await arrivals.locator('.count').textContent());
  expect(count).toBeGreaterThan(0);
  await expect(arrivals.locator('.board-row')).toHaveCount(count);
  await expect(page.getByText(/^(Online)/)).toBeVisible();
  await expectAccessible(page, 'today');
  await screenshot(page, 'today');
});

test("checks in today's arrival by button and says who did it", async ({ page }) => {
  const row = page.locator('.board-row', { has: page.getByRole('button', { name: /Check in/ }) }).first();
  const code = await row.getAttribute('data-code');
  await row.getByRole('button', { name: /Check in/ }).click();
  const checked = page.locator(`.board-row[data-code="${code}"]`).first();
  await expect(checked).toContainText('by Alex Morgan');
  await expect(checked.getByRole('button', { name: /Check in/ })).toHaveCount(0);
});

test('checks in with the I key on a focused row, acting as another staff member', async ({ page, app }) => {
  await page.getByLabel('Acting:').selectOption({ label: 'Priya Shah' });
  await expect(page.getByLabel('Acting:')).toHaveValue('2');
  const row = page.locator('.board-row', { has: page.getByRole('button', { name: /Check in/ }) }).first();
  const code = (await row.getAttribute('data-code'))!;
  await row.focus();
  await page.keyboard.press('i');
  await expect(page.locator(`.board-row[data-code="${code}"]`).first()).toContainText('by Priya Shah');
  const booking = app.sandbox.control.services().store.booking(code)!;
  expect(booking.checkedIn?.accountId).toBe(2);
});

test('shows the accounts screen with the demo account signed in and its staff', async ({ page }) => {
  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Demo account', exact: true })).toBeVisible();
  await expect(page.getByText('Signed in.')).toBeVisible();
  const staff = page.getByRole('region', { name: 'Staff on this desk' });
  await expect(staff.getByText('Sam Okafor')).toBeVisible();
  const log = page.getByRole('region', { name: 'A log for your administrator' });
  await log.getByRole('button', { name: 'Save the log to a file' }).click();
  await expect(log.getByRole('status')).toContainText(/Saved [\d,]+ lines? to .*frontdesk-log-.*\.txt/);
  await expectAccessible(page, 'connect');
  await screenshot(page, 'connect');
});
