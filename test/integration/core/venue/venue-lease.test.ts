// One write, one desk sending it (exactly once, across a split): a desk cut off from the others, but not
// from the service, and a desk removed from the venue, stop sending what they shared, while the desks that hear each
// other take it over and send it once. What a desk made while no other desk could hear it is its own to send.
// The service answers slowly (1.5 s), so two desks that both send a write read the booking before either lands.
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-lease-');
const open: DeskHarness[] = [];
let sandbox: RunningSandbox | null = null;

afterAll(async () => {
  for (const harness of open.splice(0)) await harness.close();
  await sandbox?.close();
});

const GRACE_MS = 1_500;
// Once per CI run: the live-dialect pass (npm run test:live) runs every core integration file again; which desk sends
// a write does not depend on how the service writes its answers, and three-desks.test.ts lands a note and a check-in
// exactly once across desks in both passes.
const livePass = process.env.FRONTDESK_SANDBOX_DIALECT === 'live';
if (livePass) console.log('venue-lease.test: the two runs against the service are skipped in the live-dialect pass; they run in the standard pass (CI time)');

/** Three desks of one venue, linked; `cut` the one with the highest desk id (no desk dials it, it dials none). */
async function threeDesks(seed: number) {
  await sandbox?.close();
  sandbox = await startSandbox({ seed, bookings: 60 });
  const desks = await Promise.all([0, 1, 2].map(async () => {
    const harness = await deskOnDemo({
      sandbox: sandbox!, dataDir: tempFolder(), vault: new MemoryVault(), random: () => 0,
      venueTiming: { graceMs: GRACE_MS, beatMs: 100, watchMs: 200 },
    });
    open.push(harness);
    return harness;
  }));
  const code = async () => (await desks[0]!.value('venue.offerPairing', { deskName: 'First' })).code;
  await desks[1]!.value('venue.join', { deskName: 'Second', code: await code() });
  await desks[2]!.value('venue.join', { deskName: 'Third', code: await code() });
  const venueOf = (desk: DeskHarness) => desk.running.desk.account.venue()!.venue;
  for (const desk of desks) await until(() => venueOf(desk).desks().length === 3 && venueOf(desk).desks().every((d) => d.online), 'linked');
  const [low, middle, cut] = [...desks].sort((a, b) => venueOf(a).deskId.localeCompare(venueOf(b).deskId));
  await cut!.running.desk.account.offline().sync.full();
  const [first, second] = sandbox.control.services().store.state.bookings.filter((b) => !['VOID', 'CANCELLED'].includes(b.statusId));
  return { low: low!, middle: middle!, cut: cut!, venueOf, bookings: [first!, second!] as const };
}

const notesOn = (bookingId: number, body: string) => sandbox!.control.writes()
  .filter((w) => w.kind === 'note' && w.bookingId === bookingId && JSON.stringify(w).includes(body)).length;
const outboxOf = (desk: DeskHarness) => desk.running.desk.account.outbox().entries('demo');

describe('a write shared with the venue is sent by one desk', () => {
  it.skipIf(livePass)('when a desk is cut off from the others but not from the service: the others send it, once', async () => {
    const { low, middle, cut, venueOf, bookings: [shared, own] } = await threeDesks(31);
    sandbox!.control.setFaults({ offline: true });
    await cut.call('bookings.addNote', { code: shared.code, body: 'Shared before the cut', private: true });
    await until(() => venueOf(low).state.waitingWrites().length === 1, 'the note known to the others');
    // Cut off: it listens nowhere, and it dials no desk (it has the highest id). It still reaches the service.
    await venueOf(cut).setNetwork('fd-no-such-network');
    await until(() => venueOf(low).desks().some((d) => !d.online), 'the cut desk gone from the others');
    await cut.call('bookings.addNote', { code: own.code, body: 'Made while cut off', private: true });
    await until(() => venueOf(low).ownerOf(outboxOf(cut).find((e) => e.write.code === shared.code)!.id) === venueOf(low).deskId, 'the takeover');

    sandbox!.control.setFaults({ offline: false, latencyMs: 1_500 });
    await until(() => notesOn(shared.id, 'Shared before the cut') > 0 && notesOn(own.id, 'Made while cut off') > 0, 'both notes sent', 1_200);
    await until(() => outboxOf(low).length === 0 && outboxOf(middle).length === 0 && outboxOf(cut).length === 1, 'all but the held one sent', 1_200);
    // Back in the venue, the cut desk learns its note landed, reads the booking, and sends nothing.
    await venueOf(cut).setNetwork(null);
    await until(() => [low, middle, cut].every((desk) => outboxOf(desk).length === 0), 'every desk quiet', 1_200);
    expect(notesOn(shared.id, 'Shared before the cut')).toBe(1);
    expect(notesOn(own.id, 'Made while cut off')).toBe(1);
    sandbox!.control.clearFaults();
  }, 60_000);

  it.skipIf(livePass)('when a desk is removed: it is told, leaves what it shared to the others, and they send it once', async () => {
    const { low, middle, cut, venueOf, bookings: [shared] } = await threeDesks(32);
    sandbox!.control.setFaults({ offline: true });
    await cut.call('bookings.addNote', { code: shared.code, body: 'Shared before the removal', private: true });
    await until(() => venueOf(low).state.waitingWrites().length === 1, 'the note known to the others');
    await low.value('venue.removeDesk', { deskId: venueOf(cut).deskId });
    await until(() => outboxOf(low).length === 1, 'the note taken over');
    sandbox!.control.setFaults({ offline: false, latencyMs: 1_500 });
    await until(() => [low, middle, cut].every((desk) => outboxOf(desk).length === 0), 'every desk quiet', 1_200);
    expect(notesOn(shared.id, 'Shared before the removal')).toBe(1);
    expect(venueOf(cut).state.isRemoved(venueOf(cut).deskId)).toBe(true);
    sandbox!.control.clearFaults();
  }, 60_000);

  it('holds the lease while it hears a majority, or the others were closed normally; not when started again unheard', async () => {
    const graceMs = 600;
    const openDesk = async (name: string, folder = tempFolder()) => {
      const venue = await VenueDesk.open({ folder, deskName: name, accountId: 'acme', beatMs: 100, graceMs });
      closing.push(venue);
      return venue;
    };
    const closing: VenueDesk[] = [];
    try {
      const folders = [tempFolder(), tempFolder()];
      const [a, b] = [await openDesk('A', folders[0]), await openDesk('B', folders[1])];
      await b!.join(a!.offerPairing());
      await until(() => a!.desks().every((d) => d.online) && b!.desks().length === 2 && b!.desks().every((d) => d.online), 'linked');
      const [low, high] = [a!, b!].sort((x, y) => x.deskId.localeCompare(y.deskId));
      expect([low!.holdsLease(), high!.holdsLease()]).toEqual([true, true]);
      // Cut apart (the higher id listens nowhere; it dials no one): one of two is no majority, on either side.
      await high!.setNetwork('fd-no-such-network');
      await until(() => !low!.holdsLease() && !high!.holdsLease(), 'neither side holding it');
      await high!.setNetwork(null);
      await until(() => low!.holdsLease() && high!.holdsLease(), 'both again once linked');
      // Closed normally, a desk says so: the last one running holds it alone.
      const highFolder = folders[[a, b].indexOf(high!)]!;
      await high!.close();
      expect(low!.holdsLease()).toBe(true);
      // Started again, it may not send what it shared before another desk has heard it back.
      const again = await openDesk('again', highFolder);
      expect(again.holdsLease()).toBe(false);
      await until(() => again.holdsLease() && !low!.state.hasLeft(again.deskId), 'heard back');
    } finally {
      for (const venue of closing) await venue.close();
    }
  });
});
