// The desk in another language. In the pseudo-locale every catalogued word is marked (accented, in brackets), so a
// word on a converted screen that shows unmarked is one no catalogue carries. What is the service's data (guests,
// items, codes, the account's labels), dates, times and amounts, stays as it is: the screens carry it in elements
// marked translate="no" (the HTML attribute that says "not words to translate"), and numbers, times and money are
// told by having no letter outside such an element.
import { onlyInTheStandardPass } from './support/live-pass.js';
import type { Page } from '@playwright/test';
import { addDays, dayInZone, isoDay } from '../../shared/domain/dates.js';
import { expect, screenshot, test } from './support/desk-app.js';
import { ANY, deskWords } from './support/desk-words.js';
import { otherDesk } from './support/other-desk.js';

onlyInTheStandardPass('languages.spec.ts', 'words on screens, not how answers are written: the English walks run in both passes');

/** Accented letters the pseudo-locale writes in place of a–z (Latin Extended, and Latin Extended Additional). */
const MARKED = /[\u0100-\u024F\u1E00-\u1EFF]/;

/**
 * Visible text in `scope` that is neither marked nor data: each text node outside translate="no" with a letter in
 * it, shown, with no marked letter. Controls' words (a button's label, an option chosen) are text nodes too. Text
 * inside `skip` is not looked at.
 */
async function unmarkedText(page: Page, scope: string, skip = ''): Promise<string[]> {
  return page.locator(scope).evaluateAll((roots, [marked, skipped]) => {
    const pattern = new RegExp(marked);
    const found: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || !/\p{L}/u.test(text) || pattern.test(text)) continue;
        if (parent.closest('[translate="no"], style, script, option:not(:checked)')) continue;
        if (skipped && parent.closest(skipped)) continue;
        // Shown (the visually-hidden words a screen reader says count: they are read; a closed panel's do not).
        if (!parent.checkVisibility()) continue;
        found.push(text.trim());
      }
    }
    return found;
  }, [MARKED.source, skip] as const);
}

test('in the pseudo-locale, every word on the Manifest, its navigation and status bar, a booking, the Bookings list, the Outbox and Accounts comes from the catalogue', async ({ page, app }) => {
  app.desk.desk.registry.updateSettings({ language: 'en-XA' });
  await page.reload();
  const manifest = page.locator('.manifest');
  await expect(manifest.locator('.manifest-head h1')).toContainText('Ḿ');
  await expect(manifest.locator('.manifest-table tbody tr').first()).toBeVisible();
  expect(await unmarkedText(page, 'nav.nav, main, footer.statusbar')).toEqual([]);
  // The same keys: Alt+2 opens Bookings whatever the words are.
  await expect(page.locator('nav.nav a[href="#/bookings"] kbd')).toHaveText('Alt+2');

  // A booking, once its record, timeline and invoice have come: header, details, lines, money, check-in/out,
  // status, notes, and its timeline with this desk's writes (a note and a bookmark, waiting in the outbox), which
  // the main process sends as data and the page words.
  const { code } = app.sandbox.control.services().store.state.bookings[0]!;
  const signal = new AbortController().signal;
  await app.desk.handlers['bookings.addNote']({ code, body: 'Room 4 key is at the bar.', private: true }, signal);
  await app.desk.handlers['bookings.setBookmark']({ code, bookmarked: true }, signal);
  await page.goto(`${app.host.url}#/booking/${code}`);
  await expect(page.locator('.booking-record .booking-lines, .booking-record p.muted').first()).toBeVisible();
  await expect(page.locator('.timeline li .note-body', { hasText: 'Room 4 key is at the bar.' }).first()).toBeVisible();
  await expect(page.locator('.invoice-panel .state-loading')).toHaveCount(0);
  expect(await unmarkedText(page, 'main')).toEqual([]);

  // The Bookings list with its rows, the pager's count and the date filters open.
  await page.goto(`${app.host.url}#/bookings`);
  await expect(page.locator('.bookings-table tbody tr[data-index]').first()).toBeVisible();
  await expect(page.locator('.pager-position')).toContainText('·');
  await page.locator('.rare-filters summary').click();
  expect(await unmarkedText(page, 'main')).toEqual([]);

  // The Outbox, with nothing waiting.
  await page.goto(`${app.host.url}#/outbox`);
  await expect(page.locator('.outbox .state-empty')).toBeVisible();
  expect(await unmarkedText(page, 'main')).toEqual([]);

  // Accounts: the current account, adding one, staff, settings, the no-show status, the log, the venue's panel, and
  // how sign-ins are kept (in memory, as the test's desk keeps them: data from the main process, worded by the page).
  await page.goto(`${app.host.url}#/accounts`);
  await expect(page.locator('#settings-heading')).toBeVisible();
  await expect(page.locator('#staff-heading ~ .account-list li').first()).toBeVisible();
  await expect(page.locator('.connect > .notice')).toBeVisible();
  expect(await unmarkedText(page, 'main')).toEqual([]);
});

for (const language of ['fr-CA', 'es-MX', 'de'] as const) {
  test(`the Manifest in ${language}: its words, and the check-in key as in English`, async ({ page, app }) => {
    const { matching, said } = deskWords(language);
    app.desk.desk.registry.updateSettings({ language });
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload();
    const heading = page.locator('.manifest-head h1');
    await expect(heading).toHaveText(matching('manifest.heading', { day: ANY }, 'whole'));
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await screenshot(page, `manifest-${language}`);
    const guest = page.locator('.manifest-table a[data-action="checkIn"]').first();
    const code = await guest.getAttribute('data-code');
    await guest.focus();
    await page.keyboard.press('i');
    // I checks in as in English: the row offers the check-in no more (its undo window is open), or a question in
    // this language asks first.
    const stamped = page.locator(`.manifest-table a[data-code="${code}"]:not([data-action="checkIn"])`).first();
    const asked = page.getByRole('alertdialog');
    await expect(asked.or(stamped)).toBeVisible();
    if (await asked.isVisible()) {
      await expect(asked.locator('h2')).toHaveText(matching('stamp.dialog.title', { kind: 'checkIn', who: ANY }, 'whole'));
      await page.keyboard.press('Escape');
    }
    // A departure who still owes: O asks whether to settle first, in this language; Escape leaves it as it was.
    const owing = page.locator('.manifest-table tr:has(td.balance .badge-warn) a[data-action="checkOut"]').first();
    const leaving = await owing.getAttribute('data-code');
    await owing.focus();
    await page.keyboard.press('o');
    await expect(asked.locator('h2')).toHaveText(matching('stamp.dialog.title', { kind: 'checkOut', who: ANY }, 'whole'));
    await expect(asked.getByRole('button', { name: said('stamp.dialog.cancel') })).toBeVisible();
    await screenshot(page, `question-${language}`);
    await page.keyboard.press('Escape');
    await expect(asked).toBeHidden();
    await expect(page.locator(`.manifest-table a[data-code="${leaving}"][data-action="checkOut"]`)).toBeVisible();
  });
}

test('a German desk writes amounts as the account does until a person chooses the desk\'s language for them, under Accounts', async ({ page, app }) => {
  const { said } = deskWords('de');
  app.desk.desk.registry.updateSettings({ language: 'de' });
  await page.reload();
  const due = page.locator('.manifest-table td.balance .badge').first();
  // The account writes English amounts: "$1,410.00 offen".
  await expect(due).toHaveText(/\d,\d{3}\.\d{2}|\$\d{1,3}\.\d{2}/);
  await page.goto(`${app.host.url}#/accounts`);
  const formats = page.getByLabel(said('settings.formats'));
  await formats.selectOption('language');
  await expect(page.getByRole('status').filter({ hasText: said('settings.saved') })).toBeAttached();
  await page.goto(`${app.host.url}#/manifest`);
  // Now as German writes them: "1.410,00 CA$ offen"; the currency stays the account's.
  await expect(due).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s(CA)?\$/);
  expect(app.desk.desk.registry.settingsView().formats).toBe('language');
});

test('in the pseudo-locale, every word of New booking comes from the catalogue: the offers, a basket line, its change and the guest’s form', async ({ page, app }) => {
  const { clock, store } = app.sandbox.control.services();
  const tomorrow = addDays(dayInZone(clock.nowWhole(), store.state.account.timezone), 1);
  app.desk.desk.registry.updateSettings({ language: 'en-XA' });
  await page.reload();
  await expect(page.locator('nav.nav')).toBeVisible();
  await page.keyboard.press('Alt+7');
  await expect(page.locator('#new-booking-title')).toContainText('Ƞ');
  // What is free tomorrow, rated: the offers with their prices, units left, packages and any rule they break.
  await page.locator('#search-firstDay').fill(isoDay(tomorrow));
  await page.locator('#search-firstDay').press('Enter');
  const offers = page.locator('.results-panel .offers');
  await expect(offers.locator('.offer-prices').first()).toBeVisible();
  expect(await unmarkedText(page, 'main')).toEqual([]);

  // A line in the basket (its money, counts and length), the guest's form below the search, and the line's change.
  await offers.locator('.offer-actions .btn-primary').first().click();
  await expect(page.locator('.basket-line .basket-line-total')).toBeVisible();
  await expect(page.locator('.guest-form .guest-field').first()).toBeVisible();
  await page.locator('.basket-line-controls .btn:not(.btn-danger)').first().click();
  await expect(page.locator('form.change-line')).toBeVisible();
  expect(await unmarkedText(page, 'main')).toEqual([]);
});

test('in the pseudo-locale, every word on Reports and on the Manifest\'s Columns & CSV panel comes from the catalogue', async ({ page, app }) => {
  app.desk.desk.registry.updateSettings({ language: 'en-XA' });
  await page.reload();
  // The Manifest's columns and CSV panel, opened, with the day's rows loaded.
  await expect(page.locator('.manifest-table tbody tr').first()).toBeVisible();
  await page.locator('.manifest-export summary').click();
  await expect(page.locator('.csv-columns li').first()).toBeVisible();
  expect(await unmarkedText(page, '.manifest-export')).toEqual([]);

  // Reports with a report loaded, its figures complete, a choice list open.
  await page.goto(`${app.host.url}#/reports`);
  await expect(page.locator('section.reports[data-report-for]')).toBeVisible();
  await expect(page.locator('.report-completeness')).toBeVisible();
  await expect(page.locator('.report-section').first()).toBeVisible();
  await page.locator('.choice-list summary').first().click();
  expect(await unmarkedText(page, 'main')).toEqual([]);
});

test('in the pseudo-locale, every word on the Calendar, Customers, Readiness, the Shift with its handover and the venue panel comes from the catalogue', async ({ page, app }) => {
  app.desk.desk.registry.updateSettings({ language: 'en-XA' });
  await page.reload();
  await expect(page.locator('.manifest-head h1')).toContainText('Ḿ');
  const main = () => unmarkedText(page, 'main');

  // The Calendar, a week and then a month, once its figures have come (the grid stops being busy).
  await page.goto(`${app.host.url}#/calendar`);
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
  expect(await main()).toEqual([]);
  await page.goto(`${app.host.url}#/calendar?view=month`);
  await expect(page.locator('.cal-grid-compact')).toHaveAttribute('aria-busy', 'false');
  expect(await main()).toEqual([]);

  // Customers: a search that finds one, one that finds nobody, and a customer's page with their bookings.
  const { customers, bookings } = app.sandbox.control.services().store.state;
  const regular = customers.find((customer) => bookings.filter((booking) => booking.customerId === customer.id).length >= 2)!;
  await page.goto(`${app.host.url}#/customers`);
  await expect(page.locator('.customers .state-empty')).toBeVisible();
  expect(await main()).toEqual([]);
  await page.goto(`${app.host.url}#/customers?q=${encodeURIComponent(regular.email)}`);
  await expect(page.locator('.customer-table tbody tr')).toHaveCount(1);
  expect(await main()).toEqual([]);
  await page.goto(`${app.host.url}#/customers?q=${encodeURIComponent('nobody@example.invalid')}`);
  await expect(page.locator('.no-match')).toBeVisible();
  expect(await main()).toEqual([]);
  await page.goto(`${app.host.url}#/customer/${regular.id}`);
  await expect(page.locator('.customer-bookings-table tbody tr').first()).toBeVisible();
  expect(await main()).toEqual([]);

  // Readiness for the next week: its groups, their rows and why each booking is there.
  await page.goto(`${app.host.url}#/readiness?days=7`);
  await expect(page.locator('.readiness-summary')).toBeVisible();
  await expect(page.locator('.readiness-table tbody tr').first()).toBeVisible();
  expect(await main()).toEqual([]);

  // The Shift with one of this desk's writes in its record (a note, worded by the page from its parts), then its
  // handover open and its summary added up, its open questions and waiting writes included.
  const noted = app.sandbox.control.services().store.state.bookings[0]!.code;
  await app.desk.handlers['bookings.addNote']({ code: noted, body: 'Room 4 key is at the bar.', private: true }, new AbortController().signal);
  await page.goto(`${app.host.url}#/shift`);
  const what = page.locator('.shift-table tbody td', { hasText: 'Room 4 key is at the bar.' }).first();
  await expect(what).toContainText(MARKED);
  expect(await main()).toEqual([]);
  await page.locator('.shift-head .btn-primary').click();
  await expect(page.locator('.handover-summary')).toBeVisible();
  expect(await main()).toEqual([]);

  // The venue's panel on Accounts: a pairing code shown, and the desks once another desk joined with it.
  const gate = await otherDesk(app.sandbox);
  try {
    await page.goto(`${app.host.url}#/accounts`);
    const venue = page.locator('.venue-panel');
    await venue.locator('input').first().fill('Lobby');
    await venue.locator('.venue-pairing button').first().click();
    await expect(venue.locator('.venue-code')).toHaveText(/[0-9A-Z]{4}-/, { timeout: 15_000 });
    expect(await unmarkedText(page, '.venue-panel')).toEqual([]);
    await gate.call('venue.join', { deskName: 'Gate', code: (await venue.locator('.venue-code').textContent())! });
    await expect(venue.locator('.venue-desks tbody tr')).toHaveCount(2);
    expect(await unmarkedText(page, '.venue-panel')).toEqual([]);
  } finally {
    await gate.close();
  }
});

test('in the pseudo-locale, every word on Notes, Bookmarks, the search box\'s answers and the keyboard help comes from the catalogue', async ({ page, app }) => {
  app.desk.desk.registry.updateSettings({ language: 'en-XA' });
  const { code } = app.sandbox.control.services().store.state.bookings[1]!;
  const signal = new AbortController().signal;
  await app.desk.handlers['bookings.addNote']({ code, body: 'Late ferry: arrives 21:40.', private: false }, signal);
  await app.desk.handlers['bookings.setBookmark']({ code, bookmarked: true }, signal);
  await page.reload();
  await expect(page.locator('.manifest-table tbody tr').first()).toBeVisible();

  await page.keyboard.press('Alt+4');
  await expect(page.getByText('Late ferry: arrives 21:40.').first()).toBeVisible();
  expect(await unmarkedText(page, 'main')).toEqual([]);

  await page.keyboard.press('Alt+5');
  await expect(page.locator('main').getByRole('link', { name: code })).toBeVisible();
  expect(await unmarkedText(page, 'main')).toEqual([]);

  // The search box's answers for part of a code.
  await page.keyboard.press('Control+K');
  await page.getByRole('combobox').first().fill(code.slice(0, 4));
  await expect(page.getByRole('option').filter({ hasText: code })).toBeVisible();
  expect(await unmarkedText(page, 'header, [role="listbox"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  await expect(page.locator('.help-dialog')).toBeVisible();
  expect(await unmarkedText(page, '.help-dialog')).toEqual([]);
});

test('a launch page opened a second time, with no desk to ask its language, speaks the browser\'s: German in a German browser', async ({ browser, app }) => {
  // Another browser (no session cookie), set to German, opens the page the first one already used.
  const other = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await other.newPage();
    await page.goto(app.host.launchUrl);
    await expect(page.getByRole('alert')).toHaveText(deskWords('de').said('error.said', { id: 'notConnected' }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  } finally {
    await other.close();
  }
});
