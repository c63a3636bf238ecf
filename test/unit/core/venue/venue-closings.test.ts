// Departures closed across a venue: each desk's record read back defensively (another desk wrote it), one out of
// range costing that record only; a departure's state is its latest act on any desk.
import { describe, expect, it } from 'vitest';
import { closingsFrom } from '../../../../electron/core/departures/departure-state.js';
import { shareClosing, venueClosings, type ClosingRecord } from '../../../../electron/core/venue/venue-closings.js';
import { VenueState } from '../../../../electron/core/venue/venue-state.js';

const AT = Date.parse('2026-11-12T18:30:00Z');
const closed = (deskId: string, change: Partial<ClosingRecord> = {}): ClosingRecord => ({
  deskId, deskName: deskId, day: 20261112, itemId: 201, time: '09:00', label: '9:00 a.m. Islands Snorkeling Tour', act: 'closed',
  at: AT, by: 'Priya Shah', noShows: ['ABCD-121126'], late: [], noShowStatus: 'NOSHOW', ...change,
});

describe("a venue's closings", () => {
  it('reads every sane record of the day and leaves out one out of range or under another desk\'s name', () => {
    const state = new VenueState();
    shareClosing(state, closed('lobby'));
    shareClosing(state, closed('dock', { itemId: 202, time: '13:00' }));
    state.doc.transact(() => {
      state.doc.getMap('closings').set('dock|20261112:203:10:00', closed('dock', { itemId: 203, time: '10:00', at: 1e300 }));
      state.doc.getMap('closings').set('lobby|20261112:204:18:00', closed('dock', { itemId: 204, time: '18:00' }));
      state.doc.getMap('closings').set('dock|20261112:205:18:00', { ...closed('dock', { itemId: 205, time: '18:00' }), noShows: Array(201).fill('A') });
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
