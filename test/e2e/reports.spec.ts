// Reports as a manager uses them: last month at a glance, by category, exported and printed, at both screen sizes.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { periodRange } from '../../shared/domain/report-period.js';
import { addDays, dayInZone, isoDay } from '../../shared/domain/dates.js';
import { expect, expectAccessible, screenshot, test, type DeskApp } from './support/desk-app.js';
import { moneyOf } from './support/money.js';
import { test as connected } from './support/connected-desk.js';

const REVENUE = new Set(['PEND', 'HOLD', 'PART', 'PAID', 'WAIT', 'STOP']);

function lastMonth(app: DeskApp, revenueStatuses: ReadonlySet<string> = REVENUE) {
  const { state } = app.sandbox.control.services().store;
  const today = dayInZone(Math.floor(app.clock.now() / 1000), state.account.timezone);
  const { from, to } = periodRange({ kind: 'last', unit: 'month' }, today);
  const inMonth = state.bookings.filter((b) => b.startDay >= from && b.startDay <= to);
  const revenue = inMonth.filter((b) => revenueStatuses.has(b.statusId));
  return {
    bookings: revenue.length, revenue: revenue.reduce((sum, b) => sum + b.total, 0), money: moneyOf(state.account),
    cancellations: inMonth.length - revenue.length,
    // A booking's guests are the most people on one of its lines (a room, its breakfast and the next morning's tour
    // are the same people); Rooms (fixed) and Units (hidden) say what was booked, not who comes.
    guests: revenue.reduce((sum, b) => sum + Math.max(0, ...b.lines.map((line) => Object.entries(line.params)
      .filter(([id]) => id !== 'rooms' && id !== 'qty').reduce((x, [, y]) => x + y, 0))), 0),
  };
}

async function openReports(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await page.keyboard.press('Alt+9');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  // The desk's copy is complete once the first sync is done: the figures say so.
  await expect(page.getByText(/^Figures from 400 of 400 bookings, synced/)).toBeVisible({ timeout: 20_000 });
}

const totalsRow = (page: Page, figure: string) =>
  page.getByRole('region', { name: 'Totals' }).getByRole('row', { name: new RegExp(`^${figure}\\b`) });

test('a manager reviews last month by category and exports it', async ({ page, app }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const expected = lastMonth(app);
  await openReports(page);
  await expect(page.getByLabel('Period')).toHaveValue('last-month');
  await expect(totalsRow(page, 'Revenue').getByRole('cell').first()).toHaveText(expected.money.shown(expected.revenue));
  await expect(totalsRow(page, 'Bookings').getByRole('cell').first()).toHaveText(String(expected.bookings));
  await expect(totalsRow(page, 'Cancellations').getByRole('cell').first()).toHaveText(String(expected.cancellations));
  await screenshot(page, 'reports-1366x768');
  await expectAccessible(page, 'reports');

  const byCategory = page.getByRole('region', { name: 'By category' });
  await byCategory.scrollIntoViewIfNeeded();
  await expect(byCategory.getByRole('rowheader', { name: 'Tours' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await byCategory.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^report-by-category-\d{8}-\d{8}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[1]).toBe('Category,Bookings,Guests,Amount');
  // Every revenue booking's amount lands in one category (or "Items not known"): the file adds up to the revenue.
  const amounts = lines.slice(2).map((line) => expected.money.minor(line.split(',').at(-1)!));
  expect(amounts.reduce((sum, minor) => sum + minor, 0)).toBe(expected.revenue);
  await expect(byCategory.getByText(`Saved as ${download.suggestedFilename()}.`)).toBeVisible();

  // Exact items come by themselves, one list per item, without a click: every booking of the period has them.
  await expect(page.getByText(/of the (\d+) bookings in the period, exact items known for \1 and/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Read exact items/ })).toBeHidden();
  // Guest counts are in no list: the manager reads them, told the cost first, and the totals gain them.
  await page.getByRole('button', { name: /^Read guest counts \(at least \d+ requests\)$/ }).click();
  await expect(page.getByText(/^Read in \d+ requests\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(totalsRow(page, 'Guests').getByRole('cell').first()).toHaveText(String(expected.guests));
  await expect(page.getByText(/exact items known for (\d+) and guest counts for \1\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Read guest counts/ })).toBeHidden();
  await screenshot(page, 'reports-1366x768-counts');
});

test('keeps the revenue statuses the manager chose, and takes picked days by when bookings were made', async ({ page, app }) => {
  test.setTimeout(60_000);
  // Part-paid bookings left out of revenue: the figure is the rest, and stays so after a restart of the screen.
  const withoutPart = lastMonth(app, new Set([...REVENUE].filter((id) => id !== 'PART')));
  await openReports(page);
  await page.getByText('Revenue statuses: 6 chosen').click();
  await page.getByRole('checkbox', { name: 'Part paid' }).uncheck();
  await expect(page.getByText('Revenue statuses: 5 chosen')).toBeVisible();
  const revenue = totalsRow(page, 'Revenue').getByRole('cell').first();
  await expect(revenue).toHaveText(withoutPart.money.shown(withoutPart.revenue));
  await page.reload();
  await expect(page.getByText('Revenue statuses: 5 chosen')).toBeVisible();
  await expect(revenue).toHaveText(withoutPart.money.shown(withoutPart.revenue));

  await page.getByLabel('Placed by').selectOption({ label: 'Created' });
  await page.getByLabel('Period').selectOption({ label: 'Days I pick' });
  // Last month's days, picked by hand, by the day each booking was made in the account's zone.
  const { state } = app.sandbox.control.services().store;
  const today = dayInZone(Math.floor(app.clock.now() / 1000), state.account.timezone);
  const { from, to } = periodRange({ kind: 'last', unit: 'month' }, today);
  const controls = page.getByRole('form', { name: 'What the report covers' });
  await controls.getByLabel('From', { exact: true }).fill(isoDay(from));
  await controls.getByLabel('To', { exact: true }).fill(isoDay(to));
  await expect(page.getByText(/ by created, compared with /)).toBeVisible();
  const madeLastMonth = state.bookings.filter((b) => {
    const day = dayInZone(b.createdAt, state.account.timezone);
    return day >= from && day <= to && REVENUE.has(b.statusId) && b.statusId !== 'PART';
  }).length;
  expect(madeLastMonth).toBeGreaterThan(0);
  await expect(totalsRow(page, 'Bookings').getByRole('cell').first()).toHaveText(String(madeLastMonth));
});

test('narrows to one category, opens an outstanding booking, and prints one view alone', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openReports(page);
  await page.getByText('Categories: all').click();
  await page.getByRole('checkbox', { name: 'Tours' }).check();
  await page.getByText('Categories: Tours').click();
  const byCategory = page.getByRole('region', { name: 'By category' });
  await expect(byCategory.getByRole('rowheader').first()).toHaveText('Tours');
  // A stay booked with the next morning's tour and known from lists only cannot have its amount split between them
  // until its record is read: it counts under "Items not known" (electron/core/reports/item-amounts.ts).
  await expect(byCategory.getByRole('rowheader').filter({ hasNotText: /^(Tours|Items not known)$/ })).toHaveCount(0);
  await screenshot(page, 'reports-1920x1080');
  await expectAccessible(page, 'reports-tours');
  // The charts take the app's colours: in dark mode too they stay readable, and the page stays accessible.
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'reports-1920x1080-dark');
  await expectAccessible(page, 'reports-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.evaluate(() => {
    window.print = () => undefined;
  });
  const sales = page.getByRole('region', { name: /^Sales by/ });
  await sales.getByRole('button', { name: 'Print' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeHidden();
  await expect(byCategory).toBeHidden();
  await expect(sales).toBeVisible();
  await screenshot(page, 'reports-print');
  // Back to no emulation: page.pdf then prints with the print styles, as Ctrl+P would ('screen' would print the screen).
  await page.emulateMedia({ media: null });
  // On paper the chart is drawn for the paper, not at the 1920 px screen's width, which cut it on the right.
  await page.evaluate(() => window.addEventListener('beforeprint', () => {
    const widths = [...document.querySelectorAll('.report-chart svg')].map((svg) => svg.getBoundingClientRect().width);
    document.body.dataset.chartWidths = widths.join(' ');
  }, { once: true }));
  await page.pdf({ path: 'test-results/screens/reports-print-sales.pdf', format: 'A4' });
  const printedWidths = (await page.locator('body').getAttribute('data-chart-widths'))!.split(' ').map(Number);
  // An A4 page within Chromium's default margins is about 718 CSS px wide.
  expect(printedWidths.length).toBeGreaterThan(0);
  for (const width of printedWidths) expect(width).toBeLessThanOrEqual(718);

  // Days picked by the manager (starting from the month shown, so the same bookings): kept after opening one.
  await page.getByLabel('Period').selectOption('custom');
  const outstanding = page.getByRole('region', { name: 'Outstanding balances, oldest first' });
  const first = outstanding.getByRole('rowheader').first().getByRole('link');
  const code = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`#/booking/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(code) })).toBeVisible();
  // The booking opens at its top, whatever the report's scroll was.
  expect(await page.locator('main').evaluate((main) => main.scrollTop)).toBe(0);

  // Back from the booking: the report the manager left (picked days, Tours only), not last month's again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('custom');
  await expect(page.getByText('Categories: Tours')).toBeVisible();
});

test('reads a long list of who owes on as the manager scrolls it, and exports every row', async ({ page, app }) => {
  test.setTimeout(60_000);
  const { state } = app.sandbox.control.services().store;
  const owing = state.bookings.filter((b) => REVENUE.has(b.statusId) && b.total > b.paidTotal);
  // More than the report carries at once (LIST_PAGE, 100): the rest is read as the table is scrolled to it.
  expect(owing.length).toBeGreaterThan(100);
  await openReports(page);
  const today = dayInZone(Math.floor(app.clock.now() / 1000), state.account.timezone);
  await page.getByLabel('Period').selectOption('custom');
  const controls = page.getByRole('form', { name: 'What the report covers' });
  await controls.getByLabel('From', { exact: true }).fill(isoDay(addDays(today, -400)));
  await controls.getByLabel('To', { exact: true }).fill(isoDay(addDays(today, 400)));
  const outstanding = page.getByRole('region', { name: 'Outstanding balances, oldest first' });
  const table = outstanding.getByRole('table');
  await expect(table).toHaveAttribute('aria-rowcount', String(owing.length + 1));
  // The whole screen on paper cannot wait for the rest to be read: it says how much of the list it holds.
  await page.emulateMedia({ media: 'print' });
  await expect(outstanding.getByText(`On paper, the first 100 of ${owing.length} rows`)).toBeVisible();
  await page.emulateMedia({ media: null });
  const frame = outstanding.getByRole('group', { name: /table$/ });
  await frame.evaluate((element) => { element.scrollTop = element.scrollHeight; });
  // The oldest-first list's last row: the booking made last among those who owe.
  const last = [...owing].sort((a, b) => a.createdAt - b.createdAt || a.startDay - b.startDay || (a.code < b.code ? -1 : 1)).at(-1)!;
  await expect(table.locator(`tr[data-index="${owing.length - 1}"]`).getByRole('rowheader')).toHaveText(last.code);
  await expect(table.getByText('Reading…')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(outstanding.getByText(/^On paper/)).toHaveCount(0);
  await page.emulateMedia({ media: null });

  const downloading = page.waitForEvent('download');
  await outstanding.getByRole('button', { name: 'Export CSV' }).click();
  const lines = (await readFile((await (await downloading).path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(new Set(lines.slice(2).map((line) => line.split(',')[0]))).toEqual(new Set(owing.map((b) => b.code)));
});

connected.describe('on a connected account', () => {
  connected('guests nobody counted say so, By week survives a booking, and Outstanding prints compact with its headings', async ({ page, connected: _connected }) => {
    connected.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openReports(page);
    // Last month's records were never read: the headline says for how many bookings guests are known, never 0.
    const guests = page.getByRole('region', { name: 'Totals' }).getByRole('row', { name: /^Guests/ });
    await expect(guests.getByRole('rowheader')).toHaveText(/^Guests \(counts known for \d+ of \d+ bookings\)$/);
    await expect(guests.getByRole('cell').first()).toHaveText(/^(at least \d+|Not known)$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Totals' }).getByRole('button', { name: 'Export CSV' }).click();
    const totals = (await readFile((await (await downloading).path())!, 'utf8')).split('\r\n');
    expect(totals.find((line) => line.startsWith('Guests'))).toMatch(/,(at least \d+|not known),/);

    // By week, kept after a booking is opened from Outstanding and the manager comes back.
    const sales = page.getByRole('region', { name: /^Sales by/ });
    await sales.getByRole('radio', { name: 'By week' }).check();
    await page.getByRole('region', { name: 'Outstanding balances, oldest first' }).getByRole('rowheader').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /[A-Z]{4}-\d{6}/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Sales by week' }).getByRole('radio', { name: 'By week' })).toBeChecked();

    // Two years of who owes, on paper: a row to a line, the headings on every page.
    await page.getByLabel('Period').selectOption('custom');
    const controls = page.getByRole('form', { name: 'What the report covers' });
    await controls.getByLabel('From', { exact: true }).fill('2025-11-01');
    await controls.getByLabel('To', { exact: true }).fill('2027-11-30');
    // The last period's report stays on screen while the desk works out the new one: count the new one's rows.
    await expect(page.locator('section.reports')).toHaveAttribute('data-report-for', /"to":20271130\b/);
    const outstanding = page.getByRole('region', { name: 'Outstanding balances, oldest first' });
    const rowCount = Number(await outstanding.getByRole('table').getAttribute('aria-rowcount')) - 1;
    await page.evaluate(() => { window.print = () => undefined; });
    await outstanding.getByRole('button', { name: 'Print' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(outstanding.getByRole('table').locator('tbody tr')).toHaveCount(rowCount);
    const paper = await outstanding.getByRole('table').evaluate((table) => ({
      head: getComputedStyle(table.querySelector('thead')!).display,
      sticky: getComputedStyle(table.querySelector('thead th')!).position,
      rowHeights: [...table.querySelectorAll('tbody tr')].slice(0, 30).map((row) => row.getBoundingClientRect().height),
    }));
    expect(paper).toMatchObject({ head: 'table-header-group', sticky: 'static' });
    // One line a row: no date wrapped over three or four.
    expect(Math.max(...paper.rowHeights)).toBeLessThan(24);
    await page.emulateMedia({ media: null });
    const pdf = await page.pdf({ path: 'test-results/screens/reports-outstanding-connected.pdf', format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    // About 45 rows to an A4 page (the reported walk printed 58 pages, a dozen rows to each).
    expect(pages).toBeLessThanOrEqual(Math.ceil(rowCount / 40) + 1);
  });
});
