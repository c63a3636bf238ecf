// Desks that share one day, on the accounts screen and in the status bar: a desk names itself, chooses
// the network other desks reach it on and shows a pairing code carrying that address; a mistyped code is told
// plainly; the status bar says nothing of a venue until a desk has paired, then shows each other desk (linked, or
// when last heard from) and where each waiting write waits.
import { dispatch } from '../../electron/core/desk/dispatch.js';
import { parsePairingCode } from '../../electron/core/venue/pairing-code.js';
import { lanNetworks } from '../../electron/core/venue/venue-network.js';
import { expect, expectAccessible, screenshot, test } from './support/desk-app.js';
import { onlyInTheStandardPass } from './support/live-pass.js';
import { otherDesk } from './support/other-desk.js';

onlyInTheStandardPass('venue.spec.ts', "desks linked to each other; the venue's exactly-once at the service runs in both passes in three-desks.test");

const lan = lanNetworks()[0] ?? null;

test('names this desk, chooses its network, shows a pairing code carrying that address, and tells a mistyped code', async ({ page }) => {
  await page.getByRole('link', { name: 'Accounts' }).click();
  const venue = page.getByRole('region', { name: 'Desks that share one day' });
  await venue.getByLabel("This desk's name").fill('Lobby');
  const network = venue.getByLabel('Network other desks reach this one on');
  await expect(network).toHaveValue('');
  await expect(venue).toContainText('Only desks on this computer can pair with this one');
  if (lan) await network.selectOption({ label: `${lan.name} (${lan.address})` });
  else console.log('venue.spec: this machine has no LAN address; the code is shown for this computer only');
  await venue.getByRole('button', { name: 'Show a pairing code' }).click();
  const code = venue.getByRole('status');
  // The first code loads the venue's code (yjs, ws, mDNS), which takes a few seconds on a loaded machine.
  await expect(code).toContainText(/within two minutes.*[0-9A-Z]{4}-[0-9A-Z]{4}-/, { timeout: 15_000 });
  expect(parsePairingCode((await venue.locator('.venue-code').textContent()) ?? '')?.host).toBe(lan?.address ?? '127.0.0.1');
  await expect(venue).toContainText(`Other desks reach this one at ${lan?.address ?? '127.0.0.1'}`);
  await venue.getByLabel('Code shown on the other desk').fill('ABCD-1234');
  await venue.getByRole('button', { name: 'Join' }).click();
  await expect(venue.getByRole('alert')).toHaveText('That is not a pairing code. Check the code the other desk shows and type it again.');
  await expect(page.getByRole('contentinfo', { name: 'Status' })).not.toContainText('Venue');
  await expectAccessible(page, 'venue');
  for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `venue-pairing-${width}`);
  }
});

test('shows the venue\'s desks in the status bar, and whether each waiting write waits on this desk or another', async ({ page, app }) => {
  const gate = await otherDesk(app.sandbox);
  try {
    await page.getByRole('link', { name: 'Accounts' }).click();
    const venue = page.getByRole('region', { name: 'Desks that share one day' });
    await venue.getByLabel("This desk's name").fill('Lobby');
    await venue.getByRole('button', { name: 'Show a pairing code' }).click();
    const code = (await venue.locator('.venue-code').textContent())!;
    await gate.call('venue.join', { deskName: 'Gate', code });
    const bar = page.getByRole('contentinfo', { name: 'Status' });
    await expect(bar).toContainText('Venue: Gate linked');
    await expect(venue.getByRole('table', { name: 'Desks of this venue' }).getByRole('row', { name: /Gate/ })).toContainText('Linked');

    // The service goes away; one check-in is made here, one on the Gate: each waits on the desk that made it.
    await Promise.all([gate.desk.desk.account.offline().sync.full(), app.desk.desk.account.offline().sync.full()]);
    const [mine, theirs] = app.sandbox.control.services().store.state.bookings
      .filter((b) => !b.checkedIn && !b.checkedOut && !['VOID', 'CANCELLED'].includes(b.statusId)).slice(0, 2);
    app.sandbox.control.setFaults({ offline: true });
    await dispatch(app.desk.handlers, 'bookings.checkIn', { code: mine!.code, undoable: false }, app.desk.log);
    await gate.call('bookings.checkIn', { code: theirs!.code, undoable: false });
    await expect(bar).toContainText('1 here, 1 on Gate waiting');
    await bar.getByText(/^Venue:/).click();
    const writes = bar.getByRole('table', { name: 'Writes not yet confirmed by the booking service' });
    await expect(writes.getByRole('row', { name: new RegExp(`Check-in ${mine!.code}`) })).toContainText('waits on this desk');
    await expect(writes.getByRole('row', { name: new RegExp(`Check-in ${theirs!.code}`) })).toContainText('waits on Gate');
    await expectAccessible(page, 'venue status');
    for (const [width, height] of [[1366, 768], [1920, 1080]] as const) {
      await page.setViewportSize({ width, height });
      await screenshot(page, `venue-status-${width}`);
    }

    // The Gate's note shows on this desk's copy of the booking, marked as the Gate's.
    await gate.call('bookings.addNote', { code: theirs!.code, body: 'Two bags left at the Gate', private: true });
    await page.goto(`${app.host.url}#/booking/${theirs!.code}`);
    await expect(page.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').filter({ hasText: 'Two bags left at the Gate' }))
      .toContainText('Shared by the Gate desk');

    // The booking shows the Gate's check-in, before the service has it; pressed here too, the question says where it
    // was made, and the person may still go on.
    await expect(page.locator('.stamp', { hasText: 'Checked in' })).toContainText(/at the Gate desk\s*From the Gate desk/);
    await page.getByRole('button', { name: /^Check in/ }).click();
    const question = page.getByRole('alertdialog');
    // In the account's zone, as its locale writes a time (the screens' "9:12 a.m."), never the computer's "17:12".
    await expect(question).toContainText(/Already checked in by .+ at the Gate desk \(.+ \d{1,2}:\d\d(\s[ap]\.m\.)?\)\./);
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'venue-stamped-elsewhere-1366');
    // The guest is already in: Enter answers Cancel, never a second check-in.
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Check in anyway' }).click();
    await expect(page.getByText(/Check-in in \d+ s/)).toBeVisible();

    // The Gate switched off: the bar says when it was last heard from, and its write still waits on it.
    await gate.close();
    await expect(bar).toContainText(/Gate last heard/);
    await expect(writes.getByRole('row', { name: `Check-in ${theirs!.code} waits on Gate` })).toBeVisible();
  } finally {
    await gate.close().catch(() => undefined);
  }
});

test('renames this desk, asks before removing another, and a desk that was removed says so and can be reset', async ({ page, app }) => {
  const gate = await otherDesk(app.sandbox);
  const dock = await otherDesk(app.sandbox);
  try {
    await page.getByRole('link', { name: 'Accounts' }).click();
    const venue = page.getByRole('region', { name: 'Desks that share one day' });
    const nameBox = venue.getByLabel("This desk's name");
    await nameBox.fill('Lobby');
    await venue.getByRole('button', { name: 'Show a pairing code' }).click();
    await gate.call('venue.join', { deskName: 'Gate', code: (await venue.locator('.venue-code').textContent())! });
    const desks = venue.getByRole('table', { name: 'Desks of this venue' });
    await expect(desks.getByRole('row', { name: /Gate/ })).toContainText('Linked');

    await nameBox.fill('Front desk');
    await venue.getByRole('button', { name: 'Rename' }).click();
    await expect(desks).toContainText('Front desk (this desk)');
    await expect.poll(async () => JSON.stringify(await gate.call('venue.status', {}))).toContain('Front desk');

    await desks.getByRole('row', { name: /Gate/ }).getByRole('button', { name: 'Remove' }).click();
    const question = page.getByRole('dialog', { name: 'Remove the Gate desk from this venue?' });
    await expect(question).toContainText('It is cut off at once and refused from then on');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'venue-remove-1366');
    await question.getByRole('button', { name: 'Keep it' }).click();
    await expect(desks.getByRole('row', { name: /Gate/ })).toBeVisible();
    await desks.getByRole('row', { name: /Gate/ }).getByRole('button', { name: 'Remove' }).click();
    await question.getByRole('button', { name: 'Remove Gate' }).click();
    await expect(desks).toBeHidden();
    await expect.poll(async () => (await gate.call('venue.status', {}) as { removed: boolean }).removed).toBe(true);

    // Now this desk is the one removed (by the Dock it paired with): it says so, and a reset lets it pair again.
    const used = (await venue.locator('.venue-code').textContent())!;
    await venue.getByRole('button', { name: 'Show a pairing code' }).click();
    await expect(venue.locator('.venue-code')).not.toHaveText(used);
    await dock.call('venue.join', { deskName: 'Dock', code: (await venue.locator('.venue-code').textContent())! });
    await expect(desks.getByRole('row', { name: /Dock/ })).toContainText('Linked');
    const lobbyId = (await app.desk.desk.account.venue()!.venue.deskId);
    await dock.call('venue.removeDesk', { deskId: lobbyId });
    const told = venue.getByRole('alert');
    await expect(told).toContainText('Another desk removed this desk from the venue.');
    await expect(page.getByRole('contentinfo', { name: 'Status' })).toContainText('Venue: this desk was removed');
    await expectAccessible(page, 'venue removed');
    await screenshot(page, 'venue-removed-1366');
    await venue.getByRole('button', { name: "Reset this desk's venue identity" }).click();
    await expect(told).toBeHidden();
    await venue.getByRole('button', { name: 'Show a pairing code' }).click();
    await expect(venue.getByRole('status')).toContainText(/within two minutes/);
  } finally {
    await gate.close().catch(() => undefined);
    await dock.close().catch(() => undefined);
  }
});
