// The Bookings screen as a manager uses it all day: filters, paging, opening, keys, export, columns.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { isoDay } from '../../shared/domain/dates.js';
import { expect, expectAccessible, screenshot, startDeskApp, stopDeskApp, test, type DeskApp } from './support/desk-app.js';
import { moneyOf } from './support/money.js';
import { test as connected } from './support/connected-desk.js';
import { openAsSpreadsheet } from '../support/spreadsheet.js';
import { bookingTextKey, holdsWords, quickFilterWords } from '../../shared/domain/booking-text.js';

const rows = (page: Page) => page.locator('tr.booking-row');
const position = (page: Page) => page.locator('.pager-position');
const statusFilter = (page: Page) => page.getByRole('search').getByLabel('Status');
const storeOf = (app: DeskApp) => app.sandbox.control.services().store;
const count = (n: number) => n.toLocaleString('en-CA');

/** Alt+2 from wherever the app is, then the first page of every booking the sandbox holds. */
async function openBookings(page: Page, app: DeskApp) {
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await page.keyboard.press('Alt+2');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await expect(position(page)).toContainText(`· ${count(storeOf(app).bookingsInOrder.length)} bookings`);
  await expect(rows(page).first()).toBeVisible();
}

/** Opens an address the way a link from another screen or a bookmark would: a fresh load of the page. */
async function openAddress(page: Page, app: DeskApp, hash: string) {
  // The first load trades the launch key for a session cookie; leaving before it has would lose the session.
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await page.goto(`${new URL(app.host.launchUrl).origin}/${hash}`);
  await page.reload();
}

/** From the list's own order (newest first, the desk's copy) to the service's: Created's heading, descending, then
 * ascending, then no order. */
async function serviceOrder(page: Page) {
  const created = page.getByRole('columnheader', { name: 'Created' });
  await created.getByRole('button').click();
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await created.getByRole('button').click();
  await expect(page.getByText("In the booking service's own order.")).toBeVisible();
}

async function statusesShown(page: Page) {
  return page.locator('tr.booking-row .badge').allTextContents();
}

async function csvRecords(download: { path(): Promise<string | null> }) {
  const text = await readFile((await download.path())!, 'utf8');
  return text.replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '').slice(1);
}

test('opens from the navigation and with Alt+2, a page at a time, accessible', async ({ page, app }) => {
  await page.getByRole('link', { name: /^Bookings/ }).click();
  await expect(page).toHaveURL(/#\/bookings$/);
  await expect(rows(page).first()).toBeVisible();
  await page.keyboard.press('Alt+1');
  await openBookings(page, app);
  await expect(position(page)).toHaveText('Page 1 of 4 · 400 bookings');
  await expect(page.getByText('Column headings sort all matching bookings.')).toBeVisible();
  await expectAccessible(page, 'bookings');
  await screenshot(page, 'bookings');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(position(page)).toHaveText('Page 2 of 4 · 400 bookings');
  await expect(page).toHaveURL(/#\/bookings\?page=2$/);
});

test('filters by status and shows only bookings of that status', async ({ page, app }) => {
  const paid = storeOf(app).bookingsInOrder.filter((b) => b.statusId === 'PAID').length;
  await openBookings(page, app);
  await statusFilter(page).selectOption({ label: 'Paid' });
  await expect(position(page)).toContainText(`${count(paid)} bookings`);
  await expect(page).toHaveURL(/status=PAID/);
  expect(new Set(await statusesShown(page))).toEqual(new Set(['Paid']));
});

test('filters by a range of start dates', async ({ page, app }) => {
  const days = storeOf(app).bookingsInOrder.map((b) => b.startDay).sort((a, b) => a - b);
  const from = days[100]!;
  const to = days[160]!;
  const expected = days.filter((day) => day >= from && day <= to).length;
  await openBookings(page, app);
  await page.getByText('Dates: start, end, created, last modified').click();
  const start = page.getByRole('group', { name: 'Start date' });
  await start.getByLabel('From').fill(isoDay(from));
  await start.getByLabel('To').fill(isoDay(to));
  await expect(position(page)).toContainText(`· ${count(expected)} bookings`);
  await expect(page).toHaveURL(new RegExp(`startAfter=${from}&startBefore=${to}`));
});

test('finds the bookings of one customer by exact e-mail, and says when nothing matches', async ({ page, app }) => {
  const store = storeOf(app);
  const first = store.bookingsInOrder[0]!;
  const email = store.customer(first.customerId)!.email;
  const theirs = store.bookingsInOrder.filter((b) => b.customerId === first.customerId).length;
  await openBookings(page, app);
  const field = page.getByLabel('Customer e-mail');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/bookings.list')) asked.push(request.postData() ?? '');
  });
  await field.pressSequentially(email, { delay: 25 });
  await expect(field).toHaveValue(email);
  await expect(position(page)).toContainText(`· ${count(theirs)} booking`);
  // The list is asked after the typing paused, not once a keystroke: once at an even pace (a loaded machine may
  // stall the typing past the pause now and then, which asks early, never at every key).
  expect(asked.length).toBeLessThanOrEqual(Math.floor(email.length / 5));
  expect(asked.at(-1)).toContain(email);
  await field.fill('nobody@example.com');
  await expect(page.getByText('No bookings match these filters.')).toBeVisible();
  await page.locator('.table-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(position(page)).toHaveText('Page 1 of 4 · 400 bookings');
  await expect(field).toHaveValue('');
});

const scroller = (page: Page) => page.locator('.bookings-scroller');

test('opens a booking when its row is clicked, and back from it the list is where the person left it', async ({ page, app }) => {
  await openBookings(page, app);
  await scroller(page).evaluate((element) => element.scrollTo({ top: 1200 }));
  const row = page.locator('tr.booking-row[data-index="44"]');
  const code = (await row.locator('td').first().textContent())!;
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/booking/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(code) })).toBeVisible();
  await page.goBack();
  await expect(position(page)).toHaveText('Page 1 of 4 · 400 bookings');
  await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBe(1200);
  await expect(page.locator('tr.booking-row[data-index="44"]')).toBeInViewport();
  // The row opened is the list's tab stop again, so the keyboard goes on from it.
  await expect(page.locator('tr.booking-row[data-index="44"]')).toHaveAttribute('tabindex', '0');
});

/** Counts the rows of the printed list while the page is printed (it is drawn for paper only). */
async function watchPrintedRows(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = window as unknown as { printed: { rows: number; note: string } };
    seen.printed = { rows: 0, note: '' };
    new MutationObserver(() => {
      const rows = document.querySelectorAll('.bookings-print-table tbody tr').length;
      if (rows > 0) seen.printed = { rows, note: document.querySelector('.bookings-print-note')?.textContent ?? '' };
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: { rows: number; note: string } }).printed);

test('prints the page of bookings whole, says it is one page of four, and "Print all" prints all 400', async ({ page, app }) => {
  await openBookings(page, app);
  await watchPrintedRows(page);
  // Ctrl+P or the menu: the page on screen, all of its 100 rows though the table draws only those in view.
  await page.pdf({ path: 'test-results/screens/bookings-print-page.pdf', format: 'A4' });
  expect(await printed(page)).toEqual({
    rows: 100, note: 'Page 1 of 4 only: 100 of 400 bookings. “Print all 400” on the Bookings screen prints every one.',
  });
  // Print all reads every page, then asks for the printer (here the PDF stands in for the paper).
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-print-asked', '');
  });
  await page.getByRole('button', { name: 'Print all 400' }).click();
  await expect(page.locator('body[data-print-asked]')).toHaveCount(1);
  await page.pdf({ path: 'test-results/screens/bookings-print-all.pdf', format: 'A4' });
  expect(await printed(page)).toEqual({ rows: 400, note: 'All 400 bookings of this list.' });
});

test('opens the list a link points at (?status=VOID)', async ({ page, app }) => {
  const voided = storeOf(app).bookingsInOrder.filter((b) => b.statusId === 'VOID').length;
  await openAddress(page, app, '#/bookings?status=VOID');
  await expect(statusFilter(page)).toHaveValue('VOID');
  await expect(position(page)).toContainText(`· ${count(voided)} bookings`);
  expect(new Set(await statusesShown(page))).toEqual(new Set(['Void']));
});

test('moves with ↑/↓ and opens with Enter', async ({ page, app }) => {
  await openBookings(page, app);
  await rows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(rows(page).nth(1)).toBeFocused();
  await expect(rows(page).nth(1)).toHaveAttribute('tabindex', '0');
  const code = (await rows(page).nth(1).locator('td').first().textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/booking/${code}$`));
});

test('I on a VOID booking says why and changes nothing; I on a PAID one checks it in, with the undo window', async ({ page, app }) => {
  const store = storeOf(app);
  await openAddress(page, app, '#/bookings?status=VOID');
  await expect(statusFilter(page)).toHaveValue('VOID');
  const voidCode = (await rows(page).first().locator('td').first().textContent())!;
  await rows(page).first().focus();
  await page.keyboard.press('i');
  await expect(page.getByRole('alert')).toContainText(`${voidCode}`);
  await expect(page.getByRole('alert')).toContainText('was not checked in. This booking is void, so it cannot be checked in or out.');
  expect(store.booking(voidCode)!.checkedIn).toBeNull();
  await expect(page).toHaveURL(/status=VOID$/);

  await statusFilter(page).selectOption('PAID');
  await expect(statusFilter(page)).toHaveValue('PAID');
  await expect.poll(async () => new Set(await statusesShown(page))).toEqual(new Set(['Paid']));
  const paidCode = (await rows(page).first().locator('td').first().textContent())!;
  await rows(page).first().focus();
  await page.keyboard.press('I');
  // The same questions as everywhere: a booking of another day asks first; the answer here is to go on.
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.or(page.getByText(/Check-in in \d+ s/))).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Check in anyway' }).click();
  await expect(page.getByText(new RegExp(`Check-in of ${paidCode}.*Check-in in \\d+ s`))).toBeVisible();
  await app.endUndoWindows();
  await expect.poll(() => store.booking(paidCode)!.checkedIn).not.toBeNull();
});

test('sorts all 400 bookings by amount due, across pages, and says so', async ({ page, app }) => {
  await openBookings(page, app);
  // Void and cancelled bookings owe nothing, whatever their figures say.
  const owed = (b: { statusId: string; total: number; paidTotal: number }) =>
    (['VOID', 'CANCELLED'].includes(b.statusId) ? 0 : Math.max(0, b.total - b.paidTotal));
  const dues = storeOf(app).bookingsInOrder.map(owed).sort((a, b) => b - a);
  const heading = page.getByRole('columnheader', { name: 'Due' });
  await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', /ascending|descending/);
  if ((await heading.getAttribute('aria-sort')) === 'ascending') await heading.getByRole('button').click();
  await expect(heading).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/All matching bookings sorted by Due, descending/)).toBeVisible();
  const money = moneyOf(storeOf(app).state.account).shown;
  // The largest amount owed in the whole account heads the list, not the largest on the first page.
  await expect(rows(page).first().locator('td.money').nth(2)).toHaveText(money(dues[0]!));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(position(page)).toHaveText('Page 2 of 4 · 400 bookings');
  await expect(rows(page).first().locator('td.money').nth(2)).toHaveText(money(dues[100]!));
  // Back to the list's own order: newest bookings first.
  await page.getByRole('button', { name: 'Newest first' }).click();
  await expect(heading).not.toHaveAttribute('aria-sort', /.+/);
  await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
});

test('the quick filter finds a booking on the last page, not only on the page shown', async ({ page, app }) => {
  const store = storeOf(app);
  await openBookings(page, app);
  const last = store.bookingsInOrder.at(-1)!;
  const guest = store.customer(last.customerId)!;
  const theirs = store.bookingsInOrder.filter((b) => b.customerId === guest.id).length;
  const filter = page.getByLabel('Quick filter (all matching bookings)');
  const hint = 'Quick filter: code, guest, e-mail, item';
  await expect(filter).toHaveAttribute('placeholder', hint);
  await filter.fill(`${guest.email}`);
  await expect(position(page)).toHaveText(`Page 1 of 1 · ${count(theirs)} ${theirs === 1 ? 'booking' : 'bookings'}`);
  await expect(rows(page).filter({ hasText: last.code })).toHaveCount(1);
  // The hint is in the box only while the box is empty: back when the words are cleared, by a key or by Clear filters.
  await expect(filter).not.toHaveAttribute('placeholder', /./);
  // The file holds what the list shows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const records = await csvRecords(await downloading);
  expect(records).toHaveLength(theirs);
  expect(records.some((record) => record.startsWith(`${last.code},`))).toBe(true);
  await filter.fill('');
  await expect(filter).toHaveAttribute('placeholder', hint);
  await filter.fill('no such guest at all');
  await expect(filter).not.toHaveAttribute('placeholder', /./);
  await page.locator('.table-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(filter).toHaveValue('');
  await expect(filter).toHaveAttribute('placeholder', hint);
  // The filter panel's own button clears the words too: with only words narrowing the list, it stood greyed.
  const panelClear = page.locator('form.filters').getByRole('button', { name: 'Clear filters' });
  await expect(panelClear).toBeDisabled();
  await filter.fill('no such guest at all');
  await expect(panelClear).toBeEnabled();
  await panelClear.click();
  await expect(filter).toHaveValue('');
  await expect(rows(page).first()).toBeVisible();
  await expect(panelClear).toBeDisabled();
});

test('offline, the quick filter narrows every page the desk holds as keys are pressed, without asking the desk at each key', async ({ page, app }) => {
  const store = storeOf(app);
  const last = store.bookingsInOrder.at(-1)!;
  const guest = store.customer(last.customerId)!;
  const theirs = store.bookingsInOrder.filter((b) => b.customerId === guest.id).length;
  // The list is held in the page once its first page shows: every page of it, read from the desk's copy.
  const held = page.waitForResponse((response) => response.url().includes('/desk/call/bookings.held'));
  await openBookings(page, app);
  await held;
  app.sandbox.control.setFaults({ offline: true });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/desk/call/bookings.list')) asked.push(request.postData() ?? '');
  });
  const filter = page.getByLabel('Quick filter (all matching bookings)');
  await filter.pressSequentially(guest.email);
  await expect(position(page)).toHaveText(`Page 1 of 1 · ${count(theirs)} ${theirs === 1 ? 'booking' : 'bookings'}`);
  await expect(rows(page).filter({ hasText: last.code })).toHaveCount(1);
  // How old the copy is: the offline banner, or the line under the list while the outage is not noticed yet.
  await expect(page.getByText(/showing what this desk held at|Shown from this desk's copy of/).first()).toBeVisible();
  expect(asked.filter((body) => body.includes('"text"')), 'keys answered by the desk rather than in the page').toEqual([]);
  // Deleted back to nothing, the list is the whole list again.
  await filter.fill('');
  await expect(position(page)).toContainText(`· ${count(store.bookingsInOrder.length)} bookings`);
});

test('while a person types in the quick filter, a sync that changed one booking brings only that booking to the page, not the whole list again', async ({ page, app }) => {
  const { store, clock } = app.sandbox.control.services();
  const held = page.waitForResponse((response) => response.url().includes('/desk/call/bookings.held'));
  await openBookings(page, app);
  await held;
  const asked: string[] = [];
  page.on('request', (request) => {
    const call = /\/desk\/call\/(bookings\.held\w*)/.exec(request.url())?.[1];
    if (call) asked.push(call);
  });
  const booking = store.bookingsInOrder[7]!;
  const filter = page.getByLabel('Quick filter (all matching bookings)');
  await filter.pressSequentially(booking.code.slice(0, 4), { delay: 60 });
  await expect(rows(page).filter({ hasText: booking.code })).toHaveCount(1);
  // Another desk changes the booking's total at the service; this desk's next sync brings it while the person types.
  clock.advance(60);
  const total = booking.total + 12_300;
  Object.assign(store.state.bookings.find((b) => b.code === booking.code)!, { total, lastModified: clock.nowWhole() });
  await app.desk.desk.account.offline().sync.incremental();
  await filter.pressSequentially(booking.code.slice(4), { delay: 60 });
  // The rows are narrowed in the page, from the list it holds: the new total there is the held list brought up to date.
  await expect(rows(page).filter({ hasText: booking.code }).locator('td.money').first())
    .toHaveText(moneyOf(store.state.account).shown(total));
  expect(asked, 'the held list read whole again').not.toContain('bookings.held');
  expect(asked).toContain('bookings.heldChanges');
});

/**
 * From now on, each key of the quick filter: whether the first frame after it shows its rows (read as the frame starts:
 * what holds then is what that frame paints), and every cell cut short in that frame. A key followed by another before
 * the browser made a frame has no frame of its own (the emptied box, then the next word's first letter at once, under
 * load): that frame is the later key's, and is held to show the later key's rows.
 */
async function watchKeyFrames(page: Page): Promise<() => Promise<{ late: string[]; cut: string[] }>> {
  await page.evaluate(() => {
    const seen = { late: [] as string[], cut: [] as string[] };
    (window as unknown as { keyFrames: typeof seen }).keyFrames = seen;
    document.addEventListener('input', (event) => {
      const input = event.target as HTMLInputElement;
      if (input.id !== 'quick-filter') return;
      const text = input.value;
      requestAnimationFrame(() => {
        if (input.value !== text) return;
        if (document.querySelector<HTMLElement>('[data-rows-for]')?.dataset.rowsFor !== text) {
          seen.late.push(text);
          return;
        }
        for (const cell of document.querySelectorAll<HTMLElement>('tr.booking-row td')) {
          if (cell.scrollWidth > cell.clientWidth) seen.cut.push(`"${text}": ${cell.textContent}`);
        }
      });
    }, true);
  });
  return () => page.evaluate(() => (window as unknown as { keyFrames: { late: string[]; cut: string[] } }).keyFrames);
}

test('each key of the quick filter shows its rows in the first frame after it, whole: no name, e-mail or item cut', async ({ page, app }) => {
  const store = storeOf(app);
  await page.setViewportSize({ width: 1366, height: 768 });
  const held = page.waitForResponse((response) => response.url().includes('/desk/call/bookings.held'));
  await openBookings(page, app);
  await held;
  const keyFrames = await watchKeyFrames(page);
  // The guests with the longest and the shortest names: a key that brings a long name onto a page whose columns were
  // fitted to short ones, typed and pasted.
  const guests = [...new Set(store.bookingsInOrder.map((booking) => store.customer(booking.customerId)!))]
    .sort((a, b) => b.name.length - a.name.length);
  const shortest = guests.at(-1)!;
  const filter = page.getByLabel('Quick filter (all matching bookings)');
  for (const guest of guests.slice(0, 3)) {
    await filter.fill(shortest.email);
    await expect(rows(page).filter({ hasText: shortest.name }).first()).toBeVisible();
    await filter.fill(guest.email);
    await expect(rows(page).filter({ hasText: guest.name }).first()).toBeVisible();
    await filter.fill('');
    const word = guest.name.split(' ').at(-1)!.slice(0, 6);
    await filter.pressSequentially(word, { delay: 60 });
    await expect(rows(page).filter({ hasText: guest.name }).first()).toBeVisible();
    for (let left = word.length; left > 0; left -= 1) await filter.press('Backspace', { delay: 60 });
    await expect(position(page)).toContainText(`· ${count(store.bookingsInOrder.length)} bookings`);
  }
  expect(await keyFrames()).toEqual({ late: [], cut: [] });
});

test('shows at least 12 bookings with Paid, Due and Created in view at 1366×768', async ({ page, app }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openBookings(page, app);
  const fullyShown = async () => {
    const frame = (await page.locator('.bookings-scroller').boundingBox())!;
    const boxes = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom));
    return boxes.filter((bottom) => bottom <= frame.y + frame.height && bottom <= 768).length;
  };
  await screenshot(page, 'bookings-1366x768');
  expect(await fullyShown()).toBeGreaterThanOrEqual(12);
  for (const name of ['Paid', 'Due', 'Created']) {
    const box = (await page.getByRole('columnheader', { name }).boundingBox())!;
    expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(1366);
  }
});

test('exports the filtered list as CSV, as many records as the total shown', async ({ page, app }) => {
  const paid = storeOf(app).bookingsInOrder.filter((b) => b.statusId === 'PAID').length;
  await openBookings(page, app);
  await statusFilter(page).selectOption('PAID');
  await expect(position(page)).toContainText(`· ${count(paid)} bookings`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-\d{8}\.csv$/);
  const records = await csvRecords(download);
  expect(records).toHaveLength(paid);
  expect(records.every((record) => record.split(',')[1] === 'PAID')).toBe(true);
  await expect(page.getByText(`Saved ${count(paid)} bookings as ${download.suggestedFilename()}.`)).toBeVisible();
});

test('exports every page of a long list with progress, and Cancel stops it', async ({ page }) => {
  test.setTimeout(90_000);
  const big = await startDeskApp({ bookings: 2_600 });
  try {
    await page.goto(big.host.launchUrl);
    await openBookings(page, big);
    await expect(position(page)).toHaveText('Page 1 of 26 · 2,600 bookings');
    // In the service's own order (no sort), so the pages are read from the service, slowly.
    await serviceOrder(page);
    // A slow service, so the progress can be seen and cancelled between pages.
    big.sandbox.control.services().faults.set({ latencyMs: 700 });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText('Exporting 1,000 of 2,600…')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Export cancelled; no file was saved.')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText(/Exporting (1,000|2,000) of 2,600…/)).toBeVisible();
    expect(await csvRecords(await downloading)).toHaveLength(2_600);
  } finally {
    await stopDeskApp(big);
  }
});

test("answers from the desk's copy when the service cannot be reached, and is live again when it is back", async ({ page, app }) => {
  const pending = storeOf(app).bookingsInOrder.filter((b) => b.statusId === 'PEND').length;
  await openBookings(page, app);
  await app.desk.desk.account.offline().sync.full();
  const faults = app.sandbox.control.services().faults;
  faults.set({ offline: true });
  await statusFilter(page).selectOption('PEND');
  // Offline, the banner says where the list comes from and when, once: no second line under it.
  const copy = page.locator('.offline-banner', { hasText: /^Offline — showing what this desk held at/ });
  await expect(copy).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.as-of')).toHaveCount(0);
  await expect(position(page)).toContainText(`· ${count(pending)} bookings`);
  faults.clear();
  // The desk notices the service is back on its own (it asks every few seconds) and the list goes live again.
  await expect(copy).toHaveCount(0, { timeout: 15_000 });
  await expect(position(page)).toContainText(`· ${count(pending)} bookings`);
});

test('a booking the service sends unreadable is left out and counted; an answer that cannot stand is answered from the copy', async ({ page, app }) => {
  await openBookings(page, app);
  await serviceOrder(page);
  await app.desk.desk.account.offline().sync.full();
  // One record without the code the desk cannot work without.
  app.sandbox.control.rewriteAnswers((body) => {
    const listing = (body as Record<string, Record<string, Record<string, unknown>> | undefined>)['booking/index'];
    const first = listing ? Object.values(listing)[0] : undefined;
    if (first) first.code = '';
    return body;
  });
  await statusFilter(page).selectOption('PEND');
  await expect(page.getByRole('note')).toContainText('1 booking from the booking service could not be read and was left out.');
  await screenshot(page, 'bookings-record-left-out');
  // Now the whole listing is unreadable: the screen answers from the desk's copy and says why.
  app.sandbox.control.rewriteAnswers((body) => ({ ...(body as object), 'booking/index': 'not a listing' }));
  await statusFilter(page).selectOption('PAID');
  await expect(page.getByText(/Shown from this desk's copy of .*: the booking service's answer could not be read\./)).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await screenshot(page, 'bookings-copy-after-unreadable-answer');
  app.sandbox.control.rewriteAnswers(null);
});

test('the column chooser hides a column and remembers it', async ({ page, app }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openBookings(page, app);
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Guest' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
});

test('keeps fewer than 100 rows in the DOM with 250 to a page', async ({ page, app }) => {
  await openBookings(page, app);
  await page.getByLabel('Rows per page').selectOption('250');
  await expect(position(page)).toHaveText('Page 1 of 2 · 400 bookings');
  await expect(page.locator('table.bookings-table')).toHaveAttribute('aria-rowcount', '251');
  expect(await page.locator('tbody tr').count()).toBeLessThan(100);
  await page.locator('.bookings-scroller').evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(page.locator('tr[aria-rowindex="251"]')).toBeVisible();
  expect(await page.locator('tbody tr').count()).toBeLessThan(100);
  const heights = await rows(page).evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
  expect(new Set(heights)).toEqual(new Set([30]));
});

connected.describe('on a connected account', () => {
  connected('newest first, every column whole at both sizes, guests said in the CSV, Print all compact, and only the pages that exist', async ({ page, connected: desk }) => {
    connected.setTimeout(120_000);
    const workingSet = () => desk.open.desk.desk.account.offline().workingSet;
    await expect.poll(() => workingSet().holdsEveryBooking, { timeout: 20_000 }).toBe(true);
    for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      await page.setViewportSize(size);
      await page.keyboard.press('Alt+2');
      await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
      await expect(rows(page).first()).toBeVisible();
      await expect(page.getByText('Newest bookings first.', { exact: false })).toBeVisible();
      // Nothing cut at the frame's edge, and no code or name cut in its cell.
      await expect.poll(() => scroller(page).evaluate((frame) => frame.scrollWidth - frame.clientWidth)).toBeLessThanOrEqual(1);
      expect(await page.locator('.bookings-table td').evaluateAll((cells) => cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent))).toEqual([]);
      await screenshot(page, `bookings-connected-${size.width}`);
    }
    await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();

    // The file says what the desk does not know, never an empty guest count or a made-up "Items not known × 1".
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const records = await csvRecords(await downloading);
    expect(records).toHaveLength(400);
    const cells = records.map((record) => openAsSpreadsheet(record, ',')[0]!);
    const [guests, items] = [cells.map((row) => row[14]!), cells.map((row) => row[15]!)];
    expect(guests.filter((cell) => cell === '')).toEqual([]);
    expect(items.filter((cell) => cell === '' || cell.includes('Items not known'))).toEqual([]);
    expect(guests).toContain('not known');

    // Print all: the filters in a line of words, not the form, and the whole list on fewer pages.
    await page.evaluate(() => { window.print = () => undefined; });
    await page.getByRole('button', { name: 'Print all 400' }).click();
    // As the print dialog does: the paper's rows are drawn on beforeprint.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('No filters: every booking.')).toBeVisible();
    await expect(page.getByRole('search')).toBeHidden();
    await page.emulateMedia({ media: null });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    const pdf = await page.pdf({ path: 'test-results/screens/bookings-print-all-connected.pdf', format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBeLessThanOrEqual(18);

    // booking/index claims twice its bookings: in the service's own order the pager offers only the pages there are.
    await desk.service.control('forms', { paging: 'total-too-large' });
    await serviceOrder(page);
    await expect(position(page)).toHaveText('Page 1 of 4 · about 400 bookings');
    await expect(page.getByRole('note').filter({ hasText: 'counts 800 bookings here but lists 400' })).toBeVisible();
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(position(page)).toHaveText('Page 4 of 4 · about 400 bookings');
    await expect(rows(page).first()).toBeVisible();
  });

  connected('the quick filter narrows the business\'s own list key by key with the service down, and gives the whole list back', async ({ page, connected: desk }) => {
    const workingSet = () => desk.open.desk.desk.account.offline().workingSet;
    await expect.poll(() => workingSet().holdsEveryBooking, { timeout: 20_000 }).toBe(true);
    await page.keyboard.press('Alt+2');
    await expect(rows(page).first()).toBeVisible();
    const firstBefore = await rows(page).first().locator('td').first().textContent();
    const held = workingSet().bookings({ limit: workingSet().size }).bookings;
    const booking = held[7]!;
    const word = booking.customer.name.split(' ').at(-1)!.slice(0, 5);
    // The desk's own rule over what it holds: what each key must show, from the page, with the service gone.
    const matching = (text: string) => held.filter((b) => holdsWords(bookingTextKey(b), quickFilterWords(text))).length;
    await desk.service.goDown();
    const filter = page.getByLabel('Quick filter (all matching bookings)');
    for (const [i, letter] of [...word].entries()) {
      await filter.press(letter);
      const total = matching(word.slice(0, i + 1));
      await expect(position(page)).toContainText(`· ${count(total)} ${total === 1 ? 'booking' : 'bookings'}`);
    }
    await expect(rows(page).filter({ hasText: booking.code })).toHaveCount(1);
    for (let i = word.length - 1; i >= 0; i -= 1) {
      await filter.press('Backspace');
      const total = matching(word.slice(0, i));
      await expect(position(page)).toContainText(`· ${count(total)} bookings`);
    }
    await expect(rows(page).first().locator('td').first()).toHaveText(firstBefore!);
    await desk.service.comeBack();
  });
});
