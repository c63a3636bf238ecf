// The booking form's own fields: a phone booking takes the guest's answers and the booking shows them; the
// desk adds "Arrival by" as a manifest column beside each guest, reads the answers on screen, saves them in the CSV
// and prints them; the choice is kept on this computer, and survives the account renaming or removing a field.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addDays, dayInZone, isoDay } from '../../shared/domain/dates.js';
import type { Booking } from '../../electron/sandbox/state/model.js';
import { openAsSpreadsheet } from '../support/spreadsheet.js';
import { expect, screenshot, startDeskApp, stopDeskApp, test, type DeskApp } from './support/desk-app.js';

/** Live bookings with a line today that answered Arrival by, as the service holds them. */
function arrivingToday(app: DeskApp): Booking[] {
  const { store, clock } = app.sandbox.control.services();
  const today = dayInZone(clock.now(), store.state.account.timezone);
  return store.state.bookings.filter((b) => !['VOID', 'CANCELLED'].includes(b.statusId) && b.customAnswers?.arrival_by
    && b.lines.some((line) => line.startDay <= today && today <= line.endDay));
}

async function dayRead(page: Page) {
  await expect(page.locator('.manifest-group').first()).toBeVisible();
  await expect(page.getByTestId('day-totals')).not.toContainText('Still reading', { timeout: 15_000 });
}

const columnsPanel = (page: Page) => page.locator('.manifest-export');

async function saveCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save the manifest as CSV' }).click()]);
  // As written, ending in a line break: a spreadsheet reads the last record's empty last cell by it.
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return openAsSpreadsheet(text, ',');
}

test('staff add Arrival by as a column, read each guest\'s answer, save it in the CSV and print it', async ({ page, app }) => {
  const answered = arrivingToday(app);
  expect(answered.length).toBeGreaterThan(1);
  await dayRead(page);
  await expect(page.locator('th.answer')).toHaveCount(0);

  await columnsPanel(page).locator('summary').click();
  await page.getByRole('checkbox', { name: 'Arrival by' }).check();
  // Chosen columns are listed first in their order: Arrival by goes last; moved up once, it is before Also.
  await page.getByRole('button', { name: 'Move Arrival by earlier' }).click();
  await screenshot(page, 'manifest-columns-chooser');
  await columnsPanel(page).locator('summary').click();

  // A wide window has room for it as a column beside each guest.
  await page.setViewportSize({ width: 1920, height: 1080 });
  const groups = await page.locator('.manifest-table').count();
  await expect(page.locator('th.answer:visible', { hasText: 'Arrival by' })).toHaveCount(groups);
  for (const booking of answered) {
    const row = page.locator('.manifest-table tbody tr', { hasText: booking.code }).first();
    await expect(row.locator('td.answer')).toBeVisible();
    await expect(row.locator('td.answer')).toHaveText(booking.customAnswers!.arrival_by!);
  }
  await screenshot(page, 'manifest-arrival-by-1920');
  // At 1366 the guest's name keeps its room: the answer is a line under it.
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.locator('th.answer:visible')).toHaveCount(0);
  for (const booking of answered) {
    const row = page.locator('.manifest-table tbody tr', { hasText: booking.code }).first();
    await expect(row.locator('.answers-line')).toBeVisible();
    await expect(row.locator('.answers-line')).toHaveText(`Arrival by: ${booking.customAnswers!.arrival_by!}`);
  }
  await screenshot(page, 'manifest-arrival-by-1366');

  await columnsPanel(page).locator('summary').click();
  const [header, ...records] = await saveCsv(page);
  const at = header!.indexOf('Arrival by');
  expect(at).toBe(header!.indexOf('Other lines') - 1);
  expect(records).toHaveLength(await page.locator('.manifest-table tbody tr').count());
  for (const booking of answered) {
    const record = records.find((cells) => cells.includes(booking.code))!;
    expect(record[at]).toBe(booking.customAnswers!.arrival_by);
  }
  await columnsPanel(page).locator('summary').click();

  // On paper too, under each guest who answered.
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('.manifest-table tbody tr', { hasText: answered[0]!.code }).first().locator('.answers-line');
  await expect(printed).toBeVisible();
  await expect(printed).toHaveText(`Arrival by: ${answered[0]!.customAnswers!.arrival_by!}`);
  await page.pdf({ path: 'test-results/screens/manifest-arrival-by-print.pdf', format: 'A4' });
  await page.emulateMedia({ media: 'screen' });

  // Kept on this computer: the manifest opened again has the column where it was put.
  await page.reload();
  await dayRead(page);
  await expect(page.locator('.answers-line', { hasText: 'Arrival by:' }).first()).toBeVisible();
});

const HOSTILE = '<img src=x onerror="window.pwned=1">Medium';

test('a kept column survives the account renaming its field, and one it removed keeps its answers under its name, as text', async ({ page }) => {
  // The same desk computer (its kept choice), on an account whose form says Expected at, and no longer has boat_size;
  // its one answer to boat_size carries markup, which must stay text.
  const app = await startDeskApp();
  try {
    const booking = arrivingToday(app)[0]!;
    app.sandbox.control.rewriteAnswers((body, request) => {
      const answer = body as Record<string, any>;
      if (request.path.endsWith('/booking/form')) answer.booking_form_ui.arrival_by.define.layout.lbl = 'Expected <b>at</b>';
      if (request.path.endsWith(`/booking/${booking.code}`)) answer.booking.fields.boat_size = HOSTILE;
      return answer;
    });
    await page.addInitScript(() => localStorage.setItem('frontdesk.manifest.csvColumns',
      JSON.stringify(['guest', 'code', 'form:arrival_by', 'form:boat_size'])));
    await page.goto(app.host.launchUrl);
    await dayRead(page);
    const row = page.locator('.manifest-table tbody tr', { hasText: booking.code }).first();
    const arrival = booking.customAnswers!.arrival_by!;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect(page.locator('.manifest-table').first().locator('th.answer')).toHaveText(['Expected <b>at</b>', 'Boat size']);
    await expect(row.locator('td.answer')).toHaveText([arrival, HOSTILE]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect(row.locator('.answers-line')).toHaveText(`Expected <b>at</b>: ${arrival} · Boat size: ${HOSTILE}`);
    await expect(page.locator('.manifest img, .manifest b')).toHaveCount(0);
    await columnsPanel(page).locator('summary').click();
    await expect(page.getByRole('checkbox', { name: 'Boat size (no longer on the booking form)' })).toBeChecked();
    await screenshot(page, 'manifest-columns-renamed-removed');
    const [header, ...records] = await saveCsv(page);
    await columnsPanel(page).locator('summary').click();
    expect(header).toEqual(['Guest', 'Code', 'Expected <b>at</b>', 'Boat size']);
    expect(records.find((cells) => cells[1] === booking.code)).toEqual([expect.any(String), booking.code, arrival, HOSTILE]);
    // The booking screen says the same: the answer to the removed field under its name, and that it was removed.
    await row.getByRole('link').first().click();
    const answers = page.locator('.booking-answers');
    await expect(answers.locator('dt')).toContainText(['Expected <b>at</b>', 'Boat size (no longer on the form)']);
    await expect(answers.locator('dd').last()).toHaveText(HOSTILE);
    await expect(answers.locator('img, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await screenshot(page, 'booking-answers');
  } finally {
    await stopDeskApp(app);
  }
});

test('a phone booking takes the guest\'s answers on the booking form, and the booking shows them', async ({ page, app }) => {
  const { store, clock } = app.sandbox.control.services();
  const tomorrow = addDays(dayInZone(clock.now(), store.state.account.timezone), 1);
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await page.keyboard.press('Alt+7');
  const search = page.getByRole('region', { name: 'Find what is free' });
  await search.getByLabel('First day').fill(isoDay(tomorrow));
  await search.getByLabel('Adults').fill('2');
  await search.getByLabel('Name contains').fill('Walking');
  await search.getByLabel('Name contains').press('Enter');
  await page.getByRole('button', { name: 'Add Old Town Walking Tour to basket' }).click();
  await expect(page.getByRole('complementary', { name: 'Basket' })).toContainText('Old Town Walking Tour');

  const form = page.getByRole('region', { name: 'Guest details' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ingrid Halvorsen');
  await form.getByRole('textbox', { name: 'Arrival by' }).fill('Coming off the 9:40 ferry');
  await form.getByRole('checkbox', { name: 'Step-free access needed' }).check();
  await form.getByRole('combobox', { name: 'Heard of us from' }).selectOption({ label: 'Stayed before' });
  await form.getByLabel('Special occasion on').fill(isoDay(tomorrow));
  await form.getByRole('textbox', { name: 'Arrival by' }).press('Control+Enter');

  const booked = page.getByRole('region', { name: /^Booked just now: / });
  await expect(booked).toBeVisible();
  const code = (await booked.locator('.booking-code').textContent())!;
  expect(store.booking(code)!.customAnswers).toEqual({
    arrival_by: 'Coming off the 9:40 ferry', step_free: '1', heard_from: 'returning', occasion_date: isoDay(tomorrow),
  });
  const answers = page.locator('.booking-answers');
  await expect(answers.locator('dt')).toHaveText(['Arrival by', 'Step-free access needed', 'Heard of us from', 'Special occasion on']);
  await expect(answers.locator('dd')).toHaveText(['Coming off the 9:40 ferry', 'Yes', 'Stayed before', /\w{3} \d{1,2}, \d{4}/]);
  await screenshot(page, 'booking-answers-new');
});
