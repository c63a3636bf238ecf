// Departures closed across a venue: each desk's record read back defensively (another desk wrote it), one out of
// range costing that record only; a departure's state is its latest act on any desk.
import { describe, expect, it } from 'vitest';
import { closingsFrom } from '../../../../electron/core/departures/departure-state.js';
import { shareClosing, venueClosings, type ClosingRecord } from '../../../../electron/core/venue/venue-closings.js';
import { randomBytes } from 'node:crypto';
import { signerOf } from '../../../../electron/core/venue/venue-signing.js';
import { VenueState } from '../../../../electron/core/venue/venue-state.js';

const AT = Date.parse('2026-11-12T18:30:00Z');
const closed = (deskId: string, change: Partial<ClosingRecord> = {}): ClosingRecord => ({
  deskId, deskName: deskId, day: 20261112, itemId: 201, time: '09:00', label: '9:00 a.m. Islands Snorkeling Tour', act: 'closed',
  at: AT, by: 'Priya Shah', noShows: ['ABCD-121126'], late: [], noShowStatus: 'NOSHOW', ...change,
});

describe("a venue's closings", () => {
  it('reads a record only when signed by the desk it names, and leaves out one out of range', () => {
    const state = new VenueState({ deskId: 'lobby', signer: signerOf(randomBytes(32)) });
    shareClosing(state, closed('lobby'));
    shareClosing(state, closed('lobby', { itemId: 202, time: '13:00' }));
    // Out of range, though signed: that record only is lost.
    shareClosing(state, closed('lobby', { itemId: 203, time: '10:00', at: 1e300 }));
    shareClosing(state, { ...closed('lobby', { itemId: 205, time: '18:00' }), noShows: Array(201).fill('A') });
    // Written into the shared day by someone who is no member, or not signed at all: not believed.
    const forger = new VenueState({ deskId: 'dock', signer: signerOf(randomBytes(32)) });
    shareClosing(forger, closed('dock', { itemId: 204, time: '18:00' }));
    state.doc.transact(() => {
      state.closings.set('dock|20261112:204:18:00', forger.closings.get('dock|20261112:204:18:00'));
      state.closings.set('lobby|20261112:206:18:00', closed('lobby', { itemId: 206, time: '18:00' }));
    });
    expect(venueClosings(state, 20261112).map((record) => record.itemId).sort()).toEqual([201, 202]);
    expect(venueClosings(state, 20261113)).toEqual([]);
  });

  it("stands as its latest act on any desk: reopened on the Dock after the Lobby closed it, closed again after", () => {
    const lobby = { ...closed('lobby'), act: 'closed' as const };
    const reopened = { ...closed('dock'), act: 'reopened' as const, at: AT + 60_000, by: 'Sam Lee', noShows: [] };
    expect(closingsFrom([lobby, reopened])).toMatchObject([{ closedBy: 'Priya Shah', reopenedBy: 'Sam Lee', reopenedAt: AT + 60_000 }]);
    const again = { ...closed('lobby'), at: AT + 120_000, noShows: [] };
    expect(closingsFrom([lobby, reopened, again])).toMatchObject([{ closedAt: AT + 120_000, reopenedAt: null }]);
  });
});
