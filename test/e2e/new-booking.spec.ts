// A walk-in or phone guest booked at the desk: find what is free, fill the basket, take the guest's details and
// book; then the booking shows on the calendar and in the list. Also the awkward moments of a day at the desk: a
// grouped item, a broken rule overridden, a line changed, an outage, a returning customer.
import type { Locator, Page } from '@playwright/test';
import { addDays, dayInZone, isoDay, weekdayOf, type Day } from '../../shared/domain/dates.js';
import { test as connectedTest, type ConnectedDesk } from './support/connected-desk.js';
import { expect, expectAccessible, screenshot, test, type DeskApp } from './support/desk-app.js';

test.describe.configure({ timeout: 90_000 });

const storeOf = (app: DeskApp) => app.sandbox.control.services().store;

/** The demo account's today, in its own time zone (America/Vancouver), whatever this machine's zone is. */
function accountToday(app: DeskApp): Day {
  const { clock, store } = app.sandbox.control.services();
  return dayInZone(clock.nowWhole(), store.state.account.timezone);
}

/** The screen scrolls inside <main>; a screenshot shows the part the test is looking at, or the top. */
async function shoot(page: Page, name: string, focus?: Locator): Promise<void> {
  if (focus) await focus.scrollIntoViewIfNeeded();
  else await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
  await screenshot(page, name);
}

async function openNewBooking(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await page.keyboard.press('Alt+7');
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  await expect(page.getByLabel('First day')).toBeFocused();
}

const search = (page: Page) => page.getByRole('region', { name: 'Find what is free' });
const results = (page: Page) => page.getByRole('region', { name: 'Offers', exact: true });
const basket = (page: Page) => page.getByRole('complementary', { name: 'Basket' });
const guest = (page: Page) => page.getByRole('region', { name: 'Guest details' });
const offer = (page: Page, name: string) => results(page).getByRole('article', { name, exact: true });
const basketLine = (page: Page, name: string) =>
  basket(page).locator('.basket-line').filter({ has: page.getByRole('heading', { name, exact: true }) });
const basketTotal = (page: Page) => basket(page).locator('.basket-total dd');

interface Terms {
  first: Day;
  last?: Day;
  adults: number;
  children: number;
  keyword?: string;
}

/** Types the terms as a person does, field after field, and searches with Enter. */
async function searchFor(page: Page, terms: Terms): Promise<void> {
  const form = search(page);
  await form.getByLabel('First day').fill(isoDay(terms.first));
  await form.getByLabel('Last day').fill(terms.last ? isoDay(terms.last) : '');
  await form.getByLabel('Adults').fill(String(terms.adults));
  await form.getByLabel('Children').fill(String(terms.children));
  await form.getByLabel('Name contains').fill(terms.keyword ?? '');
  await form.getByLabel('Name contains').press('Enter');
}

/** The calendar's week from a day, in one category, as a person opens it. */
async function openCalendarAt(page: Page, app: DeskApp, day: Day, categoryId: number): Promise<void> {
  await page.goto(`${app.host.url}#/calendar?view=week&from=${day}&category=${categoryId}`);
  await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'false');
}

/** The calendar cell of an item on the first day shown. */
const firstCell = (page: Page, itemName: string) => page.getByRole('grid').getByRole('row')
  .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${itemName}`) }) }).getByRole('button').first();

const unitsIn = async (cell: Locator) => Number(await cell.textContent());

test('books a family on the snorkeling tour and a bike without its helmet, fixing a bad e-mail on the way', async ({ page, app }) => {
  const tomorrow = addDays(accountToday(app), 1);
  const bookingsBefore = storeOf(app).state.bookings.length;
  await openCalendarAt(page, app, tomorrow, 2);
  const tourBefore = await unitsIn(firstCell(page, 'Islands Snorkeling Tour'));
  await openNewBooking(page);

  // Rooms are fixed at one wherever they are taken: shown, not chosen. Units are hidden to all: sent, never shown.
  const rooms = search(page).getByLabel('Rooms');
  await expect(rooms).toHaveValue('1');
  await expect(rooms).not.toBeEditable();
  await expect(search(page).getByLabel('Units')).toHaveCount(0);
  await searchFor(page, { first: tomorrow, adults: 2, children: 1, keyword: 'Snorkeling' });
  const tour = offer(page, 'Islands Snorkeling Tour');
  await expect(tour).toContainText('Adults2 × $');
  await expect(tour).toContainText('Children1 × $');
  await expect(tour).toContainText(/\d+ left/);
  await expect(tour.getByRole('listitem').filter({ hasText: 'Wetsuit' })).toContainText('optional');
  await expectAccessible(page, 'new booking results');
  await shoot(page, 'new-booking-1-search', tour);
  await tour.getByRole('button', { name: 'Add Islands Snorkeling Tour to basket' }).click();
  await expect(basketLine(page, 'Islands Snorkeling Tour')).toBeVisible();

  await searchFor(page, { first: tomorrow, adults: 1, children: 0, keyword: 'Bike' });
  await offer(page, 'Mountain Bike').getByRole('button', { name: 'Add Mountain Bike to basket' }).click();
  const bike = basketLine(page, 'Mountain Bike');
  await expect(bike).toBeVisible();
  const totalWithHelmet = await basketTotal(page).textContent();
  await bike.getByRole('switch', { name: /Helmet/ }).click();
  await expect(bike.getByRole('switch', { name: /Helmet/ })).not.toBeChecked();
  await expect(basketTotal(page)).not.toHaveText(totalWithHelmet!);
  await shoot(page, 'new-booking-2-basket', basket(page));

  const form = guest(page);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Marta Kowalczyk');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('marta@example');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 (604) 555-0142');
  await form.getByRole('textbox', { name: 'Phone', exact: true }).press('Control+Enter');
  const email = form.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/does not look like an e-mail address/);
  await expectAccessible(page, 'new booking form with a mistake');
  await shoot(page, 'new-booking-3-form-error', form);
  expect(storeOf(app).state.bookings).toHaveLength(bookingsBefore);

  await email.fill('marta@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await email.press('Control+Enter');
  // The new booking opens at once, saying what to tell the guest.
  const booked = page.getByRole('region', { name: /^Booked just now: / });
  await expect(booked).toBeVisible();
  const code = (await booked.locator('.booking-code').textContent())!;
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  const made = storeOf(app).booking(code)!;
  expect(made.customerId).toBeGreaterThan(0);
  await expect(booked).toContainText(/Total \$[\d,]+\.\d\d/);
  // The guest's invoice and payment page opens in a tab of its own (the system browser, in the app).
  const [invoiceTab] = await Promise.all([
    page.context().waitForEvent('page'), booked.getByRole('link', { name: 'Invoice and payment page' }).click(),
  ]);
  await expect(invoiceTab.getByText(`Invoice for booking ${code}`)).toBeVisible();
  await invoiceTab.close();
  await expect(page.getByText('Marta Kowalczyk').first()).toBeVisible();
  // The booking's lines name the guest counts as the account does, each line on its own day and time.
  const tourLine = page.getByRole('table', { name: 'What was booked' }).getByRole('row', { name: /Islands Snorkeling Tour/ });
  await expect(tourLine).toContainText('2 Adults, 1 Child');
  await expect(tourLine).toContainText(/9:00/);
  const bikeLine = page.getByRole('table', { name: 'What was booked' }).getByRole('row', { name: /Mountain Bike/ });
  await expect(bikeLine).toContainText('1 Adult');
  await expect(bikeLine).not.toContainText('Units');
  await expectAccessible(page, 'new booking opened');
  await shoot(page, 'new-booking-4-created');

  // Back on New booking, the basket is empty and the banner still names the booking for a caller.
  await page.keyboard.press('Alt+7');
  const banner = page.getByRole('region', { name: /^Booked: / });
  await expect(banner).toContainText(code);
  await expect(basket(page)).toContainText('The basket is empty');

  // The calendar was read before the booking; it is asked again, and the tour has fewer places left.
  await openCalendarAt(page, app, tomorrow, 2);
  const tourCell = firstCell(page, 'Islands Snorkeling Tour');
  await expect.poll(() => unitsIn(tourCell), { timeout: 20_000 }).toBeLessThan(tourBefore);
  await shoot(page, 'new-booking-5-calendar');
  await tourCell.click();
  await expect(page).toHaveURL(/#\/bookings\?item=201/);
  await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();
  await shoot(page, 'new-booking-6-list');
});

// The business's own account, connected under Accounts, at the walk's pinned morning (Thursday 12 November 2026).
const WALK_DAY: Day = 20261112;

/** The walk is on the business's own service, not the desk's demo. */
const onOwnAccount = (connected: ConnectedDesk) => expect(connected.open.desk.desk.account.config()?.baseUrl).toBe(connected.service.url);

connectedTest('a search that cannot be read clears the last offers and keeps its mistake in view', async ({ page, connected }) => {
  onOwnAccount(connected);
  const tomorrow = addDays(WALK_DAY, 1);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openNewBooking(page);
  await searchFor(page, { first: tomorrow, adults: 2, children: 0, keyword: 'Snorkeling' });
  await expect(offer(page, 'Islands Snorkeling Tour')).toBeVisible();

  const form = search(page);
  for (const [field, value, message] of [
    ['Last day', isoDay(addDays(tomorrow, -1)), 'The last day must be on or after the first.'],
    ['Adults', '99', 'Adults: a whole number from'],
  ] as const) {
    await form.getByLabel(field).fill(value);
    await form.getByLabel(field).press('Enter');
    await expect(form.getByLabel(field)).toBeFocused();
    await expect(form.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText(message);
    // No offer of the search before is left to add, and the screen stays on the mistake.
    await expect(results(page)).toContainText('No offers until the search above is corrected.');
    await expect(results(page).getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(form.getByLabel(field)).toBeInViewport();
    if (field === 'Adults') await shoot(page, 'new-booking-14-mistake', form);
    await form.getByLabel(field).fill(field === 'Adults' ? '2' : '');
  }
  await form.getByLabel('Adults').press('Enter');
  await expect(offer(page, 'Islands Snorkeling Tour')).toBeVisible();
});

connectedTest('days in the past are asked about first (Enter cancels), said in the basket, and a night is one night', async ({ page, connected }) => {
  onOwnAccount(connected);
  const yesterday = addDays(WALK_DAY, -1);
  await page.setViewportSize({ width: 1366, height: 768 });
  await openNewBooking(page);
  await search(page).getByLabel('Category').selectOption({ label: 'Accommodations' });
  await searchFor(page, { first: yesterday, last: WALK_DAY, adults: 1, children: 1 });
  const question = page.getByRole('dialog', { name: 'Book days in the past?' });
  await expect(question).toContainText('Wednesday, November 11, 2026, is before today (Thursday, November 12, 2026)');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(search(page).getByLabel('First day')).toBeFocused();
  await expect(results(page).getByRole('article')).toHaveCount(0);

  await search(page).getByLabel('First day').press('Enter');
  await expectAccessible(page, 'new booking past days question');
  await shoot(page, 'new-booking-15-past-question');
  await question.getByRole('button', { name: 'Search past days' }).click();
  // A room from one day to the next is one night, and says so.
  const add = results(page).getByRole('article').getByRole('button', { name: /^Add (?!selected).* to basket$/ }).first();
  const name = (await add.textContent())!.replace(/^Add (.*) to basket$/, '$1').trim();
  await expect(offer(page, name)).toContainText('1 night');
  await add.click();
  const line = basketLine(page, name);
  await expect(line).toContainText('1 adult, 1 child, 1 room × 1 night');
  await expect(line).toContainText('Days in the past');
  await shoot(page, 'new-booking-16-past-basket', basket(page));
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'new-booking-16-past-basket-1920');
});

test('a grouped item asks which of its choices; two offers go into the basket at once', async ({ page, app }) => {
  const tomorrow = addDays(accountToday(app), 1);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => { alerts.push(dialog.message()); void dialog.dismiss(); });
  await openNewBooking(page);
  await search(page).getByLabel('First day').fill(isoDay(tomorrow));
  await search(page).getByLabel('Children').fill('0');
  await search(page).getByLabel('Category').selectOption({ label: 'Tours' });
  await search(page).getByLabel('Category').press('Enter');

  const kayak = offer(page, 'Sunset Kayak');
  await expect(kayak).toContainText('choose one of these to book');
  // The parent itself cannot be booked: only its choices have an Add.
  await expect(kayak.getByRole('button', { name: 'Add Sunset Kayak to basket', exact: true })).toHaveCount(0);
  const choices = results(page).getByRole('list', { name: 'Choices of Sunset Kayak' });
  await expect(choices.getByRole('heading')).toHaveText(['Sunset Kayak: single', 'Sunset Kayak: double']);
  await expect(choices.getByRole('button', { name: 'Add Sunset Kayak: double to basket' })).toBeVisible();
  await choices.getByRole('checkbox', { name: 'Select Sunset Kayak: single' }).check();
  await offer(page, 'Old Town Walking Tour').getByRole('checkbox', { name: 'Select Old Town Walking Tour' }).check();
  await expectAccessible(page, 'new booking grouped item');
  await shoot(page, 'new-booking-7-grouped', kayak);

  await results(page).getByRole('button', { name: 'Add selected (2) to basket' }).click();
  await expect(basket(page).locator('.basket-line h3')).toHaveText(['Old Town Walking Tour', 'Sunset Kayak: single']);
  await expect(results(page).getByRole('button', { name: 'Add selected (0) to basket' })).toBeDisabled();
  // The walking tour's hostile summary (an image whose error handler alerts, a script) shows as its words only.
  await expect(offer(page, 'Old Town Walking Tour')).toContainText('History on foot.');
  await expect(offer(page, 'Old Town Walking Tour').locator('img, script')).toHaveCount(0);
  expect(alerts).toEqual([]);
});

/** The first day from tomorrow on which the whale watching cruise (Friday to Sunday only) does not start. */
function aWeekday(app: DeskApp): Day {
  let day = addDays(accountToday(app), 1);
  while (['fri', 'sat', 'sun'].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

test('a broken start-day rule is shown in the service’s words, and rules “soft” books anyway', async ({ page, app }) => {
  await openNewBooking(page);
  await searchFor(page, { first: aWeekday(app), adults: 2, children: 0, keyword: 'Whale' });
  const cruise = offer(page, 'Whale Watching Cruise');
  await expect(cruise).toContainText('Whale Watching Cruise starts only on fri, sat, sun; choose another start date.');
  await expect(cruise).toContainText('To book it anyway, search again with rules "soft".');
  await expect(cruise.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expectAccessible(page, 'new booking rule problem');
  await shoot(page, 'new-booking-8-rule', cruise);

  await cruise.getByRole('button', { name: 'Search with rules “soft”' }).click();
  await expect(search(page).getByLabel('Rules')).toHaveValue('soft');
  await expect(cruise).toContainText('Overridden: Whale Watching Cruise starts only on fri, sat, sun');
  await cruise.getByRole('button', { name: 'Add Whale Watching Cruise to basket' }).click();
  await expect(basketLine(page, 'Whale Watching Cruise')).toContainText('2 adults');
});

test('changing a line to more adults rates it again and the total follows', async ({ page, app }) => {
  const tomorrow = addDays(accountToday(app), 1);
  await openNewBooking(page);
  await searchFor(page, { first: tomorrow, adults: 1, children: 0, keyword: 'Snorkeling' });
  await offer(page, 'Islands Snorkeling Tour').getByRole('button', { name: 'Add Islands Snorkeling Tour to basket' }).click();
  const line = basketLine(page, 'Islands Snorkeling Tour');
  await expect(line).toContainText('1 adult');
  const before = await basketTotal(page).textContent();

  await line.getByRole('button', { name: 'Change Islands Snorkeling Tour' }).click();
  const change = line.getByRole('form', { name: 'Change Islands Snorkeling Tour' });
  await expect(change.getByLabel('First day')).toHaveValue(isoDay(tomorrow));
  await change.getByLabel('Adults').fill('3');
  await shoot(page, 'new-booking-9-change', change);
  await change.getByLabel('Adults').press('Enter');
  await expect(change).toBeHidden();
  await expect(line).toContainText('3 adults');
  await expect(basketTotal(page)).not.toHaveText(before!);
  // 3 adults cost three times one adult: the service's figures, read as a person reads them.
  const money = (text: string | null) => Number(text!.replace(/[^\d.]/g, ''));
  const tourLine = money(await line.locator('.basket-line-total').textContent());
  expect(tourLine).toBeGreaterThan(money(before) * 2);
});

test('each staff member has a basket of their own: switching who is acting shows theirs', async ({ page, app }) => {
  const tomorrow = addDays(accountToday(app), 1);
  await openNewBooking(page);
  await searchFor(page, { first: tomorrow, adults: 1, children: 0, keyword: 'Snorkeling' });
  await offer(page, 'Islands Snorkeling Tour').getByRole('button', { name: 'Add Islands Snorkeling Tour to basket' }).click();
  await expect(basketLine(page, 'Islands Snorkeling Tour')).toBeVisible();

  await expect(basket(page)).toContainText('Alex Morgan’s basket');
  await page.getByLabel('Acting:').selectOption({ label: 'Priya Shah' });
  await expect(basket(page)).toContainText('Priya Shah’s basket');
  await expect(basket(page)).toContainText('The basket is empty');
  await expect(basketLine(page, 'Islands Snorkeling Tour')).toHaveCount(0);

  await page.getByLabel('Acting:').selectOption({ label: 'Alex Morgan (signed in)' });
  await expect(basketLine(page, 'Islands Snorkeling Tour')).toBeVisible();
});

test('an outage keeps the search and the guest’s details as typed, across screens', async ({ page, app }) => {
  const tomorrow = addDays(accountToday(app), 1);
  await openNewBooking(page);
  await searchFor(page, { first: tomorrow, adults: 1, children: 0, keyword: 'Paddleboard' });
  await offer(page, 'Stand-up Paddleboard').getByRole('button', { name: 'Add Stand-up Paddleboard to basket' }).click();
  await expect(basketLine(page, 'Stand-up Paddleboard')).toBeVisible();
  await guest(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Tomás Alvarez');
  await guest(page).getByRole('textbox', { name: 'Notes or special requests' }).fill('Arrives on the 14:10 ferry');

  app.sandbox.control.setFaults({ offline: true });
  await search(page).getByLabel('Name contains').fill('Bike');
  await search(page).getByLabel('Name contains').press('Enter');
  const notice = page.getByText('Booking a guest needs the booking service. Everything you typed is kept; carry on when the connection is back.');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(results(page)).toContainText('No offers while the booking service is out of reach');
  await expectAccessible(page, 'new booking offline');
  await shoot(page, 'new-booking-10-offline');

  await page.keyboard.press('Alt+1');
  await expect(page.getByRole('heading', { level: 1, name: /^Manifest/ })).toBeVisible();
  await page.keyboard.press('Alt+7');
  await expect(search(page).getByLabel('Name contains')).toHaveValue('Bike');
  await expect(search(page).getByLabel('Adults')).toHaveValue('1');
  await expect(guest(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Tomás Alvarez');
  await expect(guest(page).getByRole('textbox', { name: 'Notes or special requests' })).toHaveValue('Arrives on the 14:10 ferry');

  app.sandbox.control.clearFaults();
  await search(page).getByLabel('Name contains').press('Enter');
  await expect(offer(page, 'Mountain Bike')).toBeVisible({ timeout: 20_000 });
  await expect(notice).toBeHidden();
});

test('a basket the service has forgotten is said plainly, and a new one starts with the typing kept', async ({ page, app }) => {
  const tomorrow = addDays(accountToday(app), 1);
  await openNewBooking(page);
  await searchFor(page, { first: tomorrow, adults: 1, children: 0, keyword: 'Bike' });
  await offer(page, 'Mountain Bike').getByRole('button', { name: 'Add Mountain Bike to basket' }).click();
  await guest(page).getByRole('textbox', { name: 'Name', exact: true }).fill('Ines Moreau');
  // The session ends on the service behind the desk's back (expired, or closed elsewhere).
  for (const session of storeOf(app).state.sessions) session.ended = true;

  const quantity = basketLine(page, 'Mountain Bike').getByLabel('Quantity of Mountain Bike');
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(basket(page).getByRole('alert')).toContainText('This basket has expired on the booking service');
  await shoot(page, 'new-booking-11-expired', basket(page));
  await basket(page).getByRole('button', { name: 'Start a new basket' }).click();
  await expect(basket(page)).toContainText('The basket is empty');
  await expect(offer(page, 'Mountain Bike')).toBeVisible();
  await offer(page, 'Mountain Bike').getByRole('button', { name: 'Add Mountain Bike to basket' }).click();
  await expect(basketLine(page, 'Mountain Bike')).toBeVisible();
  await expect(guest(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Ines Moreau');
});

test('a returning customer’s details are filled in, and the guest’s own form asks for the policy agreement', async ({ page, app }) => {
  const customer = storeOf(app).state.customers.find((c) => c.email && c.phone && c.name)!;
  const tomorrow = addDays(accountToday(app), 1);
  await expect(page.locator('.shell')).toBeVisible();
  await page.goto(`${app.host.url}#/new?customer=${customer.id}`);
  await expect(page.getByText(`Booking for ${customer.name} (returning customer)`)).toBeVisible();
  await searchFor(page, { first: tomorrow, adults: 1, children: 0, keyword: 'Old Town' });
  await offer(page, 'Old Town Walking Tour').getByRole('button', { name: 'Add Old Town Walking Tour to basket' }).click();
  const form = guest(page);
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(customer.name);
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(customer.email);
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(customer.phone);

  await form.getByRole('checkbox', { name: 'The guest fills in the form (customer form)' }).check();
  const agree = form.getByRole('checkbox', { name: /agree/i });
  await expect(agree).toHaveAttribute('aria-required', 'true');
  await expect(form.getByRole('region', { name: 'Booking policy text' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).press('Control+Enter');
  await expect(agree).toBeFocused();
  await expect(agree).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'new-booking-12-customer-form', form);
  await agree.check();
  await form.getByRole('button', { name: /^Create booking/ }).click();
  const booked = page.getByRole('region', { name: /^Booked just now: / });
  await expect(booked).toBeVisible();
  const code = (await booked.locator('.booking-code').textContent())!;
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  expect(storeOf(app).booking(code)!.customerId).toBe(customer.id);
});

test('the basket empties at once, is discarded only after a question, and a guest is found by e-mail', async ({ page, app }) => {
  const customer = storeOf(app).state.customers.find((c) => c.email && c.name)!;
  const tomorrow = addDays(accountToday(app), 1);
  await openNewBooking(page);
  await searchFor(page, { first: tomorrow, adults: 1, children: 0, keyword: 'Bike' });
  const add = offer(page, 'Mountain Bike').getByRole('button', { name: 'Add Mountain Bike to basket' });
  await add.click();
  await expect(basketLine(page, 'Mountain Bike')).toBeVisible();
  await basket(page).getByRole('button', { name: 'Empty basket' }).click();
  await expect(basket(page)).toContainText('The basket is empty');

  await add.click();
  await guest(page).getByLabel('Find returning guest by e-mail').fill(customer.email.toUpperCase());
  await guest(page).getByLabel('Find returning guest by e-mail').press('Enter');
  await expect(guest(page).getByText(`Filled in from ${customer.name}'s record (returning customer).`)).toBeVisible();
  await expect(guest(page).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(customer.name);

  await basket(page).getByRole('button', { name: 'Discard basket…' }).click();
  const question = page.getByRole('dialog', { name: 'Discard the basket?' });
  await expect(question.getByRole('button', { name: 'Keep the basket' })).toBeFocused();
  await expectAccessible(page, 'new booking discard question');
  await shoot(page, 'new-booking-13-discard');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(basketLine(page, 'Mountain Bike')).toBeVisible();
  await basket(page).getByRole('button', { name: 'Discard basket…' }).click();
  await question.getByRole('button', { name: 'Discard basket' }).click();
  await expect(basket(page)).toContainText('The basket is empty');
  await expect(guest(page)).toHaveCount(0);
  expect(storeOf(app).state.sessions.every((session) => session.ended)).toBe(true);
});

test('at 1366×768 the first offers show right after Enter, and the guest’s details come before the offers', async ({ page, app }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openNewBooking(page);
  await searchFor(page, { first: addDays(accountToday(app), 1), adults: 2, children: 0, keyword: '' });
  const rows = results(page).getByRole('article');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toBeInViewport();
  expect(await rows.count()).toBeGreaterThan(4);
  const first = (await rows.first().getByRole('heading').textContent())!;
  await rows.first().getByRole('button', { name: `Add ${first} to basket` }).click();
  await expect(basketLine(page, first)).toBeVisible();
  const form = guest(page);
  await expect(form).toBeVisible();
  const formTop = (await form.boundingBox())!.y;
  const offersTop = (await results(page).boundingBox())!.y;
  expect(formTop).toBeLessThan(offersTop);
  await screenshot(page, 'new-booking-1366');
});
