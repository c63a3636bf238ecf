// A desk whose account keeps its books in a three-decimal (KWD) or a zero-decimal currency (JPY), walked as a manager
// does: the day's manifest, the bookings list and its file, a booking, and last month's report and its file.
// Every amount reads as the service holds it, to the last fils or yen, in the currency's own decimals; at 1366×768.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import type { Booking } from '../../electron/sandbox/state/model.js';
import { dayInZone } from '../../shared/domain/dates.js';
import { periodRange } from '../../shared/domain/report-period.js';
import { expect, screenshot, test, type DeskApp } from './support/desk-app.js';
import { moneyOf } from './support/money.js';

const REVENUE = new Set(['PEND', 'HOLD', 'PART', 'PAID', 'WAIT', 'STOP']);
const OWES_NOTHING = new Set(['VOID', 'CANCELLED']);

/** A CSV record's fields (RFC 4180: a quoted field may hold commas and doubled quotes); no record here spans lines. */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at]!;
    if (quoted && char === '"' && line[at + 1] === '"') {
      field += '"';
      at += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  return [...fields, field];
}

async function csvRecords(download: Download): Promise<string[][]> {
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  return text.split('\r\n').filter((line) => line !== '').map(fieldsOf);
}

async function exported(page: Page, region: ReturnType<Page['getByRole']> | Page): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await region.getByRole('button', { name: 'Export CSV' }).click();
  return csvRecords(await downloading);
}

function accountOf(app: DeskApp) {
  const { store, clock } = app.sandbox.control.services();
  const { account } = store.state;
  return { store, money: moneyOf(account), today: dayInZone(clock.now(), account.timezone) };
}

/** Amounts whose cell is narrower than their text, so that a person sees "KWD 44.…": none, on any screen. */
const cut = (cells: Locator) => cells.evaluateAll((elements) =>
  elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent));

const owed = (booking: Booking) => (OWES_NOTHING.has(booking.statusId) ? 0 : Math.max(0, booking.total - booking.paidTotal));

for (const { currency, pattern } of [
  { currency: 'KWD', pattern: /^KWD\s[\d,]+\.\d{3}$/ },
  { currency: 'JPY', pattern: /^¥[\d,]+$/ },
] as const) {
  test.describe(`an account in ${currency}`, () => {
    test.use({ deskOptions: { currency } });

    test(`the manifest and the bookings list show ${currency} in its own decimals, and the list's file holds them`, async ({ page, app }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1366, height: 768 });
      const { store, money, today } = accountOf(app);
      // The day's totals count each live booking with a line on the day once, as the manifest spec does.
      const onToday = store.state.bookings.filter((b) => !OWES_NOTHING.has(b.statusId) &&
        b.lines.some((line) => line.startDay <= today && today <= line.endDay));
      const totals = page.getByTestId('day-totals');
      await expect(totals).not.toContainText('Still reading', { timeout: 15_000 });
      await expect(totals).toContainText(`${money.shown(onToday.reduce((sum, b) => sum + owed(b), 0))} due`);
      const values = await page.locator('.manifest-group td.money.value').allTextContents();
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) expect(value).toMatch(pattern);
      expect(await cut(page.locator('.manifest-group td.money'))).toEqual([]);
      await screenshot(page, `manifest-${currency}-1366x768`);

      await page.keyboard.press('Alt+2');
      await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
      const first = page.locator('tr.booking-row').first();
      await expect(first).toBeVisible();
      const code = (await first.locator('td').first().textContent())!.trim();
      const booking = store.booking(code)!;
      await expect(first.locator('td.money')).toHaveText([money.shown(booking.total), money.shown(booking.paidTotal),
        money.shown(owed(booking))]);
      expect(await cut(page.locator('tr.booking-row td.money'))).toEqual([]);
      await screenshot(page, `bookings-${currency}-1366x768`);
      const [header, ...records] = await exported(page, page);
      const at = (name: string) => header!.indexOf(name);
      const record = records.find((fields) => fields[at('Code')] === code)!;
      expect([record[at('Total')], record[at('Paid')], record[at('Currency')]])
        .toEqual([money.written(booking.total), money.written(booking.paidTotal), currency]);
    });

    test(`a part-paid booking reads its ${currency} total, payment and due to the last minor unit`, async ({ page, app }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      const { store, money } = accountOf(app);
      // One whose last decimal is not 0, so a rounded or cut amount would show.
      const booking = store.state.bookings.find((b) => b.statusId === 'PART' && b.total % 10 !== 0 && b.paidTotal % 10 !== 0)!;
      await expect(page.locator('.shell')).toBeVisible();
      await page.goto(`${app.host.url}#/booking/${booking.code}`);
      await expect(page.getByRole('heading', { level: 1, name: `Booking ${booking.code}` })).toBeVisible();
      const summary = page.locator('.money-summary');
      await expect(summary.locator('div', { hasText: 'Total' }).locator('dd')).toHaveText(money.shown(booking.total));
      await expect(summary.locator('div', { hasText: 'Paid' }).locator('dd')).toHaveText(money.shown(booking.paidTotal));
      await expect(summary.locator('div', { hasText: 'Due' }).locator('dd')).toHaveText(money.shown(owed(booking)));
      await expect(summary.locator('dd').first()).toHaveText(pattern);
      expect(await cut(page.locator('.money-summary dd, td.money'))).toEqual([]);
      await screenshot(page, `booking-${currency}-1366x768`);
    });

    test(`last month's report sums ${currency} exactly, on screen and in its files`, async ({ page, app }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1366, height: 768 });
      const { store, money, today } = accountOf(app);
      const { from, to } = periodRange({ kind: 'last', unit: 'month' }, today);
      const revenue = store.state.bookings.filter((b) => b.startDay >= from && b.startDay <= to && REVENUE.has(b.statusId));
      const total = revenue.reduce((sum, b) => sum + b.total, 0);
      await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
      await page.keyboard.press('Alt+9');
      await expect(page.getByText(/^Figures from 400 of 400 bookings, synced/)).toBeVisible({ timeout: 20_000 });
      const totals = page.getByRole('region', { name: 'Totals' });
      const figure = (name: string) => totals.getByRole('row', { name: new RegExp(`^${name}\\b`) }).getByRole('cell').first();
      await expect(figure('Revenue')).toHaveText(money.shown(total));
      await expect(figure('Paid')).toHaveText(money.shown(revenue.reduce((sum, b) => sum + b.paidTotal, 0)));
      await expect(figure('Due')).toHaveText(money.shown(revenue.reduce((sum, b) => sum + owed(b), 0)));
      await expect(figure('Average booking')).toHaveText(pattern);
      expect(await cut(page.locator('.report-views td'))).toEqual([]);
      await screenshot(page, `reports-${currency}-1366x768`);

      const revenueRecord = (await exported(page, totals)).find((fields) => fields[0] === 'Revenue')!;
      expect(revenueRecord[1]).toBe(money.written(total));
      const byCategory = page.getByRole('region', { name: 'By category' });
      await byCategory.scrollIntoViewIfNeeded();
      const categories = (await exported(page, byCategory)).slice(2);
      // Every revenue booking's amount lands in one category: the file adds up to the revenue, in whole minor units.
      expect(categories.reduce((sum, fields) => sum + money.minor(fields.at(-1)!), 0)).toBe(total);
      for (const fields of categories) expect(fields.at(-1)).toBe(money.written(money.minor(fields.at(-1)!)));
    });
  });
}
