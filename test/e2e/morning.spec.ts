// The morning at the desk by keyboard alone, at 1366×768: find a group, check a guest in, take it back, check in
// for real, open the booking, write a note, bookmark it, check out and settle, search, scan, and come back to the
// manifest as it was left. No click anywhere; the focus stays on the row acted on. The same walk, with the same
// keys, in English and in the desk's other languages: every word it looks for is read from that language's
// catalogue by message id.
import { onlyInTheStandardPass } from './support/live-pass.js';
import type { Page } from '@playwright/test';
import type { DeskLanguage } from '../../shared/domain/desk-language.js';
import { expect, test } from './support/desk-app.js';
import { ANY, deskWords } from './support/desk-words.js';
import { scan } from './support/keyboard.js';

test.describe.configure({ timeout: 90_000 });

const focusedCode = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.code ?? null);

for (const language of ['en', 'fr-CA', 'es-MX', 'de'] as const satisfies readonly DeskLanguage[]) {
  const { said, matching } = deskWords(language);
  const named = language === 'en' ? '' : ` in ${language}`;

  test(`the whole morning works from the keyboard alone${named}`, async ({ page, app }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    if (language !== 'en') {
      onlyInTheStandardPass(`morning.spec.ts in ${language}`,
        'the same walk in English runs in both passes: how answers are written does not change with the words');
      // This desk's language, as chosen under Accounts → Settings; the account's own stays English.
      app.desk.desk.registry.updateSettings({ language });
      await page.reload();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const activities = page.locator('.manifest-section', { has: page.getByRole('heading', { name: matching('manifest.section.activities', {}, 'start') }) });
    await expect(activities.locator('.manifest-group').first()).toBeVisible();
    // The records read behind the day's lists say who is in already: a row read is one the service will take.
    await expect(page.locator('.rollup[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    // A guest starting today (on an activity or arriving) with money still due, so that check-out asks to settle.
    const startingToday = page.locator('.manifest-section', {
      has: page.getByRole('heading', { name: new RegExp(`^(${matching('manifest.section.activities').source}|${matching('manifest.section.arrivals').source})`) }),
    });
    const target = startingToday.locator('tbody tr', { has: page.locator('.badge-warn') })
      .locator('.guest a[data-action="checkIn"]').first();
    const code = (await target.getAttribute('data-code'))!;
    // The demo's first guests of the day are among the bookmarks of Alex, whom the desk acts as (on one of them, B
    // rightly takes the bookmark off): this one starts without, so that B bookmarks it.
    const store = app.sandbox.control.services().store;
    const alex = app.sandbox.staff[0]!.accountId;
    store.setBookmark(alex, store.booking(code)!.id, false);
    const row = page.locator('.manifest-table tbody tr', { has: page.locator(`a[data-code="${code}"]`) }).first();

    // The help lists what the manifest's keys do.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: said('app.keyboardShortcuts') });
    await expect(help.locator('.help-group', { hasText: matching('help.area.manifest', {}, 'start') }))
      .toContainText(said('help.manifest.moveBetweenGuests'));
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // Tab once: "Skip to the list"; Enter: the first guest. ↓ walks the guests of every group to ours.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: said('app.skipToList') })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await focusedCode(page)).not.toBeNull();
    for (let presses = 0; presses < 80 && (await focusedCode(page)) !== code; presses += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedCode(page)).toBe(code);

    // I checks in once its undo window has passed (the desk's clock is moved on, not waited for); U takes it back
    // inside the window; the focus never leaves the row.
    const undo = row.getByRole('button', { name: said('stamp.progress.undo') });
    await page.keyboard.press('i');
    await expect(undo).toBeVisible();
    expect(await focusedCode(page)).toBe(code);
    await page.keyboard.press('u');
    await expect(row.getByRole('button', { name: said('manifest.row.checkIn') })).toBeVisible();
    expect(await focusedCode(page)).toBe(code);
    await page.keyboard.press('i');
    await expect(undo).toBeVisible();
    // The status bar counts the check-in waiting to be sent.
    await expect(page.locator('footer.statusbar a[href="#/outbox"]')).toHaveText(said('outbox.counts', { pending: 1, conflicts: 0, unsaved: 0 }));
    await app.endUndoWindows();
    await expect(row.locator('td.row-status')).toHaveText(matching('manifest.row.inAt', { time: ANY }, 'start'), { timeout: 15_000 });
    expect(await focusedCode(page)).toBe(code);
    expect(store.booking(code)!.checkedIn).not.toBeNull();

    // Enter opens the booking, at its top.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: said('booking.title', { code }) })).toBeVisible();
    expect(await page.locator('main').evaluate((main) => main.scrollTop)).toBe(0);

    // N, and typing at once (a fast typist, 50 ms a key): every letter lands in the note, none in the search box.
    const note = 'Arrived early, took the 9:00 shuttle';
    const newNote = page.getByLabel(matching('note.new', {}, 'start'));
    await page.keyboard.press('n');
    await page.keyboard.type(note, { delay: 50 });
    await expect(newNote).toHaveValue(note);
    await expect(page.getByRole('combobox', { name: said('search.label') })).toHaveValue('');
    await page.keyboard.press('Control+Enter');
    await expect(newNote).toHaveValue('');
    await expect(page.locator('.note-list').getByText(note)).toBeVisible();
    // Esc leaves the note box; B bookmarks; O checks out. Enter alone would leave the balance due (no dialog's
    // default records money): Tab reaches the offer to settle, and Enter takes it. The bookmark is seen off before B:
    // a key alone reaches its shortcut some tens of ms late (a scan may be starting), and a look taken in between
    // must not pass for B's answer.
    const bookmark = page.getByRole('button', { name: matching('booking.bookmark') });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    await page.keyboard.press('b');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmark).toBeEnabled();
    // Read back, not only asked for: the booking as the desk read it after the write, and the service, have it.
    await expect(bookmark).toHaveAttribute('aria-busy', 'false');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => store.isBookmarked(alex, store.booking(code)!.id)).toBe(true);
    await page.keyboard.press('o');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(matching('stamp.dialog.due', { owed: ANY }));
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: matching('stamp.dialog.settle', { kind: 'checkOut', owed: ANY }, 'whole') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(matching('stamp.progress.undoWindow', { kind: 'checkOut', seconds: ANY }))).toBeVisible();
    // The booking says which of its changes are only queued yet: the check-out, in the undo window.
    await expect(page.locator('.pending-writes')).toContainText(matching('outbox.marker', {
      state: 'pending', what: said('outbox.write', { kind: 'checkOut' }), queuedAt: ANY, staff: ANY, next: 'undoable',
    }));
    await app.endUndoWindows();
    await expect(page.locator('.stamp', { hasText: matching('booking.stamp', { kind: 'checkOut', staff: ANY, at: 'unknown', shared: 'no' }) }))
      .toBeVisible({ timeout: 15_000 });
    expect(store.booking(code)!.statusId).toBe('PAID');

    // Search: Ctrl+K, a code typed at a person's pace, Enter. Then a scanner reads another. (Keys typed a few ms apart
    // are a scanner's burst to the desk, and a burst the page stalls in halfway scans only the code's tail.)
    const [searched, scanned] = store.state.bookings.filter((b) => b.code !== code).slice(0, 2);
    await page.keyboard.press('Control+k');
    await page.keyboard.type(searched!.code, { delay: 50 });
    await expect(page.getByRole('option').filter({ hasText: searched!.code })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: said('booking.title', { code: searched!.code }) })).toBeVisible();
    await scan(page, scanned!.code);
    await expect(page.getByRole('heading', { level: 1, name: said('booking.title', { code: scanned!.code }) })).toBeVisible();

    // Back on the manifest: the guest is out, in one short word.
    await page.keyboard.press('Alt+1');
    await expect(row.locator('td.row-status')).toHaveText(matching('manifest.row.outAt', { time: ANY }, 'start'));
    await expect(row.locator('td.balance')).toHaveText(said('manifest.row.paid'));
  });
}
