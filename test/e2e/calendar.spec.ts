// The calendar as the front desk uses it: which rooms and rentals are left on which days, and a click through to
// the bookings of a day. The demo business closes the paddleboard 10–11 days from today for maintenance.
import type { Page } from '@playwright/test';
import { addDays, dayInZone, isoDay } from '../../shared/domain/dates.js';
import { test, expect, expectAccessible, screenshot, type DeskApp } from './support/desk-app.js';
import { test as connected } from './support/connected-desk.js';

const grid = (page: Page) => page.getByRole('grid');
const dayColumns = (page: Page) => grid(page).locator('thead th[scope="col"]:not(.cal-corner)');
const itemRow = (page: Page, name: string) => grid(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** Opens the calendar with Alt+3 and answers the demo account's today, the day the calendar starts from. */
async function openCalendar(page: Page, app: DeskApp): Promise<number> {
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('heading', { level: 1, name: /Calendar/ })).toBeVisible();
  // Figures, not shimmer: the grid stops being busy once the calendar arrived.
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  const { clock, store } = app.sandbox.control.services();
  return dayInZone(clock.nowWhole(), store.state.account.timezone);
}

test('the week shows seven days of every room, and the range survives a reload', async ({ page, app }) => {
  const today = await openCalendar(page, app);
  await expect(dayColumns(page)).toHaveCount(7);
  for (const room of ['Harbour View Double', 'Garden Twin', 'Family Suite', 'Lighthouse Loft']) {
    await expect(itemRow(page, room).getByRole('gridcell')).toHaveCount(7);
  }
  await expect(grid(page).locator('thead th[aria-current="date"]')).toHaveCount(1);
  await expect(itemRow(page, 'Electric Scooter').getByRole('gridcell').first()).toHaveText('∞');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`#/calendar\\?view=week&from=${addDays(today, 7)}$`));
  const label = await page.locator('.cal-range').textContent();
  await page.reload();
  await expect(page.locator('.cal-range')).toHaveText(label!);
  await expect(grid(page).locator('thead th[aria-current="date"]')).toHaveCount(0);
});

test('the month view shows the whole calendar month', async ({ page, app }) => {
  const today = await openCalendar(page, app);
  await page.getByRole('button', { name: 'Month' }).click();
  const daysInMonth = new Date(Date.UTC(Math.floor(today / 10000), Math.floor(today / 100) % 100, 0)).getUTCDate();
  await expect(dayColumns(page)).toHaveCount(daysInMonth);
  await expect(page).toHaveURL(/view=month&from=\d{6}01$/);
});

test('a custom range runs between two dates and holds at most 92 days', async ({ page, app }) => {
  const today = await openCalendar(page, app);
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('To', { exact: true }).fill(isoDay(addDays(today, 13)));
  await expect(dayColumns(page)).toHaveCount(14);
  await page.getByLabel('To', { exact: true }).fill(isoDay(addDays(today, 200)));
  await expect(dayColumns(page)).toHaveCount(92);
  await expect(page).toHaveURL(new RegExp(`view=custom&from=${today}&to=${addDays(today, 91)}$`));
  await screenshot(page, 'calendar-custom');
});

test('Rentals shows only rentals, and the paddleboard is sold out on its maintenance days', async ({ page, app }) => {
  await openCalendar(page, app);
  await page.getByLabel('Category').selectOption({ label: 'Rentals' });
  await expect(page).toHaveURL(/category=3/);
  await expect(grid(page).getByRole('rowheader')).toHaveText(['Rentals', /^Mountain Bike/, /^Stand-up Paddleboard/, /^Electric Scooter/]);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  // The week now starts 7 days from today, so the closed days (10 and 11 days out) are its 4th and 5th.
  const cells = itemRow(page, 'Stand-up Paddleboard').getByRole('button');
  for (const index of [3, 4]) {
    await expect(cells.nth(index)).toHaveText('0');
    await expect(cells.nth(index)).toHaveAccessibleName(/^Stand-up Paddleboard, .+: sold out$/);
  }
  await expect(cells.nth(2)).not.toHaveAccessibleName(/sold out/);
});

test('a cell opens the bookings of that item covering that day', async ({ page, app }) => {
  const today = await openCalendar(page, app);
  await itemRow(page, 'Harbour View Double').getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`#/bookings\\?item=101&startBefore=${today}&endAfter=${today}$`));
});

test('arrow keys move between cells, Enter opens one, PageDown moves the range', async ({ page, app }) => {
  const today = await openCalendar(page, app);
  const first = itemRow(page, 'Harbour View Double').getByRole('button');
  await first.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(first.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(itemRow(page, 'Garden Twin').getByRole('button').nth(1)).toBeFocused();
  await expect(grid(page).locator('[tabindex="0"]')).toHaveCount(1);

  await page.keyboard.press('PageDown');
  await expect(page).toHaveURL(new RegExp(`from=${addDays(today, 7)}`));
  await expect(itemRow(page, 'Garden Twin').getByRole('button').nth(1)).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/bookings\\?item=102&startBefore=${addDays(today, 8)}&`));
});

test('the calendar is accessible and looks right', async ({ page, app }) => {
  // axe weighs every one of a month's few hundred cells for contrast, which takes a while.
  test.setTimeout(60_000);
  await openCalendar(page, app);
  await expectAccessible(page, 'calendar');
  await screenshot(page, 'calendar');
  await page.getByRole('button', { name: 'Month' }).click();
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
  await expectAccessible(page, 'calendar month');
  await screenshot(page, 'calendar-month');
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'calendar-dark');
});

connected.describe('on a connected account', () => {
  connected('a month fits 1366 whole, the legend names "!", and an overbooked day is one the service calls sold out', async ({ page, connected: _connected }) => {
    // The service process, the desk and axe on a shared two-core machine: more than the default 30 s.
    connected.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.keyboard.press('Alt+3');
    await page.getByRole('button', { name: 'Month' }).click();
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Overbooked: more booked than in stock');
    // No sideways scrolling: the first day is not half hidden under the item names.
    expect(await page.locator('.cal-scroll').evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBeLessThanOrEqual(1);
    const over = grid(page).locator('.cal-overbooked');
    await expect(over.first()).toBeVisible();
    for (const label of await over.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title')))) {
      expect(label).toMatch(/^(sold out|no figure), overbooked: \d+ booked, \d+ in stock$/);
    }
    await screenshot(page, 'calendar-month-connected-1366');
    await expectAccessible(page, 'calendar-month-connected');
  });
});
