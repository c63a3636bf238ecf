// The booking screen as a front-desk person uses it: check in, read why a void booking cannot be, write notes,
// bookmark, change the status (with and without settling), and read and print the invoice, whose HTML is hostile.
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import type { Booking } from '../../electron/sandbox/state/model.js';
import { dayInZone } from '../../shared/domain/dates.js';
import { expect, expectAccessible, screenshot, test, type DeskApp } from './support/desk-app.js';

declare global {
  interface Window {
    __xss?: number;
    __printed?: { app: string; copy: string; text: string };
    showSafeHtml?: (html: string, css: string) => void;
  }
}

function bookingWhere(app: DeskApp, wanted: (booking: Booking) => boolean): Booking {
  const found = app.sandbox.control.services().store.state.bookings.find(wanted);
  if (!found) throw new Error('The seed has no booking of the kind this test needs.');
  return found;
}

const writesOf = (app: DeskApp, booking: Booking) =>
  app.sandbox.control.writes().filter((write) => write.bookingId === booking.id);

async function goToBooking(page: Page, app: DeskApp, code: string): Promise<void> {
  // The fixture opened the launch address; once the frame shows, the launch key is claimed and the cookie set.
  await expect(page.locator('.shell')).toBeVisible();
  await page.goto(`${app.host.url}#/booking/${code}`);
}

async function openBooking(page: Page, app: DeskApp, code: string): Promise<void> {
  await goToBooking(page, app, code);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${code}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
}

const todayOf = (app: DeskApp) => {
  const { clock, store } = app.sandbox.control.services();
  return dayInZone(clock.now(), store.state.account.timezone);
};

const checkInButton = (page: Page) => page.getByRole('button', { name: /^(Check in|Checking in)/ });
const dueAmount = (page: Page) => page.locator('.money-summary div', { hasText: 'Due' }).locator('dd');

test('checks a pending booking in once, however often I is pressed, with an undo window, and says who did it', async ({ page, app }) => {
  const today = todayOf(app);
  const booking = bookingWhere(app, (b) => b.statusId === 'PEND' && !b.checkedIn && b.startDay <= today && today <= b.endDay);
  await openBooking(page, app, booking.code);
  await expect(page.getByText('Not checked in yet.')).toBeVisible();
  app.sandbox.control.setFaults({ latencyMs: 700 });
  await page.keyboard.press('i');
  await expect(checkInButton(page)).toHaveText(/Checking in…/);
  await expect(checkInButton(page)).toBeDisabled();
  await page.keyboard.press('i');
  const arrival = page.getByRole('region', { name: 'Arrival and departure' });
  await expect(arrival.getByText(/Check-in in \d+ s/)).toBeVisible();
  await page.keyboard.press('i');
  expect(writesOf(app, booking)).toEqual([]);
  await app.endUndoWindows();
  await expect(page.getByText(/^✓ Checked in by Alex Morgan at \d/)).toBeVisible();
  expect(writesOf(app, booking).filter((write) => write.kind === 'checkin')).toHaveLength(1);
  expect(booking.checkedIn).not.toBeNull();
});

test('refuses to check in a VOID booking and says why', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'VOID');
  await openBooking(page, app, booking.code);
  await expect(checkInButton(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Check out' })).toBeDisabled();
  await expect(page.getByText('This booking is void, so it cannot be checked in or out.')).toBeVisible();
  await expect(checkInButton(page)).toHaveAccessibleDescription('This booking is void, so it cannot be checked in or out.');
  await page.keyboard.press('i');
  await page.keyboard.press('o');
  expect(writesOf(app, booking)).toEqual([]);
});

test('shows the service refusal inline when the booking was voided behind the desk', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'PEND' && !b.checkedIn);
  await openBooking(page, app, booking.code);
  booking.statusId = 'VOID';
  await checkInButton(page).click();
  const arrival = page.getByRole('region', { name: 'Arrival and departure' });
  await expect(arrival.getByText(/Check-in in \d+ s/)).toBeVisible();
  await app.endUndoWindows();
  // Refused when its window ended: said where it was pressed, and kept in the Outbox to resolve.
  await expect(arrival.getByRole('alert')).toHaveText(`Check-in refused: Booking ${booking.code} is void, so it cannot be checked in.`);
});

test('writes a note with a countdown in characters; the note appears newest first', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'PEND');
  await openBooking(page, app, booking.code);
  const box = page.getByLabel('New note');
  await page.keyboard.press('n');
  await expect(box).toBeFocused();
  await expect(page.getByText('3,000 characters left')).toBeVisible();
  await page.keyboard.type('Late arrival 🌙');
  // Code points, as the service counts: the emoji is one character.
  await expect(page.getByText('2,986 characters left')).toBeVisible();
  await expect(page.getByLabel(/^Private/)).toBeChecked();
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('.note-list li').first()).toContainText('Late arrival 🌙');
  await expect(page.locator('.note-list li').first()).toContainText('Alex Morgan');
  await expect(page.locator('.note-list li').first()).toContainText('Private');
  await expect(box).toHaveValue('');
  const saved = app.sandbox.control.services().store.notesOf(booking.id).at(-1);
  expect(saved).toMatchObject({ body: 'Late arrival 🌙', private: true });
});

test('refuses a note over 3000 characters before sending it', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'PEND');
  await openBooking(page, app, booking.code);
  await page.getByLabel('New note').fill(`${'😀'.repeat(3000)}x`);
  await expect(page.getByText('1 character too many')).toBeVisible();
  await page.getByRole('button', { name: /Save note/ }).click();
  await expect(page.locator('.note-form').getByRole('alert')).toContainText('A note holds at most 3,000 characters; this one has 3,001.');
  expect(writesOf(app, booking)).toEqual([]);
});

test('bookmarks with the button and unbookmarks with B', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => !app.sandbox.control.services().store.isBookmarked(1, b.id));
  await openBooking(page, app, booking.code);
  const toggle = page.getByRole('button', { name: 'Bookmark' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => app.sandbox.control.services().store.isBookmarked(1, booking.id)).toBe(true);
  await expect(toggle).toBeEnabled();
  await page.keyboard.press('b');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => app.sandbox.control.services().store.isBookmarked(1, booking.id)).toBe(false);
  // A slow service holds a bookmark's write and its read back for seconds: B pressed again meanwhile is the next
  // toggle, shown at once and written after the first, each once; it is not dropped while the first is under way.
  // (The unbookmark above is read back first: two B's while it runs would cancel out, and rightly send nothing.)
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  app.sandbox.control.setFaults({ latencyMs: 700 });
  await page.keyboard.press('b');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('b');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const bookmarkWrites = () => writesOf(app, booking).filter((write) => write.kind === 'bookmark').map((write) => write.detail);
  await expect.poll(bookmarkWrites, { timeout: 15_000 }).toEqual(['on', 'off', 'on', 'off']);
  await expect(toggle).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(app.sandbox.control.services().store.isBookmarked(1, booking.id)).toBe(false);
});

test('changes the status through a confirmation that says exactly what happens, without notifying', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'PEND');
  await openBooking(page, app, booking.code);
  await page.getByLabel('New status').selectOption('VOID');
  await expect(page.getByLabel('Notify the guest')).not.toBeChecked();
  await page.getByRole('button', { name: 'Change status…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status to Void without notifying the guest?' });
  await expect(dialog).toBeVisible();
  // Styled as danger: the app's red, not the plain button it would be for a harmless status.
  await expect(dialog.getByRole('button', { name: 'Change to Void' })).toHaveCSS('background-color', 'rgb(153, 27, 27)');
  await expectAccessible(page, 'booking status confirmation');
  await screenshot(page, 'booking-status-confirm');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(writesOf(app, booking)).toEqual([]);

  await page.getByRole('button', { name: 'Change status…' }).click();
  await dialog.getByRole('button', { name: 'Change to Void' }).click();
  await expect(page.locator('.booking-header .badge')).toHaveText('Void');
  await expect(checkInButton(page)).toBeDisabled();
  expect(booking.statusId).toBe('VOID');
  expect(app.sandbox.control.notifications()).toEqual([]);
});

test('settles what is left on a part-paid booking, which rules out notifying', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'PART' && b.paidTotal < b.total);
  await openBooking(page, app, booking.code);
  await expect(dueAmount(page)).not.toHaveText('$0.00');
  await page.getByLabel('New status').selectOption('PAID');
  await page.getByLabel(/^Mark as paid \(settle the remaining \$[\d,.]+\)$/).check();
  await expect(page.getByLabel('Notify the guest')).toBeDisabled();
  await expect(page.getByLabel('Notify the guest')).toHaveAccessibleDescription(/cannot be notified while settling/);
  await page.getByRole('button', { name: 'Change status…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Change status to Paid and settle the remaining \$[\d,.]+\?$/ });
  await dialog.getByRole('button', { name: 'Change to Paid' }).click();
  await expect(page.locator('.booking-header .badge')).toHaveText('Paid');
  await expect(dueAmount(page)).toHaveText('$0.00');
  expect(booking.paidTotal).toBe(booking.total);
  expect(app.sandbox.control.notifications()).toEqual([]);
});

test('shows the invoice sanitised and isolated, and prints it alone', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'PEND');
  await openBooking(page, app, booking.code);
  const hostile = '<img src=x onerror="window.__xss=1">Ring twice';
  await page.getByLabel('New note').fill(hostile);
  await page.getByLabel(/^Private/).uncheck();
  await page.getByRole('button', { name: /Save note/ }).click();
  const invoice = page.getByRole('region', { name: `Invoice ${booking.code}` });
  // Playwright's locators see into open shadow roots; the sandbox escapes note bodies, so this is text.
  await expect(invoice.getByText(hostile)).toBeVisible();
  const inside = await page.evaluate(() => {
    const root = document.querySelector('.invoice-paper')?.shadowRoot;
    return {
      scripts: root?.querySelectorAll('script, img[onerror]').length,
      tables: root?.querySelectorAll('table').length,
      totalsRows: root?.querySelectorAll('tfoot td[colspan="3"]').length,
      seenFromTheApp: document.querySelectorAll('.invoice-paper table').length,
      xss: window.__xss,
    };
  });
  expect(inside).toEqual({ scripts: 0, tables: 1, totalsRows: 4, seenFromTheApp: 0, xss: undefined });

  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => {
    window.print = () => {
      const app = document.querySelector('#root');
      const copy = document.querySelector('.invoice-print');
      window.__printed = {
        app: app ? getComputedStyle(app).display : 'missing',
        copy: copy ? getComputedStyle(copy).display : 'missing',
        text: copy?.firstElementChild?.shadowRoot?.textContent ?? '',
      };
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  await page.getByRole('button', { name: 'Print invoice' }).click();
  const printed = await page.evaluate(() => window.__printed);
  expect(printed).toMatchObject({ app: 'none', copy: 'block' });
  expect(printed?.text).toContain(`Invoice for booking ${booking.code}`);
  await expect(page.locator('.invoice-print')).toHaveCount(0);
});

test('says so when there is no such booking, and offers Retry when the service cannot be reached', async ({ page, app }) => {
  await goToBooking(page, app, 'ZZZZ-000000');
  await expect(page.getByRole('heading', { level: 1, name: 'There is no booking ZZZZ-000000' })).toBeVisible();

  const booking = bookingWhere(app, (b) => b.statusId === 'PEND');
  app.sandbox.control.setFaults({ offline: true });
  await goToBooking(page, app, booking.code);
  await expect(page.locator('.booking').getByRole('alert')).toContainText('cannot be reached');
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  app.sandbox.control.clearFaults();
  // The desk also asks the service every few seconds and reloads by itself once it answers; on a loaded machine
  // that can come first and take the button away, so a Retry that finds nothing left to retry is no failure.
  await retry.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
});

test('looks right and is accessible', async ({ page, app }) => {
  const booking = bookingWhere(app, (b) => b.statusId === 'PART' && b.paidTotal < b.total && b.lines.length > 1);
  // Tall enough for the whole screen: the app scrolls inside <main>, so a full-page shot alone would cut it.
  await page.setViewportSize({ width: 1280, height: 1500 });
  app.sandbox.control.setFaults({ latencyMs: 1500 });
  await goToBooking(page, app, booking.code);
  await expect(page.getByText('Loading the booking…')).toBeVisible();
  await screenshot(page, 'booking-detail-loading');
  app.sandbox.control.clearFaults();
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
  await checkInButton(page).click();
  // A booking of another day asks first; the answer here is to go on.
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.or(page.getByText(/Check-in in \d+ s/))).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Check in anyway' }).click();
  await expect(page.getByText(/Check-in in \d+ s/)).toBeVisible();
  await app.endUndoWindows();
  await expect(page.getByText(/Checked in by Alex Morgan/)).toBeVisible();
  await expect(page.getByRole('region', { name: `Invoice ${booking.code}` }).getByText('Total (tax included)')).toBeVisible();
  await expectAccessible(page, 'booking detail');
  await screenshot(page, 'booking-detail');
});

// SafeHtml on its own, in a page with no Content-Security-Policy: the app's policy would block inline handlers
// anyway and so hide a sanitiser that let them through. Here, anything that survives would really run.
const SAFE_HTML = fileURLToPath(new URL('../../renderer/ui/SafeHtml.tsx', import.meta.url));
const PAGE_ENTRY = '\0safe-html-page';
const ORIGIN = 'http://safe-html.test';

/** SafeHtml and React in one module, built on the spot from the source (the app's bundle does not export them). */
async function bundleSafeHtmlPage(): Promise<string> {
  const source = [
    "import { createElement } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    `import { SafeHtml } from ${JSON.stringify(SAFE_HTML)};`,
    'window.showSafeHtml = (html, css) => createRoot(document.getElementById("root"))',
    '  .render(createElement(SafeHtml, { html, css, className: "safe", label: "Service HTML" }));',
  ].join('\n');
  const entry = { name: 'safe-html-page', resolveId: (id: string) => (id === 'safe-html-page' ? PAGE_ENTRY : null),
    load: (id: string) => (id === PAGE_ENTRY ? source : null) };
  const result = await build({
    configFile: false, logLevel: 'silent', root: fileURLToPath(new URL('../..', import.meta.url)),
    plugins: [react(), entry], build: { write: false, minify: false, rolldownOptions: { input: 'safe-html-page' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error('The SafeHtml page did not build.');
  return chunk.code;
}

const HOSTILE = '<script>window.__xss=1</script><img src=x onerror="window.__xss=1">' +
  '<a href="javascript:window.__xss=1">x</a><a href="https://pay.example/123">Pay</a>' +
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="card"></form>' +
  '<object data="x.swf"></object><style>p { color: rgb(255, 0, 0) }</style><svg onload="window.__xss=1"></svg>' +
  '<p id="cover" style="position: fixed; inset: 0">cover</p><p id="plain">Total 141.90</p>' +
  '<a id="inside-app" href="#/accounts">Accounts</a><table><tr><td id="wide" colspan="2">Total</td></tr></table>';

test('SafeHtml keeps hostile HTML inert, links safe and styles inside its shadow root', async ({ page }) => {
  const bundle = await bundleSafeHtmlPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const isScript = route.request().url().endsWith('/page.js');
    const body = isScript ? bundle : '<!doctype html><style>p { color: rgb(0, 0, 255) }</style>' +
      '<p id="outside">The app</p><div id="root"></div><script type="module" src="/page.js"></script>';
    return route.fulfill({ contentType: isScript ? 'text/javascript' : 'text/html', body });
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate((html) => window.showSafeHtml?.(html, 'p { font-weight: 700 }'), HOSTILE);
  await expect(page.locator('.safe #plain')).toHaveText('Total 141.90');
  await page.locator('.safe a', { hasText: 'x' }).click();
  const found = await page.evaluate(() => {
    const root = document.querySelector('.safe')!.shadowRoot!;
    const handlers = [...root.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on')));
    const [first, pay] = [...root.querySelectorAll('a')];
    const colour = (selector: string, within: ParentNode) => getComputedStyle(within.querySelector(selector)!).color;
    return {
      xss: window.__xss,
      dangerous: root.querySelectorAll('script, iframe, form, input, object, style, svg').length,
      handlers: handlers.length,
      imgOnerror: root.querySelector('img')?.getAttribute('onerror') ?? null,
      firstHref: first?.getAttribute('href') ?? null,
      pay: [pay?.getAttribute('href'), pay?.getAttribute('target'), pay?.getAttribute('rel')],
      coverStyle: root.querySelector('#cover')?.getAttribute('style') ?? null,
      relativeHref: root.querySelector('#inside-app')?.getAttribute('href') ?? null,
      colspan: root.querySelector('#wide')?.getAttribute('colspan'),
      insideColour: colour('#plain', root),
      insideWeight: getComputedStyle(root.querySelector('#plain')!).fontWeight,
      outsideColour: colour('#outside', document),
      outsideWeight: getComputedStyle(document.querySelector('#outside')!).fontWeight,
    };
  });
  expect(found).toEqual({
    xss: undefined, dangerous: 0, handlers: 0, imgOnerror: null, firstHref: null,
    pay: ['https://pay.example/123', '_blank', 'noopener noreferrer'], coverStyle: null, relativeHref: null, colspan: '2',
    // The page's blue stops at the shadow root (all: initial); the content's bold stays inside it.
    insideColour: 'rgb(0, 0, 0)', insideWeight: '700', outsideColour: 'rgb(0, 0, 255)', outsideWeight: '400',
  });
});

test('asks before checking out a guest never checked in, and before checking in on another day', async ({ page, app }) => {
  const today = todayOf(app);
  const booking = bookingWhere(app, (b) => b.statusId === 'PAID' && !b.checkedIn && b.startDay > today + 1);
  await openBooking(page, app, booking.code);
  await page.getByRole('button', { name: /^Check out/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('was never checked in');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.keyboard.press('i');
  await expect(dialog).toContainText(/The booking is for .*, not today\./);
  await expectAccessible(page, 'booking-ask');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(writesOf(app, booking)).toEqual([]);
});
