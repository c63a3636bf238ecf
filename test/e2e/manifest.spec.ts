// The tour desk's day on the manifest: how many for the 13:00 slot and how many adults, a print of
// the day, a check-in that waits to be taken back, a check-out that asks first, a no-show, and tomorrow.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, dayInZone, instantInZone } from '../../shared/domain/dates.js';
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';
import { moneyOf } from './support/money.js';
import { unstamped } from './support/unstamped.js';

test('opens on the manifest and answers how many are on an activity, and how many adults', async ({ page, app }) => {
  await expect(page.getByRole('heading', { level: 1, name: /^Manifest/ })).toBeVisible();
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  await expect(page.locator('.rollup', { hasText: /being counted/ })).toHaveCount(0, { timeout: 15_000 });
  // The 9:00 snorkelling tour, as the service has it: its bookings today and the adults (parameter adults) on them.
  const { store, clock } = app.sandbox.control.services();
  const today = dayInZone(clock.now(), store.state.account.timezone);
  // A booking is its lines: a stay's next-morning tour is on this slot too.
  const live = store.state.bookings.filter((b) => b.statusId !== 'VOID' && b.statusId !== 'CANCELLED');
  const slotLine = live.flatMap((b) => b.lines).find((line) => line.startDay === today && line.startTime !== '')!;
  const { itemId } = slotLine;
  const onSlot = live.filter((b) => b.lines.some((line) => line.itemId === itemId && line.startDay === today &&
    line.startTime === slotLine.startTime));
  const adults = onSlot.flatMap((b) => b.lines.filter((line) => line.itemId === itemId && line.startDay === today &&
    line.startTime === slotLine.startTime)).reduce((sum, line) => sum + (line.params.adults ?? 0), 0);
  const group = page.locator('.manifest-group', { has: page.getByRole('heading', { name: store.item(itemId)!.name }) })
    .filter({ has: page.locator('.slot-time') }).first();
  await expect(group.locator('h3')).toContainText(`of ${onSlot.length} booking`);
  await expect(group.locator('.rollup')).toContainText(new RegExp(`\\b${adults} Adults?\\b`));
  await expect(page.getByRole('heading', { level: 2, name: /checked in/ }).first()).toContainText(/\d+ of \d+ checked in/);
  await expectAccessible(page, 'manifest');
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, 'manifest-1366');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await screenshot(page, 'manifest-1920');
});

/** Groups whose whole box is inside the manifest's scrolling area. */
const groupsInView = (page: Page) => page.locator('main').evaluate((main) => {
  const area = main.getBoundingClientRect();
  return [...main.querySelectorAll('.manifest-group')].filter((group) => {
    const box = group.getBoundingClientRect();
    return box.top >= area.top && box.bottom <= area.bottom;
  }).length;
});

/** "6:00 p.m." or "18:00" as a person types it to jump there: 1800. */
function typedTime(label: string): string {
  const [, hours, minutes, half] = /(\d{1,2}):(\d{2})\s*([ap])?/i.exec(label)!;
  const hour = Number(hours) % (half ? 12 : 24) + (half?.toLowerCase() === 'p' ? 12 : 0);
  return `${hour}${minutes}`;
}

test('at 1366×768, Compact shows at least three groups at once, and the strip of start times jumps to one', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  await page.getByRole('button', { name: 'Compact' }).click();
  await expect(page.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
  expect(await groupsInView(page)).toBeGreaterThanOrEqual(3);
  await screenshot(page, 'manifest-1366-compact');
  // The last start time of the day: its group comes to the top of the screen with the focus on its first guest.
  const strip = page.getByRole('navigation', { name: 'Jump to a start time' });
  const last = strip.getByRole('button').filter({ hasText: /\d/ }).last();
  const time = (await last.textContent())!;
  await last.click();
  const group = page.locator('.manifest-group', { has: page.locator('.slot-time', { hasText: time }) }).first();
  await expect(group.locator('.guest a').first()).toBeFocused();
  const top = await group.evaluate((element) => element.getBoundingClientRect().top - document.querySelector('main')!.getBoundingClientRect().top);
  expect(Math.abs(top)).toBeLessThan(40);
  // By keyboard: G, then the time typed as on a 24-hour clock (6:00 p.m. is 1800), then Enter.
  await page.locator('main').evaluate((main) => main.scrollTo({ top: 0 }));
  await page.keyboard.press('g');
  await expect(strip.getByRole('button').first()).toBeFocused();
  // A person's pace: a burst of keys a few ms apart is a barcode scanner's (scan-detector.ts).
  await page.keyboard.type(typedTime(time), { delay: 120 });
  await expect(last).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(group.locator('.guest a').first()).toBeFocused();
  // The choice is kept on this computer.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
});

test('a check-in waits its undo window on the desk: a reload keeps it and its Undo, a closed page still sends it once', async ({ page, app }) => {
  // The records read behind the day's lists say who is in already: a row read is one the service will take.
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  await expect(page.locator('.rollup', { hasText: /being counted/ })).toHaveCount(0, { timeout: 15_000 });
  const row = page.locator('.manifest-table tbody tr', { has: page.getByRole('button', { name: 'Check in' }) }).first();
  const code = (await row.locator('.code').textContent())!;
  const line = page.locator('.manifest-table tbody tr', { hasText: code }).first();
  const store = app.sandbox.control.services().store;
  const checkIns = () => app.sandbox.control.writes().filter((write) => write.bookingId === store.booking(code)!.id && write.kind === 'checkin');
  const pressCheckIn = async (on: Page) => {
    const target = on.locator('.manifest-table tbody tr', { hasText: code }).first();
    await target.getByRole('button', { name: 'Check in' }).click();
    const dialog = on.getByRole('alertdialog');
    await expect(dialog.or(target.getByText(/Check-in in \d+ s/))).toBeVisible();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: /Check in anyway/ }).click();
    await expect(target.getByText(/Check-in in \d+ s/)).toBeVisible();
  };

  // Taken back after a reload: the window lives on the desk, not in the page.
  await pressCheckIn(page);
  await page.reload();
  await expect(line.getByText(/Check-in in \d+ s/)).toBeVisible();
  await line.getByRole('button', { name: 'Undo' }).click();
  await expect(line.getByRole('button', { name: 'Check in' })).toBeVisible();
  await app.endUndoWindows();
  expect(checkIns()).toEqual([]);

  // Pressed again and the page closed inside the window: the desk sends it when the window ends, once.
  await pressCheckIn(page);
  await page.close();
  await expect.poll(() => checkIns().length, { timeout: 15_000 }).toBe(1);
  expect(store.booking(code)!.checkedIn).not.toBeNull();
});

const rowWith = (page: Page, code: string) =>
  page.locator('.manifest-table tbody tr', { hasText: code }).first();

test('checks in a guest with a balance due, then settles it at check-out', async ({ page, app }) => {
  const store = app.sandbox.control.services().store;
  // A tour today and nothing else, with money still due: checked out once it is in.
  const code = await unstamped(app, page, (booking, today) => booking.paidTotal < booking.total && booking.lines.length === 1
    && booking.lines[0]!.startDay === today && booking.lines[0]!.endDay === today && booking.lines[0]!.startTime !== '');
  const line = rowWith(page, code);
  await line.getByRole('button', { name: 'Check in' }).click();
  await expect(line.getByText(/Check-in in \d+ s/)).toBeVisible();
  await app.endUndoWindows();
  await expect(line.locator('td.row-status')).toHaveText(/^In \d.* · Alex$/);
  await expect(line.locator('td.row-status > span')).toHaveAttribute('title', /Checked in by Alex Morgan/);
  await line.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('is still due');
  await expectAccessible(page, 'manifest-settle');
  await screenshot(page, 'manifest-settle');
  // Enter would leave it due: settling is never the button a dialog presses by itself.
  await expect(dialog.getByRole('button', { name: 'Check out, leave it due' })).toBeFocused();
  await dialog.getByRole('button', { name: /^Settle .* and check out$/ }).click();
  await expect(line.getByText(/Check-out in \d+ s/)).toBeVisible();
  await app.endUndoWindows();
  await expect(line.locator('td.row-status')).toHaveText(/^Out \d/);
  const booking = store.booking(code)!;
  expect(booking.statusId).toBe('PAID');
  expect(booking.paidTotal).toBe(booking.total);
  expect(booking.checkedOut).not.toBeNull();
  // Paid, once: never beside a status word that says otherwise.
  await expect(line.locator('td.balance')).toHaveText('Paid');
});

test('asks before checking out a departing guest who never checked in, and sends nothing when told not to', async ({ page, app }) => {
  const departures = page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^Departures/ }) });
  const code = await unstamped(app, page, (booking, today) => booking.endDay === today && booking.startDay < today);
  const row = departures.locator('tbody tr', { hasText: code });
  await expect(row).toContainText('Not in');
  await row.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('was never checked in');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await app.endUndoWindows();
  expect(app.sandbox.control.services().store.booking(code)!.checkedOut).toBeNull();
});

test('flags yesterday’s guests who never came as no-shows, and prepares tomorrow', async ({ page }) => {
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page.locator('.is-no-show').first()).toBeVisible();
  await expect(page.locator('.is-no-show').first()).toContainText('No-show?');
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  await expect(page.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  await expect(page.locator('.is-no-show')).toHaveCount(0);
  await page.keyboard.press('[');
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
});

test('prints a clean manifest: no navigation or buttons, the account and day on top, a box to tick', async ({ page }) => {
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  await expect(page.locator('.rollup', { hasText: /being counted/ })).toHaveCount(0, { timeout: 15_000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Manifest for/ })).toBeVisible();
  await expect(page.locator('.tick-box').first()).toBeVisible();
  await expect(page.locator('.note-text').first()).toBeVisible();
  // Groups flow one after another: about a dozen bookings to an A4 page, not a page per group.
  const rows = await page.locator('.manifest-table tbody tr').count();
  const pdf = await page.pdf({ path: 'test-results/screens/manifest-print.pdf', format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  expect(pages).toBeGreaterThan(0);
  expect(pages).toBeLessThanOrEqual(Math.ceil(rows / 12) + 1);
  await screenshot(page, 'manifest-print');
});

test('on paper a group\'s heading stays with its guests: no page breaks between the heading and the table', async ({ page }) => {
  // A departure that has started carries a line under its heading (its Close button, hidden on paper): a page broke
  // there, leaving "Lighthouse Loft" at the foot of one page and its guests, under no item's name, on the next.
  await expect(page.locator('.manifest-group .group-extra').first()).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  const breakable = await page.locator('.manifest-group').evaluateAll((groups) => groups.flatMap((group) =>
    [...group.children].filter((part) => part.tagName !== 'TABLE' && getComputedStyle(part).display !== 'none'
      && getComputedStyle(part).breakAfter !== 'avoid')
      .map((part) => `${group.querySelector('h3')?.textContent ?? ''}: after ${part.tagName.toLowerCase()}.${part.className}`)));
  expect(breakable).toEqual([]);
});

test('flags an item booked beyond its stock as overbooked', async ({ page, app }) => {
  const { store, clock } = app.sandbox.control.services();
  const today = dayInZone(clock.now(), store.state.account.timezone);
  const day = addDays(today, 1);
  // A limited item taken tomorrow (not by a departure), filled past its stock by copies of one of its bookings.
  const slot = store.state.bookings.find((b) => b.startDay <= day && day < b.endDay &&
    b.statusId !== 'VOID' && b.statusId !== 'CANCELLED' && !store.item(b.lines[0]!.itemId)!.unlimited)!;
  const item = store.item(slot.lines[0]!.itemId)!;
  const extra = item.stock + 1;
  for (let copy = 1; copy <= extra; copy += 1) {
    const id = 900_000 + copy;
    store.addBooking({ ...slot, id, code: `OVER-${String(copy).padStart(6, '0')}`, lastModified: clock.now(),
      lines: slot.lines.map((line) => ({ ...line, params: { ...line.params } })), checkedIn: null, checkedOut: null });
  }
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const group = page.locator('.manifest-group', { has: page.getByRole('heading', { name: new RegExp(item.name) }) })
    .filter({ hasText: 'OVER-000001' });
  await expect(group.getByText('Overbooked')).toBeVisible();
  await expect(group.locator('.rollup')).toContainText(new RegExp(`of ${item.stock} booked`));
  await screenshot(page, 'manifest-overbooked');
  // The calendar marks the same day: its figure from the service says only "0 left".
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('button', { name: new RegExp(`^${item.name}, .*sold out, overbooked: \\d+ booked, ${item.stock} in stock$`) }).first()).toBeVisible();
  await screenshot(page, 'calendar-overbooked');
});

/** The due of the day's totals line, as it reads: "$1,234.50". */
async function dayDue(page: Page): Promise<string> {
  const totals = page.getByTestId('day-totals');
  await expect(totals).not.toContainText('Still reading', { timeout: 15_000 });
  return /· ([^·]+) due/.exec((await totals.textContent()) ?? '')?.[1] ?? 'none';
}

test('a walk-in for a room tonight and the 9:00 snorkel tour tomorrow is on tonight’s arrivals and tomorrow’s 9:00 tour, its balance counted once a day', async ({ page, app }) => {
  const { store, clock } = app.sandbox.control.services();
  const zone = store.state.account.timezone;
  const today = dayInZone(clock.now(), zone);
  const tomorrow = addDays(today, 1);
  const room = store.item(101)!;
  const tour = store.item(201)!;
  const nineTomorrow = instantInZone(tomorrow, zone, 9);
  const template = store.state.bookings[0]!;
  store.addBooking({
    ...template, id: 990_001, code: 'WALK-990001', statusId: 'PART', createdAt: clock.now(), lastModified: clock.now(),
    checkedIn: null, checkedOut: null, total: 52_860, taxTotal: 0, paidTotal: 10_000,
    startDay: today, endDay: tomorrow, startsAt: instantInZone(today, zone, 15), endsAt: nineTomorrow + 3 * 3600,
    startTime: '', endTime: '',
    lines: [
      { lineId: '1', itemId: room.id, qty: 1, params: { adults: 2 }, total: 21_400, taxTotal: 0, startDay: today,
        endDay: tomorrow, startsAt: instantInZone(today, zone, 15), endsAt: instantInZone(tomorrow, zone, 11), startTime: '', endTime: '' },
      { lineId: '2', itemId: tour.id, qty: 1, params: { adults: 2, children: 1 }, total: 31_460, taxTotal: 0, startDay: tomorrow,
        endDay: tomorrow, startsAt: nineTomorrow, endsAt: nineTomorrow + 3 * 3600, startTime: '09:00', endTime: '12:00' },
    ],
  });
  /** What the day owes, each live booking with a line on the day once, from the service's own records. */
  const owedOn = (day: number) => store.state.bookings
    .filter((b) => b.statusId !== 'VOID' && b.statusId !== 'CANCELLED' &&
      b.lines.some((line) => line.startDay <= day && day <= line.endDay))
    .reduce((sum, b) => sum + Math.max(0, b.total - b.paidTotal), 0);
  await app.desk.desk.account.offline().sync.incremental();
  await page.reload();
  const row = (name: RegExp) => page.locator('.manifest-group', { has: page.getByRole('heading', { name }) })
    .locator('tbody tr', { hasText: 'WALK-990001' });
  const arrivals = page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^Arrivals/ }) });
  await expect(arrivals.locator('tbody tr', { hasText: 'WALK-990001' })).toHaveCount(1, { timeout: 15_000 });
  await expect(row(new RegExp(room.name))).toContainText(`also: ${tour.name}`);
  await expect(page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^Activities/ }) })
    .locator('tbody tr', { hasText: 'WALK-990001' })).toHaveCount(0);
  expect(await dayDue(page)).toBe(moneyOf(store.state.account).shown(owedOn(today)));
  await screenshot(page, 'manifest-walk-in-tonight');

  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const tourRow = page.locator('.manifest-group', { has: page.locator('.slot-time', { hasText: /^9:00/ }) })
    .filter({ has: page.getByRole('heading', { name: new RegExp(tour.name) }) }).locator('tbody tr', { hasText: 'WALK-990001' });
  await expect(tourRow).toHaveCount(1, { timeout: 15_000 });
  await expect(tourRow.locator('td.counts')).toContainText('2 Adults');
  await expect(tourRow.locator('td.value')).toContainText('314.60');
  const departures = page.locator('.manifest-section', { has: page.getByRole('heading', { name: /^Departures/ }) });
  await expect(departures.locator('tbody tr', { hasText: 'WALK-990001' })).toHaveCount(1);
  expect(await dayDue(page)).toBe(moneyOf(store.state.account).shown(owedOn(tomorrow)));
  await screenshot(page, 'manifest-walk-in-tomorrow');
  // The CSV holds what is on screen: a record per row, the tour's with its own guests and value.
  await page.locator('.manifest-export summary').click();
  await screenshot(page, 'manifest-csv-columns');
  const [download] = await Promise.all([page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save the manifest as CSV' }).click()]);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(csv.length - 1).toBe(await page.locator('.manifest-table tbody tr').count());
  expect(csv.find((record) => record.includes('WALK-990001') && record.includes(tour.name))).toContain('314.60');
});
