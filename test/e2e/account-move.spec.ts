// The service said the account moved to another server: the Accounts screen says so and follows only when the
// person accepts. Here the "other server" is the same sandbox under the name localhost, so the desk keeps working.
import { expect, screenshot, test } from './support/desk-app.js';

test('shows a move to another server and follows it only once accepted', async ({ page, app }) => {
  const elsewhere = app.sandbox.url.replace('127.0.0.1', 'localhost');
  // What the desk records when the service answers 301 with another host (covered against HTTP in integration).
  app.desk.desk.registry.update('demo', { proposedMove: elsewhere });
  await page.reload();
  await page.getByRole('link', { name: 'Accounts' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'moved to' });
  await expect(notice).toContainText(`The booking service says this account moved to ${elsewhere}, another server.`);
  await screenshot(page, 'connect-move');
  await notice.getByRole('button', { name: 'Accept the move' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText(elsewhere, { exact: true })).toBeVisible();
  await expect(page.getByText('Signed in.')).toBeVisible();
});
