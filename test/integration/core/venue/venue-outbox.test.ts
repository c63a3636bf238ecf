// A desk's outbox in step with its venue (issue 23): what the other desks may take over must already be known, on
// this desk's disk, as "may have landed", so a desk killed the instant it shares a write reads before resending it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Outbox } from '../../../../electron/core/offline/outbox/outbox.js';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { VenueOutbox } from '../../../../electron/core/venue/venue-outbox.js';
import { useTempFolders } from '../../../support/temp-folders.js';

const tempFolder = useTempFolders('fd-venue-outbox-');
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function openVenue(deskName: string): Promise<VenueDesk> {
  const venue = await VenueDesk.open({ folder: tempFolder(), deskName, accountId: 'acme', beatMs: 100 });
  stops.push(() => venue.close());
  return venue;
}

async function until<T>(read: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
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
      venue: dock, outbox, accountId: 'acme', onError: (what, error) => { throw new Error(`${what}: ${String(error)}`); },
      onAdopted: () => undefined,
    });
    venueOutbox.start();
    stops.push(() => venueOutbox.stop());
    await outbox.add('acme', 7, { kind: 'note', code: 'ABCD-123', body: 'Arrived by boat, two bags', private: true });

    await until(() => lobby.state.waitingWrites().length === 1, 'the lobby to see the waiting note');
    expect(onDiskWhenShared).toEqual([true]);
  });
});
