// The venue as a desk holds it (desk-venue.ts), with a real outbox and the desk's log: what goes wrong in the venue
// reaches that log, where an administrator reads it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';
import { Outbox } from '../../../../electron/core/offline/outbox/outbox.js';
import { openDeskVenue, type DeskVenue, type VenueHost } from '../../../../electron/core/venue/desk-venue.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-desk-venue-');
const opened: DeskVenue[] = [];
afterEach(async () => {
  for (const venue of opened.splice(0)) await venue.close();
});

/** What openDeskVenue needs of a desk: an outbox on disk, a log, the vault's venue key, no service. */
async function hostIn(folder: string): Promise<VenueHost & { log: DeskLog }> {
  const outbox = await Outbox.open({ file: join(folder, 'outbox.json'), log: () => undefined });
  const key = randomBytes(32);
  let attached: DeskVenue | null = null;
  return {
    log: new DeskLog(),
    account: {
      venue: () => attached,
      attachVenue: (venue) => { attached = venue; },
      offline: () => ({ accountId: 'acme', replayNow: async () => undefined, tell: () => undefined }),
      outbox: () => outbox,
    },
    details: { timeZone: () => 'Europe/London', clockTime: (at) => new Date(at).toISOString().slice(11, 16) },
    staff: { staffNames: () => new Map([[7, 'Priya Shah']]), knownStaffName: (id) => (id === 7 ? 'Priya Shah' : null) },
    now: Date.now,
    venueKey: async () => key,
    requestTimeoutMs: 15_000,
    outboxChanged: () => undefined,
  };
}

async function deskVenue(deskName: string) {
  const folder = tempFolder();
  const host = await hostIn(folder);
  const venue = await openDeskVenue(host, { folder: join(folder, 'venue'), deskName, beatMs: 100 });
  // As the pairing calls tell it, from the service's own answer (venue-handlers.ts): both desks are of one account.
  venue.venue.knowAccount('the same service account');
  opened.push(venue);
  return { host, venue, folder: join(folder, 'venue') };
}

describe('the venue of a desk', () => {
  it('says in the desk log when its copy of the day cannot be saved', async () => {
    const { host, venue, folder } = await deskVenue('Dock');
    // The replica's place taken by a folder: every save of it fails from now on.
    rmSync(join(folder, 'venue-replica.bin'), { force: true });
    mkdirSync(join(folder, 'venue-replica.bin'));
    writeFileSync(join(folder, 'venue-replica.bin', 'in-the-way'), '');
    venue.stamped('ABCD-123', 'checkIn', 7);
    const line = await until(() => host.log.recent().find((l) => l.area === 'venue' && l.level === 'error'), 'the failed save in the log');
    expect(line.message).toMatch(/^Saving this desk's copy of the venue's day failed: /);
  });

  it('takes back its stamp when the service refuses the check-in, so no desk is told of one that never was', async () => {
    const { host, venue } = await deskVenue('Dock');
    const { venue: lobby } = await deskVenue('Lobby');
    await lobby.venue.join(venue.venue.offerPairing());
    venue.stamped('ABCD-123', 'checkIn', 7);
    const entry = await host.account.outbox().add('acme', 7, { kind: 'checkIn', code: 'ABCD-123' });
    await until(() => lobby.stampedElsewhere('ABCD-123', 'checkIn'), 'the Lobby told');
    await host.account.outbox().markConflict(entry.id, { kind: 'refused', message: 'The booking was voided meanwhile.', code: 'booking_void' });
    await until(() => lobby.stampedElsewhere('ABCD-123', 'checkIn') === null, 'the stamp taken back on the Lobby');
    expect(venue.venue.state.stamps.size).toBe(0);
  });
});
