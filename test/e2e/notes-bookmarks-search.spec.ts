// A day at the desk with the Notes and Bookmarks screens, the search box, a barcode scanner and the shortcuts list.
import type { Page } from '@playwright/test';
import { addDays, dayInZone } from '../../shared/domain/dates.js';
import { test, expect, expectAccessible, screenshot, type DeskApp } from './support/desk-app.js';
import { scan } from './support/keyboard.js';
import { test as connected } from './support/connected-desk.js';
import type { ServiceProcess } from '../support/service-process.js';
import { apiGet } from '../support/sandbox-http.js';

const sandboxOf = (app: DeskApp) => app.sandbox.control.services();
const stateOf = (app: DeskApp) => sandboxOf(app).store.state;
const codeOf = (app: DeskApp, bookingId: number) => stateOf(app).bookings.find((b) => b.id === bookingId)!.code;
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search or scan a booking' });

/** A booking the desk can check in: not VOID or CANCELLED, not checked in yet. */
function checkInable(app: DeskApp) {
  return stateOf(app).bookings.find((b) => !['VOID', 'CANCELLED'].includes(b.statusId) && !b.checkedIn)!;
}

/** Nothing focused, as when the person at the desk has just clicked an empty part of a screen. */
async function focusNothing(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function openNotes(page: Page): Promise<void> {
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Alt+4');
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await expect(page.locator('.note-list > li').first()).toBeVisible();
}

test('Notes lists the last 30 days, newest first, with authors and links, and a month can be picked', async ({ app, page }) => {
  const { store, clock } = sandboxOf(app);
  const zone = store.state.account.timezone;
  const newest = [...store.state.notes].filter((n) => n.at <= clock.now()).sort((a, b) => b.at - a.at || b.id - a.id)[0]!;
  await openNotes(page);
  const notes = page.locator('.note-list > li');
  await expect(notes.first()).toContainText(newest.body);
  const newestBooking = store.booking(String(newest.bookingId))!;
  const guest = store.customer(newestBooking.customerId)!.name;
  await expect(notes.first().getByRole('link', { name: `${guest} ${codeOf(app, newest.bookingId)}` })).toBeVisible();
  await expect(page.locator('.note-author').filter({ hasText: /Alex Morgan|Priya Shah|Sam Okafor/ }).first()).toBeVisible();
  await expect(page.locator('.note-list')).not.toContainText('Staff #');
  await expectAccessible(page, 'notes');
  await screenshot(page, 'notes');

  const month = Math.floor(dayInZone(clock.now() - 45 * 86_400, zone) / 100);
  const inMonth = store.state.notes.filter((n) => Math.floor(dayInZone(n.at, zone) / 100) === month);
  await page.getByLabel('Month', { exact: true }).fill(`${String(month).slice(0, 4)}-${String(month).slice(4)}`);
  await expect(page.getByRole('heading', { level: 2 })).toContainText(`${inMonth.length} notes`);
  await expect(notes).toHaveCount(inMonth.length);

  await page.getByLabel('Kind').selectOption('automatic');
  for (const body of await page.locator('.note-body').allTextContents()) expect(body).toMatch(/^Checked (in|out)/);
  await page.getByLabel('Kind').selectOption('written');
  for (const body of await page.locator('.note-body').allTextContents()) expect(body).not.toMatch(/^Checked (in|out)/);
  await page.getByLabel('Kind').selectOption('all');
  const first = notes.first().getByRole('link');
  // ↓ and ↑ move from note to note, as on every list.
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(notes.nth(1).getByRole('link')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(first).toBeFocused();
  const code = (await first.locator('.code').textContent())!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`#/booking/${code}$`));
  // Back from the booking: the month picked is still the one shown.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2 })).toContainText(`${inMonth.length} notes`);
});


/**
 * A busy month on the Notes screen, whose thirty days hold `total` notes, 600 of them "Busy note …": the newest 500
 * shown with how many there are; `past`, a busy note older than those 500, found by its words (the desk looks through
 * the whole period); the 600 that match, 500 at first and Show more bringing the rest; the filter cleared.
 */
async function walkBusyMonth(page: Page, total: number, past: string): Promise<void> {
  const notes = page.locator('.note-list > li');
  const heading = page.locator('.notes-period-title');
  const all = total.toLocaleString('en-US');
  await expect(heading).toContainText(`The 500 newest of ${all} notes`);
  await expect(notes).toHaveCount(500);
  await expect(page.locator('.note-list')).not.toContainText(past);

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(past.toLowerCase());
  await expect(notes).toHaveCount(1);
  await expect(notes.first()).toContainText(past);
  await expect(heading).toContainText(`1 of ${all} notes`);
  await search.fill('Busy note');
  await expect(heading).toContainText(`The 500 newest of 600 notes that match, of ${all}`);
  await expect(notes).toHaveCount(500);
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, 'notes-busy-filtered');
  await page.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(notes).toHaveCount(600);
  await expect(notes.last()).toContainText(past);
  await expect(heading).toContainText(`600 of ${all} notes`);
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);

  // The filter cleared: as many of the whole period as were shown.
  await search.fill('');
  await expect(notes).toHaveCount(Math.min(1000, total));
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(total > 1000 ? 1 : 0);
}

test('a busy month of notes shows the newest 500 and how many there are; the filters look through all of them, ' +
  'and Show more brings the next', async ({ app, page }) => {
  const { store, clock } = sandboxOf(app);
  const booking = checkInable(app);
  // The service's thirty days: today and the thirty before it, in the account's zone.
  const zone = store.state.account.timezone;
  const today = dayInZone(clock.now(), zone);
  const total = store.state.notes.filter((n) => n.at <= clock.now() && dayInZone(n.at, zone) >= addDays(today, -30)).length;
  // Another 600 notes written over the last two days, as a busy venue's staff do.
  let id = Math.max(...store.state.notes.map((n) => n.id));
  for (let i = 0; i < 600; i += 1) {
    store.addNote({ id: ++id, bookingId: booking.id, accountId: 0, at: clock.now() - 1 - i * 240, body: `Busy note ${i}.`, private: false });
  }
  await openNotes(page);
  await expect(page.locator('.note-list > li').first()).toContainText('Busy note 0.');
  await walkBusyMonth(page, total + 600, 'Busy note 599.');
});
test('Bookmarks lists the acting staff member’s bookmarks and follows a change of staff', async ({ app, page }) => {
  const alexCodes = stateOf(app).bookmarks[1]!.map((id) => codeOf(app, id));
  expect(alexCodes.length).toBeGreaterThan(0);
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Alt+5');
  await expect(page.getByRole('heading', { name: 'Bookmarks' })).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(alexCodes.length);
  for (const code of alexCodes) await expect(page.getByRole('link', { name: code })).toBeVisible();
  await expectAccessible(page, 'bookmarks');
  await screenshot(page, 'bookmarks');

  // The desk now holds these bookings, so part of a guest's name, without accents or capitals, finds one at once.
  const held = stateOf(app).bookings.find((b) => b.code === alexCodes[0])!;
  const guest = stateOf(app).customers.find((c) => c.id === held.customerId)!.name;
  await page.keyboard.press('Control+K');
  await searchBox(page).fill(guest.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(1, 5));
  await expect(page.getByRole('option').filter({ hasText: held.code })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toHaveValue('');

  await app.desk.handlers['staff.setActing']({ accountId: 2 }, new AbortController().signal);
  const priyaCodes = stateOf(app).bookmarks[2]!.map((id) => codeOf(app, id));
  await expect(page.getByText('Priya Shah’s bookmarks')).toBeVisible();
  await expect(rows).toHaveCount(priyaCodes.length);
  await expect(page.getByRole('link', { name: priyaCodes[0]! })).toBeVisible();

  await page.getByRole('link', { name: priyaCodes[0]! }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/booking/${priyaCodes[0]}$`));
});

test('Ctrl+K, a booking code and Enter open that booking', async ({ app, page }) => {
  const code = stateOf(app).bookings[40]!.code;
  await expect(searchBox(page)).toBeVisible();
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(code.toLowerCase(), { delay: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/booking/${code}$`));
  await expect(searchBox(page)).toHaveValue('');
});

test('a guest’s e-mail address finds their booking, and "/" reaches the box', async ({ app, page }) => {
  const { bookings, customers } = stateOf(app);
  const booking = bookings[120]!;
  const customer = customers.find((c) => c.id === booking.customerId)!;
  await openNotes(page);
  await focusNothing(page);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await searchBox(page).fill(customer.email.toUpperCase());
  const option = page.getByRole('option').filter({ hasText: booking.code });
  await expect(option).toBeVisible();
  await expect(option).toContainText(customer.name);
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /option-0$/);
  await expectAccessible(page, 'search');
  await screenshot(page, 'search');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a scanner opens the booking while nothing has focus', async ({ app, page }) => {
  const code = stateOf(app).bookings[77]!.code;
  await openNotes(page);
  await focusNothing(page);
  await scan(page, code);
  await expect(page).toHaveURL(new RegExp(`#/booking/${code}$`));
  await expect(searchBox(page)).toHaveValue('');
});

test('a code starting with I, scanned on a booking, does not check that booking in; a lone I still does', async ({ app, page }) => {
  const open = checkInable(app);
  const scanned = stateOf(app).bookings.find((b) => b.code.startsWith('I') && b.id !== open.id)!;
  const isCheckedIn = () => stateOf(app).bookings.find((b) => b.id === open.id)!.checkedIn !== null;
  await expect(searchBox(page)).toBeVisible();
  await page.goto(`${page.url().split('#')[0]}#/booking/${open.code}`);
  await expect(page.getByRole('heading', { name: `Booking ${open.code}` })).toBeVisible();
  await focusNothing(page);
  await scan(page, scanned.code);
  await expect(page).toHaveURL(new RegExp(`#/booking/${scanned.code}$`));
  expect(isCheckedIn()).toBe(false);

  await page.goBack();
  await expect(page.getByRole('heading', { name: `Booking ${open.code}` })).toBeVisible();
  await focusNothing(page);
  await page.keyboard.press('i');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.or(page.getByText(/Check-in in \d+ s/))).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Check in anyway' }).click();
  await expect(page.getByText(/Check-in in \d+ s/)).toBeVisible();
  await app.endUndoWindows();
  await expect.poll(isCheckedIn).toBe(true);
});

test('a scan that checks in asks what every path asks: a guest already in is said, another day is asked, a VOID says why', async ({ app, page }) => {
  const { clock, store } = sandboxOf(app);
  const today = dayInZone(clock.now(), store.state.account.timezone);
  const arriving = (wanted: (b: (typeof store.state.bookings)[number]) => boolean) => store.state.bookings.find((b) =>
    !['VOID', 'CANCELLED'].includes(b.statusId) && !b.checkedIn && wanted(b))!;
  const booking = arriving((b) => b.startDay <= today && today <= b.endDay && b.paidTotal < b.total);
  const tomorrow = arriving((b) => b.startDay === today + 1 || b.startDay > today + 1);
  const voided = stateOf(app).bookings.find((b) => b.statusId === 'VOID')!;
  const stampsOf = (id: number) => app.sandbox.control.writes().filter((write) => write.bookingId === id && write.kind === 'checkin');
  await openNotes(page);
  await page.getByText('Scan: opens').click();
  await page.getByLabel('Scan checks the guest in').check();
  await screenshot(page, 'search-scan-menu');
  await page.getByText('Scan: checks in').click();

  // Checked in with the undo window every path has, and the balance due said.
  await focusNothing(page);
  await scan(page, booking.code);
  const outcome = page.locator('.stamp-outcome');
  await expect(outcome).toContainText(`Check-in of ${booking.code}`);
  await expect(outcome).toContainText('is still due');
  await expect(outcome.getByText(/Check-in in \d+ s/)).toBeVisible();
  await app.endUndoWindows();
  await expect.poll(() => stampsOf(booking.id).length).toBe(1);
  // In the top bar, over nothing the person is doing, and it closes by itself once its undo window has passed.
  await expect(page.locator('header.topbar .stamp-outcome')).toContainText(`Check-in of ${booking.code}`);
  await expect(outcome).not.toContainText(`Check-in of ${booking.code}`, { timeout: 15_000 });
  await expect(page).toHaveURL(/#\/notes$/);

  // Scanned again: said, and nothing changed.
  await focusNothing(page);
  await scan(page, booking.code);
  await expect(outcome).toContainText(/is already in since .* \(Alex Morgan\)\. Nothing was changed\./);
  await screenshot(page, 'search-scan-already-in');
  await app.endUndoWindows();
  expect(stampsOf(booking.id)).toHaveLength(1);

  // Another day's booking asks, and Enter (a scanner's, too) answers Cancel.
  await focusNothing(page);
  await scan(page, tomorrow.code);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/The booking is for .*, not today\./);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await app.endUndoWindows();
  expect(stampsOf(tomorrow.id)).toEqual([]);

  await focusNothing(page);
  await scan(page, voided.code);
  await expect(page.getByRole('alert')).toContainText(`${voided.code}`);
  await expect(page.getByRole('alert')).toContainText(/was not checked in\. This booking is void/);
  await screenshot(page, 'search-scan-refused');
  expect(stampsOf(voided.id)).toEqual([]);

  await page.reload();
  await expect(page.getByText('Scan: checks in')).toBeVisible();
});

test('"?" opens the shortcuts, focus stays inside, and Esc closes them and gives focus back', async ({ app: _app, page }) => {
  await expect(searchBox(page)).toBeVisible();
  await focusNothing(page);
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Close/ })).toBeFocused();
  await expect(dialog.getByText('Search: booking code, customer name or e-mail')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /Close/ })).toBeFocused();
  await expectAccessible(page, 'help');
  await screenshot(page, 'help');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const opener = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

/** The bookmark writes the connected service took on one booking, in order ("on" or "off"). */
async function bookmarkWrites(service: ServiceProcess, bookingId: number): Promise<string[]> {
  const writes = await service.writes();
  return writes.filter((write) => write.kind === 'bookmark' && write.bookingId === bookingId).map((write) => write.detail);
}

/** The codes the connected service lists as bookmarked by the staff member its token pair acts as. */
async function bookmarkedAt(service: ServiceProcess): Promise<string[]> {
  const listing = (await apiGet(service.banner, 'booking/index', { bookmark: 1, limit: 1000 })).body['booking/index'] ?? {};
  return Object.values(listing as Record<string, { code: string }>).map((booking) => booking.code).sort();
}

connected.describe('on a connected account', () => {
  connected('a busy month: the newest 500 of the service\'s notes, a filter finds one past them, Show more brings the rest', async ({ page, connected: desk }) => {
    connected.setTimeout(90_000);
    const { service } = desk;
    const auth = `Basic ${Buffer.from(`${service.banner.apiKey}:${service.banner.apiSecret}`).toString('base64')}`;
    const api = async (path: string, body?: Record<string, string>) => (await fetch(`${service.url}/api/3.0/${path}`, {
      method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body ?? {}).toString(),
    })).json() as Promise<Record<string, unknown>>;
    const code = Object.values((await api('booking/index'))['booking/index'] as Record<string, { code: string }>)[3]!.code;
    // Staff at other desks write 600 notes on one booking through the service's own API: the newest are these, the
    // first of them ("Busy note 0.") older than the newest 500.
    for (let from = 0; from < 600; from += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, i) => api(`booking/${code}/note`, { body: `Busy note ${from + i}.`, private: '0' })));
    }
    const thirtyDays = ((await api('booking/notes')).notes as unknown[]).length;
    expect(thirtyDays).toBeGreaterThan(600);

    await page.getByRole('link', { name: 'Notes' }).click();
    await walkBusyMonth(page, thirtyDays, 'Busy note 0.');
  });

  connected('B, B again while the first bookmark write is held at the service, and B once more: each write once, the last press stands', async ({ page, connected: desk }) => {
    const { service } = desk;
    // A booking the acting staff member has not bookmarked, as the service itself says.
    const before = await bookmarkedAt(service);
    const listing = (await apiGet(service.banner, 'booking/index', { limit: 50 })).body['booking/index'];
    const booking = Object.values(listing as Record<string, { code: string; booking_id: number | string }>)
      .find((candidate) => !before.includes(candidate.code))!;
    const [code, id] = [booking.code, Number(booking.booking_id)];
    await page.goto(`${desk.open.host.url}#/booking/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Bookmark' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // The service holds every write until let go: B, and B again while that first write is under way.
    await service.control('faults', { holdWrites: true });
    await page.keyboard.press('b');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await page.keyboard.press('b');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await bookmarkWrites(service, id), 'the first write is still held').toEqual([]);
    await service.control('faults', { holdWrites: false });
    // The first press's write, then the second's, each once; then B once more, on a booking no longer busy.
    await expect.poll(() => bookmarkWrites(service, id)).toEqual(['on', 'off']);
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('b');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => bookmarkWrites(service, id)).toEqual(['on', 'off', 'on']);
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const after = [...before, code].sort();
    expect(await bookmarkedAt(service)).toEqual(after);

    // Bookmarks lists exactly what the service holds.
    await page.getByRole('link', { name: 'Bookmarks' }).click();
    const codes = page.locator('.bookmark-table a.bookmark-code');
    await expect(codes).toHaveCount(after.length);
    expect((await codes.allTextContents()).sort()).toEqual(after);
    expect(await bookmarkWrites(service, id)).toEqual(['on', 'off', 'on']);
  });
});
