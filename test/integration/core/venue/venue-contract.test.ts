// Desks that share one day through the contract, as the screens use it: pairing named desks, the status bar's
// picture, the press on a second desk refused before anything is queued, and a desk that never pairs unchanged.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { venueFolder } from '../../../../electron/core/venue/venue-folder.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-contract-');
const open: DeskHarness[] = [];
let sandbox: RunningSandbox | null = null;

afterAll(async () => {
  for (const harness of open.splice(0)) await harness.close();
  await sandbox?.close();
});

/** Each data folder keeps its vault, as a desk's file vault stays with it: the venue's files are sealed with it. */
const vaults = new Map<string, MemoryVault>();

async function deskIn(dataDir: string): Promise<DeskHarness> {
  if (!vaults.has(dataDir)) vaults.set(dataDir, new MemoryVault());
  const harness = await deskOnDemo({ sandbox: sandbox!, dataDir, vault: vaults.get(dataDir)! });
  open.push(harness);
  return harness;
}

describe('the venue through the contract', () => {
  it('pairs two named desks, shows where a write waits, and refuses the second press before queuing', async () => {
    sandbox = await startSandbox({ seed: 24, bookings: 80 });
    const [dockFolder, lobbyFolder, loneFolder] = [tempFolder(), tempFolder(), tempFolder()];
    const dock = await deskIn(dockFolder);
    const lobby = await deskIn(lobbyFolder);
    const lone = await deskIn(loneFolder);
    await lobby.running.desk.account.offline().sync.full();

    const offer = await dock.value('venue.offerPairing', { deskName: 'Dock' });
    expect(offer.code).toMatch(/^[0-9A-Z]{4}-/);
    const wrong = await lobby.call('venue.join', { deskName: 'Lobby', code: 'ABCD-EFGH' });
    expect(wrong).toMatchObject({ ok: false, error: { kind: 'refused', message: expect.stringContaining('not a pairing code') } });
    await lobby.value('venue.join', { deskName: 'Lobby', code: offer.code });
    await until(async () => (await dock.value('venue.status', {})).desks.every((d) => d.online)
      && (await lobby.value('venue.status', {})).desks.length === 2, 'the desks linked');

    const booking = sandbox.control.services().store.state.bookings
      .find((b) => !b.checkedIn && !b.checkedOut && !['VOID', 'CANCELLED'].includes(b.statusId))!;
    sandbox.control.setFaults({ offline: true });
    await dock.call('bookings.checkIn', { code: booking.code, undoable: false });
    const waiting = await until(async () => {
      const status = await lobby.value('venue.status', {});
      return status.waiting.length > 0 ? status.waiting : null;
    }, 'the write seen on the Lobby');
    expect(waiting).toEqual([{ code: booking.code, kind: 'checkIn', deskName: 'Dock', here: false }]);
    expect((await dock.value('venue.status', {})).waiting[0]).toMatchObject({ deskName: 'Dock', here: true });

    const second = await lobby.call('bookings.checkIn', { code: booking.code, undoable: true });
    expect(second).toMatchObject({ ok: false, error: { kind: 'refused', code: 'stamped_elsewhere' } });
    expect(second.ok ? '' : second.error.message).toMatch(/at the Dock desk/);
    expect(lobby.running.desk.account.outbox().entries(lobby.running.desk.account.offline().accountId)).toEqual([]);

    // A desk renamed is shown under its new name on the others.
    await lobby.value('venue.rename', { deskName: 'Front' });
    await until(async () => (await dock.value('venue.status', {})).desks.some((d) => d.name === 'Front'), 'the new name on the Dock');
    await lobby.value('venue.rename', { deskName: 'Lobby' });

    // On disk, the venue's files are sealed: neither the desk's secret key nor the guest's booking reads in them.
    const dockVenue = venueFolder(dockFolder, 'demo');
    await until(async () => existsSync(join(dockVenue, 'venue-replica.bin')), 'the replica saved');
    for (const file of ['venue-identity.json', 'venue-replica.bin']) {
      const raw = readFileSync(join(dockVenue, file));
      expect(raw.subarray(0, 6).toString()).toBe('FDSEAL');
      expect(raw.includes(booking.code)).toBe(false);
      expect(raw.includes('secretKey')).toBe(false);
    }

    // A check-in the Dock discards from its outbox is no longer told on the Lobby, which may then check in.
    const [discarded, overridden] = sandbox.control.services().store.state.bookings
      .filter((b) => b !== booking && !b.checkedIn && !b.checkedOut && !['VOID', 'CANCELLED'].includes(b.statusId));
    await dock.call('bookings.checkIn', { code: discarded!.code, undoable: false });
    await until(async () => lobby.running.desk.account.venue()?.stampedElsewhere(discarded!.code, 'checkIn'), 'the Lobby told');
    const dockEntry = dock.running.desk.account.outbox().entries('demo').find((e) => e.write.code === discarded!.code)!;
    await dock.value('outbox.discard', { id: dockEntry.id });
    await until(() => lobby.running.desk.account.venue()?.stampedElsewhere(discarded!.code, 'checkIn') === null, 'the stamp gone');
    expect(await lobby.call('bookings.checkIn', { code: discarded!.code, undoable: true })).toMatchObject({ ok: true });
    // Told, a person may still go on: the check-in is queued and sent as any other.
    await dock.call('bookings.checkIn', { code: overridden!.code, undoable: false });
    await until(async () => lobby.running.desk.account.venue()?.stampedElsewhere(overridden!.code, 'checkIn'), 'the Lobby told');
    expect(await lobby.call('bookings.checkIn', { code: overridden!.code, undoable: true, despiteVenueStamp: true })).toMatchObject({ ok: true });
    expect(lobby.running.desk.account.outbox().entries('demo').map((e) => e.write.code)).toContain(overridden!.code);

    // A desk that never paired: nothing opened, nothing written for a venue, stamps as before.
    expect(await lone.value('venue.status', {})).toMatchObject({ paired: false, desks: [], waiting: [], network: { chosen: null, listening: null } });
    expect(existsSync(join(loneFolder, 'venues'))).toBe(false);
    expect(lone.running.desk.account.venue()).toBeNull();

    // The Lobby started again opens its venue by itself, under the name it was given.
    sandbox.control.clearFaults();
    await lobby.close();
    open.splice(open.indexOf(lobby), 1);
    const again = await deskIn(lobbyFolder);
    const status = await until(async () => {
      const now = await again.value('venue.status', {});
      return now.desks.every((d) => d.online) && now.desks.length === 2 ? now : null;
    }, 'the Lobby back in its venue');
    expect(status.desks.map((d) => d.name).sort()).toEqual(['Dock', 'Lobby']);

    // A venue is one account's: the Dock switched to another account leaves it, and is back when it switches back.
    const other = await dock.value('accounts.addTokenPair', {
      label: 'Second business', baseUrl: sandbox.url, apiKey: 'key-of-another', apiSecret: 'secret-of-another',
    });
    await dock.value('accounts.select', { accountId: other.id });
    expect(dock.running.desk.account.venue()).toBeNull();
    expect(await dock.value('venue.status', {})).toMatchObject({ paired: false, desks: [] });
    await until(async () => (await again.value('venue.status', {})).desks.some((d) => d.name === 'Dock' && !d.online), 'the Dock gone from the venue');
    await dock.value('accounts.select', { accountId: 'demo' });
    await until(async () => (await again.value('venue.status', {})).desks.every((d) => d.online), 'the Dock back in the venue');
  }, 60_000);

  it('tells a removed desk it was removed, and lets it pair again as a new desk once a person resets it', async () => {
    sandbox ??= await startSandbox({ seed: 24, bookings: 80 });
    sandbox.control.clearFaults();
    const dock = await deskIn(tempFolder());
    const gate = await deskIn(tempFolder());
    const offer = await dock.value('venue.offerPairing', { deskName: 'Dock' });
    await gate.value('venue.join', { deskName: 'Gate', code: offer.code });
    await until(async () => (await dock.value('venue.status', {})).desks.every((d) => d.online), 'linked');
    const gateId = (await gate.value('venue.status', {})).desks.find((d) => d.self)!.deskId;

    await dock.value('venue.removeDesk', { deskId: gateId });
    const told = await until(async () => {
      const status = await gate.value('venue.status', {});
      return status.removed ? status : null;
    }, 'the Gate told');
    expect(told).toMatchObject({ paired: false, removed: true });
    const refused = await gate.call('venue.join', { deskName: 'Gate', code: (await dock.value('venue.offerPairing', { deskName: 'Dock' })).code });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringContaining('reset') } });

    expect(await gate.value('venue.reset', {})).toMatchObject({ paired: false, removed: false, desks: [] });
    await gate.value('venue.join', { deskName: 'Gate', code: (await dock.value('venue.offerPairing', { deskName: 'Dock' })).code });
    const back = await until(async () => {
      const status = await dock.value('venue.status', {});
      return status.desks.length === 2 && status.desks.every((d) => d.online) ? status : null;
    }, 'the Gate back as a new desk');
    expect(back.desks.find((d) => d.name === 'Gate')!.deskId).not.toBe(gateId);
  }, 60_000);
});
