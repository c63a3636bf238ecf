// A front-desk person looks a customer up by e-mail, full name or phone (the service's exact-match search), opens
// their page, reaches a booking of theirs and starts a new one for them; an unknown customer and an outage say so.
import type { Page } from '@playwright/test';
import type { Customer } from '../../electron/sandbox/state/model.js';
import { test, expect, expectAccessible, screenshot, type DeskApp } from './support/desk-app.js';
import { moneyOf } from './support/money.js';
import { test as connected } from './support/connected-desk.js';

const stateOf = (app: DeskApp) => app.sandbox.control.services().store.state;
const statusName = (app: DeskApp, id: string) => stateOf(app).statuses.find((s) => s.id === id)?.name ?? id;
const bookingsOf = (app: DeskApp, customer: Customer) => stateOf(app).bookings.filter((b) => b.customerId === customer.id);

/** A customer with a few bookings, so their page has something to show. */
function regular(app: DeskApp): Customer {
  return stateOf(app).customers.find((c) => bookingsOf(app, c).length >= 3)!;
}

/** Every customer recorded under the first name that more than one customer has. */
function namesakes(app: DeskApp): Customer[] {
  const { customers } = stateOf(app);
  const shared = customers.find((c) => customers.some((other) => other.id !== c.id && other.name === c.name))!;
  return customers.filter((c) => c.name === shared.name);
}

const searchBox = (page: Page) => page.getByLabel('E-mail address, full name or phone number');
const resultRows = (page: Page) => page.locator('.customer-table tbody tr');
/** The screen scrolls inside <main>; a screenshot should show its top. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
  await screenshot(page, name);
}

async function openCustomers(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Search or scan a booking' })).toBeVisible();
  await page.keyboard.press('Alt+8');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
}

async function searchFor(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

async function openCustomerPage(page: Page, id: number): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Search or scan a booking' })).toBeVisible();
  await page.evaluate((path) => { window.location.hash = path; }, `#/customer/${id}`);
}

test('an exact e-mail address finds its one customer, and the keyboard opens them', async ({ app, page }) => {
  const customer = regular(app);
  await openCustomers(page);
  await expect(page.getByText('The booking service finds exact matches only.')).toBeVisible();
  await searchBox(page).fill(customer.email);
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect(page.getByText('guessed from what you typed')).toBeVisible();
  await searchBox(page).press('Enter');

  await expect(page.getByRole('status').filter({ hasText: `1 customer with the e-mail address “${customer.email}”` })).toBeVisible();
  await expect(resultRows(page)).toHaveCount(1);
  const row = resultRows(page).first();
  await expect(row.getByRole('link', { name: customer.name })).toBeVisible();
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText(customer.phone);
  await expect(row).toContainText(customer.city);
  await expect(row.locator('td').last()).toHaveText(String(bookingsOf(app, customer).length));
  await expect(page).toHaveURL(/#\/customers\?q=/);
  await expectAccessible(page, 'customers-email');
  await shoot(page, 'customers-email');

  await searchBox(page).press('ArrowDown');
  await expect(row.getByRole('link', { name: customer.name })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/customer/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();

  // Back returns to the search as it was, its text in the box.
  await page.goBack();
  await expect(searchBox(page)).toHaveValue(customer.email);
  await expect(resultRows(page)).toHaveCount(1);
});

test('a name several customers share lists every one of them', async ({ app, page }) => {
  const people = namesakes(app);
  expect(people.length).toBeGreaterThan(1);
  const name = people[0]!.name;
  await openCustomers(page);
  await searchBox(page).fill(name);
  await expect(page.getByRole('radio', { name: 'Name' })).toBeChecked();
  await expect(page.getByText('The full name as recorded')).toBeVisible();
  await searchBox(page).press('Enter');

  await expect(page.getByRole('status').filter({ hasText: `${people.length} customers named “${name}”` })).toBeVisible();
  await expect(resultRows(page)).toHaveCount(people.length);
  for (const person of people) await expect(resultRows(page).filter({ hasText: person.email })).toHaveCount(1);
  await expectAccessible(page, 'customers-name');
  await shoot(page, 'customers-name');

  // A click anywhere on a row opens that customer, not just another of the same name.
  const second = people[1]!;
  await resultRows(page).filter({ hasText: second.email }).locator('td').nth(3).click();
  await expect(page).toHaveURL(new RegExp(`#/customer/${second.id}$`));
  await expect(page.getByRole('link', { name: second.email })).toBeVisible();
});

test('a phone number finds its customer whatever its spaces; a slip finds nobody and says what to try', async ({ app, page }) => {
  const customer = regular(app);
  const digits = (phone: string) => phone.replace(/\D/g, '');
  const samePhone = stateOf(app).customers.filter((c) => digits(c.phone) === digits(customer.phone));
  await openCustomers(page);
  await searchBox(page).fill(customer.phone);
  await expect(page.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await searchBox(page).press('Enter');
  await expect(resultRows(page)).toHaveCount(samePhone.length);
  await expect(resultRows(page).filter({ hasText: customer.email })).toContainText(customer.name);
  // The same number written without its spaces is the same number.
  await searchFor(page, customer.phone.replace(/ /g, ''));
  await expect(resultRows(page).filter({ hasText: customer.email })).toContainText(customer.name);

  // The last digit wrong, a slip of the finger (one that no customer of the seed has).
  const known = new Set(stateOf(app).customers.map((c) => digits(c.phone)));
  const slip = [...'0123456789'].map((d) => `${customer.phone.slice(0, -1)}${d}`.replace(/ /g, '')).find((p) => !known.has(digits(p)))!;
  await searchFor(page, slip);
  await expect(page.getByText(`No customer has the phone number “${slip}”.`)).toBeVisible();
  await expect(page.getByText(/^Check the spelling, or search by their e-mail address or name instead/)).toBeVisible();
  await expect(resultRows(page)).toHaveCount(0);
  await expectAccessible(page, 'customers-no-match');

  // The guess can be overridden: the same digits searched as a name.
  await page.getByRole('radio', { name: 'Name' }).check();
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/by=name/);
  await expect(page.getByText(`No customer has the name “${slip}”.`)).toBeVisible();
});

test('a customer’s page shows their record and bookings; a booking opens, and a new booking starts for them', async ({ app, page }) => {
  const customer = regular(app);
  const latestFirst = bookingsOf(app, customer)
    .sort((a, b) => b.startDay - a.startDay || b.createdAt - a.createdAt || a.code.localeCompare(b.code));
  const money = moneyOf(stateOf(app).account).shown;
  await openCustomerPage(page, customer.id);
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();

  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact).toContainText(customer.code);
  await expect(contact.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
  await expect(contact).toContainText(customer.phone);
  await expect(contact.locator('address')).toContainText(customer.address);
  await expect(contact.locator('address')).toContainText(customer.city);
  await expect(contact.locator('address')).toContainText(customer.postalZip);
  const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(customer.country)!;
  await expect(contact.locator('address')).toContainText(country);

  const bookings = page.getByRole('region', { name: 'Bookings' });
  await expect(bookings).toContainText(`${latestFirst.length} bookings, latest stay first`);
  const rows = bookings.locator('tbody tr');
  await expect(rows).toHaveCount(latestFirst.length);
  await expect(rows.getByRole('link')).toHaveText(latestFirst.map((b) => b.code));
  const latest = latestFirst[0]!;
  await expect(rows.first().locator('.badge')).toHaveText(statusName(app, latest.statusId));
  await expect(rows.first()).toContainText(money(latest.total));
  await expect(rows.first()).toContainText(money(latest.total - latest.paidTotal));
  await expectAccessible(page, 'customer-page');
  await shoot(page, 'customer-page');

  const code = latestFirst[1]!.code;
  await bookings.getByRole('link', { name: code }).click();
  await expect(page).toHaveURL(new RegExp(`#/booking/${code}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: `New booking for ${customer.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/new\\?customer=${customer.id}$`));
  // N does the same from the keyboard.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(new RegExp(`#/new\\?customer=${customer.id}$`));
});

test('a customer number the service does not know says so and leads back to the search', async ({ page }) => {
  await openCustomerPage(page, 987654);
  await expect(page.getByRole('heading', { level: 1, name: 'There is no customer 987654' })).toBeVisible();
  await expectAccessible(page, 'customer-missing');
  await page.getByRole('link', { name: 'Search for the customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test('offline, the search and a customer’s record say plainly they need the service, keep what was typed, and work once back', async ({ app, page }) => {
  const customer = regular(app);
  // The desk has its copy of the account's bookings before the outage, as on any day at the desk.
  await expect(page.locator('footer.statusbar').getByText(/^Last sync/)).toBeVisible({ timeout: 30_000 });
  await openCustomers(page);
  app.sandbox.control.setFaults({ offline: true });
  await searchFor(page, customer.email);

  const notice = page.getByRole('alert').filter({ hasText: 'Customer search needs the booking service' });
  await expect(notice).toContainText('cannot be reached right now');
  await expect(notice.getByRole('link', { name: `the bookings this desk holds for ${customer.email}` })).toBeVisible();
  await expect(searchBox(page)).toHaveValue(customer.email);
  await expectAccessible(page, 'customers-offline');
  await shoot(page, 'customers-offline');
  // The bookings the notice points to are there, from the desk's copy.
  await notice.getByRole('link').click();
  await expect(page).toHaveURL(/#\/bookings\?email=/);
  await expect(page.getByRole('row').filter({ hasText: bookingsOf(app, customer)[0]!.code })).toBeVisible();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue(customer.email);

  // Their page cannot fetch the record either, but shows the bookings the desk holds for them, and how old those are.
  await openCustomerPage(page, customer.id);
  await expect(page.getByRole('alert').filter({ hasText: 'This customer’s record needs the booking service' })).toBeVisible();
  // A booking the desk holds still knows the guest's name.
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  const bookings = page.getByRole('region', { name: 'Bookings' });
  await expect(bookings.getByRole('row').first()).toBeVisible();
  // How old they are is said once, by the offline banner, not again over the list.
  await expect(page.locator('.offline-banner')).toContainText(/^Offline — showing what this desk held at/);
  await expect(bookings.locator('.as-of')).toHaveCount(0);
  await expectAccessible(page, 'customer-offline');
  await shoot(page, 'customer-offline');

  // Back online: Retry fetches the record, and the search kept in the address finds the customer on return.
  app.sandbox.control.clearFaults();
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: customer.email })).toBeVisible();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue(customer.email);
  await expect(resultRows(page)).toHaveCount(1);
  await expect(resultRows(page)).toContainText(customer.name);
});

test('finds a guest by part of their surname from the desk’s copy of bookings', async ({ page, app }) => {
  const customer = regular(app);
  const surname = customer.name.split(' ').at(-1)!;
  const part = surname.slice(1, 5).toLowerCase();
  await app.desk.desk.account.offline().sync.full();
  await page.getByRole('link', { name: /^Customers/ }).click();
  await searchBox(page).fill(part);
  await searchBox(page).press('Enter');
  const copy = page.getByRole('region', { name: /in the desk’s copy/ });
  await expect(copy.getByRole('link', { name: customer.name }).first()).toBeVisible();
  await expect(copy).toContainText(customer.email);
  await expectAccessible(page, 'customers-partial');
  await shoot(page, 'customers-partial');
});

connected.describe('on a connected account', () => {
  connected('a phone number typed with dashes and no country code finds its guest; names containing count every booking', async ({ page, connected: desk }) => {
    // A guest as the business's own service records them: "+1 250 555 0123".
    const auth = `Basic ${Buffer.from(`${desk.service.banner.apiKey}:${desk.service.banner.apiSecret}`).toString('base64')}`;
    const read = async (path: string) => (await fetch(`${desk.service.url}/api/3.0/${path}`, { headers: { Authorization: auth } })).json() as Promise<Record<string, unknown>>;
    const listed = Object.values((await read('booking/index?limit=50'))['booking/index'] as Record<string, { customer_id: number }>);
    const customer = (await read(`customer/${listed[7]!.customer_id}`)).customer as { customer_name: string; customer_phone: string; customer_id: number };
    const digits = customer.customer_phone.replace(/\D/g, '').slice(1);
    expect(customer.customer_phone).toMatch(/^\+1 \d{3} \d{3} \d{4}$/);
    await openCustomers(page);
    await searchFor(page, `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`);
    await expect(resultRows(page).filter({ hasText: customer.customer_name }).first()).toBeVisible();

    // Part of her first name, which many guests share: her line counts what her own page lists.
    const part = customer.customer_name.split(' ')[0]!.slice(0, 3);
    await searchBox(page).fill(part);
    await page.getByRole('radio', { name: 'Name' }).check();
    await searchBox(page).press('Enter');
    const copied = page.getByRole('region', { name: new RegExp(`^Names containing “${part}”`) });
    const lines = copied.getByRole('listitem');
    await expect(lines.first()).toBeVisible();
    const counts = await lines.evaluateAll((items) => items.map((item) => Number(/· (\d+) bookings?/.exec(item.textContent ?? '')?.[1])));
    const most = counts.indexOf(Math.max(...counts));
    await lines.nth(most).getByRole('link').click();
    await expect(page.getByText(new RegExp(`^${counts[most]} bookings?, latest stay first$`))).toBeVisible();
  });
});
