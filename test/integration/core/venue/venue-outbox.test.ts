// A desk's outbox in step with its venue: what the other desks may take over must already be known, on
// this desk's disk, as "may have landed", so a desk killed the instant it shares a write reads before resending it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox } from '../../../../electron/core/offline/outbox/outbox.js';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { VenueOutbox } from '../../../../electron/core/venue/venue-outbox.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-outbox-');
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function openVenue(deskName: string, graceMs = 10_000): Promise<VenueDesk> {
  const venue = await VenueDesk.open({ folder: tempFolder(), deskName, accountId: 'acme', beatMs: 100, graceMs });
  stops.push(() => venue.close());
  return venue;
}

describe("a desk's outbox shared with its venue", () => {
  it('is marked "may have landed" on disk before any other desk can see the write', async () => {
    const dock = await openVenue('Dock');
    const lobby = await openVenue('Lobby');
    expect(await lobby.join(dock.offerPairing())).toMatchObject({ ok: true });
    await until(() => dock.isPaired(), 'the desks paired');

    // The outbox file as the disk has it at the moment the venue first holds the write, which is when the other
    // desks may learn of it: what a desk killed right then would find on restart (no entry at all is as bad).
    const file = join(tempFolder(), 'outbox.json');
    const onDiskWhenShared: boolean[] = [];
    dock.state.doc.on('update', () => {
      const shared = dock.state.waitingWrites()[0];
      if (!shared || onDiskWhenShared.length > 0) return;
      onDiskWhenShared.push(existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).entries
        .some((e: { id: string; maybeApplied: boolean }) => e.id === shared.entryId && e.maybeApplied));
    });

    const outbox = await Outbox.open({ file, log: () => undefined });
    const venueOutbox = new VenueOutbox({
      venue: dock, outbox, accountId: 'acme', ownerRequestMs: 0, knownStaff: () => true, onError: (what, error) => { throw new Error(`${what}: ${String(error)}`); },
      onAdopted: () => undefined, onRefused: () => undefined, onStampRefused: () => undefined, onLeftToVenue: () => undefined, onOutpressed: () => undefined, keepStamp: () => undefined,
    });
    venueOutbox.start();
    stops.push(() => venueOutbox.stop());
    await outbox.add('acme', 7, { kind: 'note', code: 'ABCD-123', body: 'Arrived by boat, two bags', private: true });

    await until(() => lobby.state.waitingWrites().length === 1, 'the lobby to see the waiting note');
    expect(onDiskWhenShared).toEqual([true]);
  });

  it('queues a write it takes over (on disk) before claiming it, so a desk killed in between has claimed nothing', async () => {
    const dock = await openVenue('Dock', 300);
    const lobby = await openVenue('Lobby', 300);
    expect(await lobby.join(dock.offerPairing())).toMatchObject({ ok: true });
    await until(() => dock.desks().every((d) => d.online) && lobby.desks().length === 2, 'the desks linked');
    const [first, second] = [dock, lobby].sort((a, b) => a.deskId.localeCompare(b.deskId));
    // The second desk (by id) has a write waiting and goes silent: the first takes it over.
    second!.recordWaiting({ entryId: 'e1', createdAt: Date.UTC(2026, 0, 1), staffId: 7, write: { kind: 'checkIn', code: 'ABCD-123' } });
    await until(() => first!.ownerOf('e1') === second!.deskId, 'the write known');
    const file = join(tempFolder(), 'outbox.json');
    const onDiskWhenClaimed: boolean[] = [];
    first!.state.doc.on('update', () => {
      if (first!.ownerOf('e1') !== first!.deskId || onDiskWhenClaimed.length > 0) return;
      onDiskWhenClaimed.push(existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).entries
        .some((e: { id: string; maybeApplied: boolean }) => e.id === 'e1' && e.maybeApplied));
    });
    await second!.close();
    const outbox = await Outbox.open({ file, log: () => undefined });
    const venueOutbox = new VenueOutbox({ venue: first!, outbox, accountId: 'acme', ownerRequestMs: 0, takeOverEveryMs: 50, knownStaff: () => true, onError: () => undefined, onAdopted: () => undefined, onRefused: () => undefined, onStampRefused: () => undefined, onLeftToVenue: () => undefined, onOutpressed: () => undefined, keepStamp: () => undefined });
    venueOutbox.start();
    stops.push(() => venueOutbox.stop());
    await until(() => first!.ownerOf('e1') === first!.deskId, 'the takeover');
    expect(onDiskWhenClaimed).toEqual([true]);
  });

  it('queues again, as "may have landed", a write the venue says is its own but its queue lost: never settles it unsent', async () => {
    // What a desk killed between sharing its claim and saving its queue finds on restart: the venue names it the
    // sender of a write its queue does not hold. Settling it (as if the service had confirmed it) lost it.
    const dock = await openVenue('Dock');
    const lobby = await openVenue('Lobby');
    expect(await lobby.join(dock.offerPairing())).toMatchObject({ ok: true });
    lobby.recordWaiting({ entryId: 'e2', createdAt: Date.UTC(2026, 0, 1), staffId: 7, write: { kind: 'checkIn', code: 'ABCD-123' } });
    await until(() => dock.ownerOf('e2') === lobby.deskId, 'the write known');
    dock.claim(dock.state.waitingWrites()[0]!);
    const outbox = await Outbox.open({ file: join(tempFolder(), 'outbox.json'), log: () => undefined });
    const venueOutbox = new VenueOutbox({ venue: dock, outbox, accountId: 'acme', ownerRequestMs: 0, knownStaff: () => true, onError: () => undefined, onAdopted: () => undefined, onRefused: () => undefined, onStampRefused: () => undefined, onLeftToVenue: () => undefined, onOutpressed: () => undefined, keepStamp: () => undefined });
    venueOutbox.start();
    stops.push(() => venueOutbox.stop());
    await venueOutbox.inStep();
    expect(outbox.entries('acme')).toMatchObject([{ id: 'e2', maybeApplied: true, write: { kind: 'checkIn', code: 'ABCD-123' } }]);
    expect(dock.isSettled('e2')).toBe(false);
    expect(dock.ownerOf('e2')).toBe(dock.deskId);
  });

  it('takes over only check-ins, check-outs and notes of a known desk under a known staff id; a settle does not drop a write', async () => {
    const dock = await openVenue('Dock', 300);
    const lobby = await openVenue('Lobby', 300);
    expect(await lobby.join(dock.offerPairing())).toMatchObject({ ok: true });
    await until(() => dock.desks().every((d) => d.online) && lobby.desks().length === 2, 'the desks linked');
    const [first, second] = [dock, lobby].sort((a, b) => a.deskId.localeCompare(b.deskId));
    // The second desk (by id), a member that may be hostile, shares writes as waiting on itself and goes silent.
    const shared = (entryId: string, staffId: number | null, write: Record<string, unknown>, owner = second!.deskId) =>
      second!.state.put(second!.state.waiting, entryId, { entryId, ownerDeskId: owner, createdAt: Date.UTC(2026, 0, 1), staffId, write, takenOverFrom: null });
    shared('paid', 7, { kind: 'status', code: 'ABCD-123', statusId: 'PAID', notify: false, setPaid: true });
    shared('stranger', 99, { kind: 'checkIn', code: 'ABCD-123' });
    shared('no-desk', 7, { kind: 'checkIn', code: 'ABCD-124' }, 'desk-never-paired');
    shared('fine', 7, { kind: 'checkIn', code: 'ABCD-125' });
    shared('fine-note', null, { kind: 'note', code: 'ABCD-125', body: 'Two bags', private: true });
    // Signed by the second desk, a write said to wait on a desk that never paired is no record at all.
    await until(() => first!.state.waitingWrites().length === 4, 'the writes known');
    expect(first!.state.waiting.has('no-desk')).toBe(true);
    // And it says the service confirmed a write the first desk holds and never saw land.
    const outbox = await Outbox.open({ file: join(tempFolder(), 'outbox.json'), log: () => undefined });
    const mine = await outbox.add('acme', 7, { kind: 'note', code: 'ABCD-126', body: 'Late arrival', private: true });
    const refused: string[] = [];
    const venueOutbox = new VenueOutbox({
      venue: first!, outbox, accountId: 'acme', ownerRequestMs: 0, takeOverEveryMs: 50, knownStaff: (id) => id === null || id === 7,
      onError: () => undefined, onAdopted: () => undefined, onRefused: (write, why) => refused.push(`${write.entryId}: ${why}`), onStampRefused: () => undefined, onLeftToVenue: () => undefined, onOutpressed: () => undefined, keepStamp: () => undefined,
    });
    venueOutbox.start();
    stops.push(() => venueOutbox.stop());
    await until(() => first!.ownerOf(mine.id) === first!.deskId, 'its own write shared');
    second!.state.put(second!.state.settled, mine.id, {});
    await second!.close();

    await until(() => outbox.entries('acme').length === 3, 'the takeover');
    expect(outbox.entries('acme').map((e) => e.id).sort()).toEqual(['fine', 'fine-note', mine.id].sort());
    // Kept, to be checked against the service's record before it is sent, not dropped on another desk's word.
    expect(outbox.entries('acme').find((e) => e.id === mine.id)).toMatchObject({ maybeApplied: true, state: 'pending' });
    expect(refused.sort()).toEqual([
      'paid: only check-ins, check-outs and notes are taken over',
      'stranger: staff #99 is not a staff member of this account on this desk',
    ]);
  });
});
