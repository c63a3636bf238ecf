// The morning at the desk by keyboard alone, at 1366×768: find a group, check a guest in, take it back, check in
// for real, open the booking, write a note, bookmark it, check out and settle, search, scan, and come back to the
// manifest as it was left. No click anywhere; the focus stays on the row acted on.
import type { Page } from '@playwright/test';
import { expect, test } from './support/desk-app.js';
import { scan } from './support/keyboard.js';

test.describe.configure({ timeout: 90_000 });

const focusedCode = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.code ?? null);

test('the whole morning works from the keyboard alone', async ({ page, app }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const activities = page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^Activities/ }) });
  await expect(activities.locator('.manifest-group').first()).toBeVisible();
  // The records read behind the day's lists say who is in already: a row read is one the service will take.
  await expect(page.locator('.rollup', { hasText: /being counted/ })).toHaveCount(0, { timeout: 15_000 });
  // A guest starting today (on an activity or arriving) with money still due, so that check-out asks to settle.
  const startingToday = page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^(Activities|Arrivals)/ }) });
  const target = startingToday.locator('tbody tr', { has: page.locator('.badge-warn') })
    .locator('.guest a[data-action="checkIn"]').first();
  const code = (await target.getAttribute('data-code'))!;
  const row = page.locator('.manifest-table tbody tr', { has: page.locator(`a[data-code="${code}"]`) }).first();

  // The help lists what the manifest's keys do.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.locator('.help-group', { hasText: /^Manifest/ })).toContainText('Move between guests, across every group');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Tab once: "Skip to the list"; Enter: the first guest. ↓ walks the guests of every group to ours.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to the list' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await focusedCode(page)).not.toBeNull();
  for (let presses = 0; presses < 80 && (await focusedCode(page)) !== code; presses += 1) await page.keyboard.press('ArrowDown');
  expect(await focusedCode(page)).toBe(code);

  // I checks in once its undo window has passed (the desk's clock is moved on, not waited for); U takes it back
  // inside the window; the focus never leaves the row.
  await page.keyboard.press('i');
  await expect(row.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(await focusedCode(page)).toBe(code);
  await page.keyboard.press('u');
  await expect(row.getByRole('button', { name: 'Check in' })).toBeVisible();
  expect(await focusedCode(page)).toBe(code);
  await page.keyboard.press('i');
  await expect(row.getByRole('button', { name: 'Undo' })).toBeVisible();
  await app.endUndoWindows();
  await expect(row.locator('td.row-status')).toHaveText(/^In /, { timeout: 15_000 });
  expect(await focusedCode(page)).toBe(code);
  const store = app.sandbox.control.services().store;
  expect(store.booking(code)!.checkedIn).not.toBeNull();

  // Enter opens the booking, at its top.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  expect(await page.locator('main').evaluate((main) => main.scrollTop)).toBe(0);

  // N, and typing at once (a fast typist, 50 ms a key): every letter lands in the note, none in the search box.
  const note = 'Arrived early, took the 9:00 shuttle';
  await page.keyboard.press('n');
  await page.keyboard.type(note, { delay: 50 });
  await expect(page.getByLabel(/^New note/)).toHaveValue(note);
  await expect(page.getByRole('combobox', { name: 'Search or scan a booking' })).toHaveValue('');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByLabel(/^New note/)).toHaveValue('');
  await expect(page.locator('.note-list').getByText(note)).toBeVisible();
  // Esc leaves the note box; B bookmarks; O checks out. Enter alone would leave the balance due (no dialog's
  // default records money): Tab reaches the offer to settle, and Enter takes it.
  await page.keyboard.press('Escape');
  await page.keyboard.press('b');
  await expect(page.getByRole('button', { name: /Bookmark/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Bookmark/ })).toBeEnabled();
  await page.keyboard.press('o');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('is still due');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /^Settle .* and check out$/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Check-out in \d+ s/)).toBeVisible();
  await app.endUndoWindows();
  await expect(page.locator('.stamp', { hasText: 'Checked out by' })).toBeVisible({ timeout: 15_000 });
  expect(store.booking(code)!.statusId).toBe('PAID');

  // Search: Ctrl+K, a code typed at a person's pace, Enter. Then a scanner reads another. (Keys typed a few ms apart
  // are a scanner's burst to the desk, and a burst the page stalls in halfway scans only the code's tail.)
  const [searched, scanned] = store.state.bookings.filter((b) => b.code !== code).slice(0, 2);
  await page.keyboard.press('Control+k');
  await page.keyboard.type(searched!.code, { delay: 50 });
  await expect(page.getByRole('option').filter({ hasText: searched!.code })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${searched!.code}` })).toBeVisible();
  await scan(page, scanned!.code);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${scanned!.code}` })).toBeVisible();

  // Back on the manifest: the guest is out, in one short word.
  await page.keyboard.press('Alt+1');
  await expect(row.locator('td.row-status')).toHaveText(/^Out /);
  await expect(row.locator('td.balance')).toHaveText('Paid');
});
