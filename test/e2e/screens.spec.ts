// Every screen as a front-desk person sees it on a 1366×768 laptop and a 1920×1080 monitor, in each of the desk's
// languages: only the screen's own area scrolls (never the window), each screen opens at its top, no sideways
// scrolling, no table cell whose content is cut, nothing serious for axe, and a screenshot of each to look at
// (test-results/screens/screen-*.png; at 1366 in English also in dark and as printed).
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';
import type { DeskLanguage } from '../../shared/domain/desk-language.js';
import { onlyInTheStandardPass } from './support/live-pass.js';
import { test as connected } from './support/connected-desk.js';

onlyInTheStandardPass('screens.spec.ts', "every screen's layout and axe at two sizes: the same models whichever way the answers were written");

// Twelve screens, each checked by axe: about 40 s on a shared two-core machine, so the default limit is too tight.
// Eight such walks: spread over the run's workers rather than one after another in one.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

// Each screen by its place in the navigation, so the same list serves every language.
const SCREENS = ['manifest', 'bookings', 'calendar', 'notes', 'bookmarks', 'outbox', 'new', 'customers', 'reports',
  'readiness', 'shift', 'accounts'] as const;

/**
 * Table cells whose content is wider than the cell (cut off, or spilling over the next column), and tables wider
 * than the box they sit in (their last columns out of sight). On screen the bookings list alone scrolls sideways on
 * purpose, behind its fixed code column; on paper nothing can.
 */
function clippedCells(page: Page, media: 'screen' | 'print' = 'screen'): Promise<string[]> {
  return page.locator('main').evaluate((main, onPaper) => {
    const cells = [...main.querySelectorAll('td, th')]
      .filter((cell) => cell instanceof HTMLElement && cell.offsetParent !== null && cell.scrollWidth > cell.clientWidth + 1)
      .map((cell) => `"${(cell.textContent ?? '').trim().slice(0, 40)}" (${cell.scrollWidth} > ${cell.clientWidth} px)`);
    const tables = [...main.querySelectorAll(onPaper ? 'table' : 'table:not(.bookings-table)')]
      .filter((table) => table instanceof HTMLElement && table.offsetParent !== null && table.parentElement !== null
        && table.offsetWidth > table.parentElement.clientWidth + 1)
      .map((table) => `table "${(table.querySelector('caption, th')?.textContent ?? '').trim().slice(0, 40)}" wider than its box`);
    return [...cells, ...tables];
  }, media === 'print');
}

async function expectScreenFits(page: Page, name: string): Promise<void> {
  const layout = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    return {
      window: document.scrollingElement!.scrollHeight - window.innerHeight,
      sideways: main.scrollWidth - main.clientWidth,
      top: main.scrollTop,
    };
  });
  expect(layout.window, `${name}: the window itself scrolls`).toBeLessThanOrEqual(0);
  expect(layout.top, `${name}: opens scrolled down`).toBe(0);
  expect(layout.sideways, `${name} scrolls sideways`).toBeLessThanOrEqual(1);
  expect(await clippedCells(page), `${name}: table cells whose content is cut`).toEqual([]);
}

// German and French run 20–35 % longer than English: every screen is checked in each of the desk's languages. The
// dark and printed looks are the same layout whatever the words, so they are taken in English.
for (const language of ['en', 'fr-CA', 'es-MX', 'de'] as const satisfies readonly DeskLanguage[]) {
  for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    const named = language === 'en' ? '' : ` in ${language}`;
    test(`every screen at ${size.width}×${size.height}${named}: only the screen scrolls, nothing cut${language === 'en' || size.width === 1366 ? ', and axe finds nothing serious' : ''}`, async ({ page, app }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(size);
      if (language !== 'en') {
        app.desk.desk.registry.updateSettings({ language });
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
      }
      await expect(page.locator('.manifest-group').first()).toBeVisible();
      for (const screen of SCREENS) {
        const name = `${screen}${named} at ${size.width}`;
        const shot = `screen-${screen}-${size.width}${language === 'en' ? '' : `-${language}`}`;
        // Scrolled down on the screen before: the next one still opens at its top.
        await page.locator('main').evaluate((main) => main.scrollTo({ top: main.scrollHeight }));
        await page.locator(`nav.nav a[href="#/${screen}"]`).click();
        await expect(page.locator('nav.nav a[aria-current="page"]')).toHaveAttribute('href', `#/${screen}`);
        await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // The manifest's rows say who is in once the bookings' records are read: their words are what must fit.
        if (screen === 'manifest') await expect(page.locator('main .status-unknown')).toHaveCount(0);
        await expectScreenFits(page, name);
        // What axe reads (names, roles, contrast, the language of the page) does not change with the window's size:
        // another language is checked once, at the laptop's size, which keeps the suite's time.
        if (language === 'en' || size.width === 1366) await expectAccessible(page, name);
        await screenshot(page, shot);
        if (size.width !== 1366 || language !== 'en') continue;
        await page.emulateMedia({ colorScheme: 'dark' });
        await screenshot(page, `${shot}-dark`);
        await page.emulateMedia({ colorScheme: 'light', media: 'print' });
        await screenshot(page, `${shot}-print`);
        expect(await clippedCells(page, 'print'), `${screen} printed: table cells whose content is cut`).toEqual([]);
        await page.emulateMedia({ media: 'screen' });
      }
    });
  }
}

test('no address leaves the window blank: a malformed one says not found, a failing screen says so and keeps the rest', async ({ page, app }) => {
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  const base = `${new URL(app.host.launchUrl).origin}/`;
  const navigation = page.getByRole('navigation', { name: 'Screens' });

  await page.goto(`${base}#/booking/%E0%A4%A`);
  await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  await expect(navigation).toBeVisible();
  await screenshot(page, 'screen-not-found');
  await navigation.getByRole('link', { name: /^Bookings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bookings/ })).toBeVisible();

  // A booking screen handed an answer it cannot draw (a bug's stand-in: a record with no members at all).
  const code = app.sandbox.control.services().store.state.bookings[3]!.code;
  await page.route('**/desk/call/bookings.get', (route) => route.fulfill({ json: { ok: true, value: { code } } }));
  await page.goto(`${base}#/booking/${code}`);
  const failed = page.getByRole('heading', { level: 1, name: `The booking ${code} screen could not be shown` });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('every other screen works');
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search or scan a booking' })).toBeVisible();
  await expectAccessible(page, 'screen-failed');
  await screenshot(page, 'screen-failed');
  await page.getByRole('button', { name: 'Save the log' }).click();
  const saved = page.getByRole('status').filter({ hasText: /^Saved \d+ lines? to / });
  await expect(saved).toBeVisible();
  const path = (await saved.locator('code').textContent())!;
  expect(readFileSync(path, 'utf8')).toMatch(/ERROR screen: the booking [A-Z0-9-]+ screen failed to show: TypeError: /);
  await page.unroute('**/desk/call/bookings.get');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Bookings/ })).toBeVisible();
});

test('a launch page opened a second time says to press Enter where Frontdesk runs, not that no account is chosen', async ({ browser, app }) => {
  // Another browser (no session cookie) opens the page the first one already used.
  const other = await browser.newContext();
  try {
    const page = await other.newPage();
    await page.goto(app.host.launchUrl);
    await expect(page.getByRole('alert')).toHaveText(/works once\. Press Enter where Frontdesk runs for a new page/);
    await expect(page.getByText('No account is chosen yet')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Use the demo account' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

connected.describe('on a connected account', () => {
  connected('dark chosen for this desk, a whole pairing code in its field, and the basket\'s Discard in view at 1366', async ({ page, connected: _connected }) => {
    connected.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    // The system is light; this desk is set dark, and stays so after a reload.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('link', { name: 'Accounts' }).click();
    await page.getByLabel('Light or dark').selectOption({ label: 'Dark' });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(15, 17, 21)');
    await page.reload();
    await expect.poll(background).toBe('rgb(15, 17, 21)');
    await expectAccessible(page, 'accounts-dark');

    const code = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-23';
    const field = page.getByLabel('Code shown on the other desk');
    await page.getByLabel("This desk's name").fill('Lobby');
    await field.fill(code);
    expect(await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.locator('.venue-problem')).toBeVisible();
    await expect(field).toHaveValue('');
    await page.getByLabel('Light or dark').selectOption({ label: 'As the computer is set' });
    await expect.poll(background).toBe('rgb(246, 247, 249)');

    await page.keyboard.press('Alt+7');
    const search = page.getByRole('region', { name: 'Find what is free' });
    await search.getByLabel('Category').selectOption({ label: 'Tours' });
    await search.getByLabel('Category').press('Enter');
    await page.getByRole('button', { name: 'Add Islands Snorkeling Tour to basket' }).click();
    const discard = page.getByRole('button', { name: 'Discard basket…' });
    await expect(discard).toBeVisible();
    await discard.scrollIntoViewIfNeeded();
    const box = (await discard.boundingBox())!;
    const panel = (await page.getByRole('complementary', { name: 'Basket' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(panel.y + panel.height, 768));
    await screenshot(page, 'new-booking-basket-connected-1366');
  });
});
