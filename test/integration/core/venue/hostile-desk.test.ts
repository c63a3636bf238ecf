// A paired desk turned hostile (stolen, or running a changed build) writes into the shared day what no honest desk
// would: values out of any sane range, records that claim to be another desk's, members nobody paired, more than the
// day can hold. Each case is the probe of the security review, run against a real venue of desks on loopback; the
// other desks must keep working and believe none of it.
import { afterEach, describe, expect, it } from 'vitest';
import { VenueDesk } from '../../../../electron/core/venue/venue-desk.js';
import { withVenueNotes } from '../../../../electron/core/venue/venue-notes.js';
import { tellStamp } from '../../../../electron/core/venue/desk-venue.js';
import type { BookingDetail } from '../../../../shared/contract/model/booking.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const tempFolder = useTempFolders('fd-venue-hostile-');
const opened: VenueDesk[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((desk) => desk.close()));
});

async function desk(deskName: string): Promise<VenueDesk> {
  const venue = await VenueDesk.open({ folder: tempFolder(), deskName, accountId: 'acme', beatMs: 100 });
  opened.push(venue);
  return venue;
}

/** The Dock (honest) and the Lobby (the attacker), paired and linked. */
async function pairedWithAttacker(): Promise<[VenueDesk, VenueDesk]> {
  const dock = await desk('Dock');
  const lobby = await desk('Lobby');
  expect(await lobby.join(dock.offerPairing())).toEqual({ ok: true, joined: 'Dock' });
  for (const each of [dock, lobby]) await until(() => each.desks().length === 2 && each.desks().every((d) => d.online), 'linked');
  return [dock, lobby];
}

const today = Date.now();

function detailOf(code: string): BookingDetail {
  return { code, notes: [] } as unknown as BookingDetail;
}

describe('a hostile paired desk', () => {
  it('cannot make a booking unreadable with a time of 1e300: that record costs itself, the others are told', async () => {
    const [dock, lobby] = await pairedWithAttacker();
    // Written as a changed build would, straight into the shared day.
    lobby.state.doc.transact(() => {
      for (const [key, at] of [['BAD-1', 1e300], ['BAD-2', -1], ['BAD-3', Number.MAX_SAFE_INTEGER]] as const) {
        lobby.state.notes.set(`${lobby.deskId}:${key}`, { code: key, body: 'hostile', private: false, at, staffId: null, deskId: lobby.deskId, deskName: 'Lobby' });
      }
      lobby.state.notes.set(`${lobby.deskId}:big`, { code: 'BIG-1', body: 'x'.repeat(100_000), private: false, at: today, staffId: null, deskId: lobby.deskId, deskName: 'Lobby' });
    });
    lobby.recordStamp({ code: 'GOOD-1', kind: 'checkIn', at: today, staffName: 'Priya Shah', guestName: null });
    const good = await until(() => dock.stampedElsewhere('GOOD-1', 'checkIn'), 'the honest stamp told');
    const goodDay = good.day;
    lobby.state.doc.transact(() => {
      lobby.state.stamps.set(`checkIn:BAD-1:${goodDay}`, { ...good, code: 'BAD-1', at: 1e300 });
      lobby.state.stamps.set(`checkIn:BAD-2:${goodDay}`, { ...good, code: 'BAD-2', day: 1e300 });
      lobby.state.stamps.set(`checkIn:BAD-3:${goodDay}`, { ...good, code: 'BAD-3', staffName: 'x'.repeat(100_000) });
    });
    await until(() => dock.state.stamps.has(`checkIn:BAD-3:${goodDay}`), 'the hostile stamps on the Dock');
    // What the check-in asks and what the booking's screen reads: neither throws, and the bad records are no stamp.
    for (const code of ['BAD-1', 'BAD-2', 'BAD-3']) {
      expect(dock.stampedElsewhere(code, 'checkIn')).toBeNull();
      expect(() => withVenueNotes(detailOf(code), dock.state, dock.deskId)).not.toThrow();
      expect(withVenueNotes(detailOf(code), dock.state, dock.deskId).notes).toEqual([]);
    }
    expect(withVenueNotes(detailOf('BIG-1'), dock.state, dock.deskId).notes).toEqual([]);
    expect(tellStamp(dock.stampedElsewhere('GOOD-1', 'checkIn')!)).toContain('at the Lobby desk, by Priya Shah');
  });
});
