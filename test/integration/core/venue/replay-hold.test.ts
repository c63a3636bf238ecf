// A desk that was away sends none of the writes it held before its venue has told it which are still its own
//: started again, the write another desk took over meanwhile has left its queue before any replay runs;
// back from a freeze (its event loop stopped longer than a link survives), its writes wait again.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox } from '../../../../electron/core/offline/outbox/outbox.js';
import { ReplayHold } from '../../../../electron/core/venue/replay-hold.js';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { VenueOutbox } from '../../../../electron/core/venue/venue-outbox.js';
import { realTimers, type Timers } from '../../../../electron/core/platform/timers.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-replay-hold-');
const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function openVenue(deskName: string, folder = tempFolder()): Promise<VenueDesk> {
  const venue = await VenueDesk.open({ folder, deskName, accountId: 'acme', beatMs: 100 });
  stops.push(() => venue.close());
  return venue;
}

/** This desk's outbox and its venue in step, with a hold; `replays` records the queue each time the hold lets go. */
async function deskWithHold(venue: VenueDesk, file: string, awayAfterMs = 60_000, timers?: Timers) {
  const outbox = await Outbox.open({ file, log: () => undefined });
  const venueOutbox = new VenueOutbox({ venue, outbox, accountId: 'acme', ownerRequestMs: 0, knownStaff: () => true, onError: () => undefined, onAdopted: () => undefined, onRefused: () => undefined, onStampRefused: () => undefined, onLeftToVenue: () => undefined, onOutpressed: () => undefined, keepStamp: () => undefined });
  venueOutbox.start();
  const replays: string[][] = [];
  const hold = new ReplayHold({
    venue, queued: () => outbox.entries('acme').map((e) => e.id), graceMs: 30_000, awayAfterMs,
    inStep: () => venueOutbox.inStep(), replay: () => replays.push(outbox.entries('acme').map((e) => e.id)),
    ...(timers ? { timers } : {}),
  });
  stops.push(() => venueOutbox.stop(), () => hold.stop());
  return { outbox, hold, replays };
}

describe('a desk back from being away', () => {
  it('started again, lets its writes go only after a sync, the one another desk took over already handed back', async () => {
    const dockFolder = tempFolder(), outboxFile = join(tempFolder(), 'outbox.json');
    const dock = await openVenue('Dock', dockFolder);
    const lobby = await openVenue('Lobby');
    await lobby.join(dock.offerPairing());
    await until(() => lobby.desks().length === 2 && lobby.desks().every((d) => d.online), 'linked');
    const before = await deskWithHold(dock, outboxFile);
    const entry = await before.outbox.add('acme', 7, { kind: 'checkIn', code: 'ABCD-123' });
    await until(() => lobby.ownerOf(entry.id) === dock.deskId, 'the write shared');
    for (const stop of stops.splice(2)) await stop();
    await dock.close();
    // While the Dock is away the Lobby takes the write over (and may be sending it this moment).
    lobby.claim(lobby.state.waitingWrites()[0]!);

    const again = await openVenue('Dock', dockFolder);
    const after = await deskWithHold(again, outboxFile);
    expect(after.hold.holds(entry.id)).toBe(true);
    await until(() => after.replays.length > 0, 'the hold to let go after the sync');
    expect(after.replays[0]).toEqual([]);
    expect(after.hold.holds(entry.id)).toBe(false);
  });

  it('back from a freeze longer than a link survives, holds its writes again until a sync', async () => {
    const dock = await openVenue('Dock');
    const lobby = await openVenue('Lobby');
    await lobby.join(dock.offerPairing());
    await until(() => dock.desks().length === 2 && dock.desks().every((d) => d.online), 'linked');
    // The computer's timers, counted: the hold's clock ticks are events the test waits for.
    let ticks = 0;
    const counted: Timers = {
      after: (ms, run) => realTimers.after(ms, run),
      every: (ms, run) => realTimers.every(ms, () => {
        run();
        ticks += 1;
      }),
    };
    const desk = await deskWithHold(dock, join(tempFolder(), 'outbox.json'), 800, counted);
    const entry = await desk.outbox.add('acme', 7, { kind: 'note', code: 'ABCD-123', body: 'Two bags', private: true });
    // Ticks on time: no gap, so nothing is held and nothing replayed.
    await until(() => ticks >= 1, 'a tick of the hold\'s clock');
    expect(desk.hold.holds(entry.id)).toBe(false);
    expect(desk.replays).toEqual([]);
    // The event loop stops, as in a SIGSTOP or a sleep: no timer runs for 1.2 s. Then the write is held, the linked
    // desk asked for its picture, and the write let go (a replay) once that answer is in.
    const synced: boolean[] = [];
    dock.on('synced', () => synced.push(desk.hold.holds(entry.id)));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_200);
    await until(() => desk.replays.length > 0, 'the write held, then let go after the sync that follows');
    expect(synced[0]).toBe(true);
    expect(desk.replays[0]).toEqual([entry.id]);
    expect(desk.hold.holds(entry.id)).toBe(false);
  });
});
