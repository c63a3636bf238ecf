// Closing a departure, on two desks of one venue at the pinned Thursday 10:30: before its start (by the service's
// clock) it cannot be closed;
// after it, each guest who never checked in is marked a no-show or late in one press; a no-show becomes the account's
// no-show status, never notifying the guest unless asked, with a note saying who closed it; the other desk shows the
// departure closed, and reopening it is kept in the record. An account without a no-show status keeps its no-shows as
// notes and says that the stock is not released.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import type { Booking } from '../../../../electron/sandbox/state/model.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { until } from '../../../support/until.js';

const PINNED = Date.parse('2026-11-12T18:30:00Z');
const TODAY = 20261112;
const SNORKEL = 201;
const TIMING = { beatMs: 100, graceMs: 2_000, watchMs: 200 };

let sandbox: RunningSandbox;
let lobby: DeskHarness;
let dock: DeskHarness;

/** Seed 58: this morning's 9:00 snorkeling tour has two guests who never came, and the 10:00 walk one. */
const neverCameAt = (itemId: number, time: string) => sandbox.control.services().store.state.bookings
  .filter((b: Booking) => !['VOID', 'CANCELLED'].includes(b.statusId) && !b.checkedIn
    && b.lines.some((line) => line.itemId === itemId && line.startDay === TODAY && line.startTime === time))
  .map((b) => b.code).sort();

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 58, bookings: 800, startAt: PINNED / 1000 });
  const skew = PINNED - Date.now();
  const now = () => Date.now() + skew;
  lobby = await deskOnDemo({ sandbox, now, venueTiming: TIMING });
  dock = await deskOnDemo({ sandbox, now, venueTiming: TIMING });
  const offer = await lobby.value('venue.offerPairing', { deskName: 'Lobby' });
  await dock.value('venue.join', { deskName: 'Dock', code: offer.code });
  await lobby.running.desk.account.offline().sync.full();
});
afterAll(async () => {
  await dock.close();
  await lobby.close();
  await sandbox.close();
});

describe('closing a departure', () => {
  it('will not close a departure before its start', async () => {
    const result = await lobby.call('departures.close', { day: TODAY, itemId: 202, time: '13:00', label: '13:00 Whale Watching Cruise',
      marks: [{ code: 'ABCD-123456', mark: 'noShow' }] });
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } });
    if (!result.ok) expect(result.error.message).toMatch(/has not started yet/);
  });

  it("goes by the service's clock, not a desk's that runs three hours ahead", async () => {
    const skew = PINNED - Date.now();
    const ahead = await deskOnDemo({ sandbox, now: () => Date.now() + skew + 3 * 3_600_000 });
    try {
      await ahead.value('bookings.formFields', {});
      // Its own clock says 13:30; the service's answers say 10:30, and the 13:00 cruise has not left.
      const result = await ahead.call('departures.close', { day: TODAY, itemId: 202, time: '13:00', label: '13:00 Whale Watching Cruise',
        marks: [{ code: 'ABCD-123456', mark: 'noShow' }] });
      expect(result).toMatchObject({ ok: false, error: { kind: 'refused' } });
    } finally {
      await ahead.close();
    }
  });

  it('without a no-show status, keeps each no-show as a note and says the stock is not released', async () => {
    const [guest] = neverCameAt(203, '10:00');
    const before = sandbox.control.writes().length;
    const closed = await lobby.value('departures.close', { day: TODAY, itemId: 203, time: '10:00', label: '10:00 Old Town Walking Tour',
      marks: [{ code: guest!, mark: 'noShow' }] });
    expect(closed.said).toEqual([{ kind: 'stockNotReleased' }]);
    expect(closed.closing).toMatchObject({ noShows: [guest], noShowStatus: null });
    const writes = sandbox.control.writes().slice(before);
    expect(writes.map((write) => write.kind)).toEqual(['note']);
    expect(sandbox.control.services().store.booking(guest!)!.statusId).not.toBe('NOSHOW');
  });

  it("sets each no-show to the account's status without notifying, notes who closed it, shows closed on the other desk, and logs a reopening", async () => {
    await lobby.value('accounts.setNoShowStatus', { status: { id: 'NOSHOW', name: 'No show' } });
    const [first, second] = neverCameAt(SNORKEL, '09:00');
    const before = { writes: sandbox.control.writes().length, told: sandbox.control.notifications().length };
    await lobby.value('departures.close', { day: TODAY, itemId: SNORKEL, time: '09:00', label: '9:00 a.m. Islands Snorkeling Tour',
      marks: [{ code: first!, mark: 'noShow' }, { code: second!, mark: 'late' }] });
    const writes = sandbox.control.writes().slice(before.writes);
    expect(writes.map((write) => [write.kind, write.detail])).toEqual([['update', 'NOSHOW'], ['note', expect.any(String)]]);
    expect(sandbox.control.notifications()).toHaveLength(before.told);
    const note = sandbox.control.services().store.notesOf(sandbox.control.services().store.booking(first!)!.id).at(-1)!;
    expect(note.body).toMatch(/^No-show: 9:00 a\.m\. Islands Snorkeling Tour on 2026-11-12, closed at 10:3\d by .+ at the Lobby desk\. Status set to No show\.$/);
    const closedThere = await until(async () => (await dock.value('departures.list', { day: TODAY }))
      .find((closing) => closing.itemId === SNORKEL && closing.reopenedAt === null), 'the closing on the Dock');
    expect(closedThere).toMatchObject({ noShows: [first], late: [second], deskName: 'Lobby', noShowStatus: 'NOSHOW' });

    const reopened = await dock.value('departures.reopen', { day: TODAY, itemId: SNORKEL, time: '09:00' });
    expect(reopened.reopenedAt).not.toBeNull();
    await until(async () => (await lobby.value('departures.list', { day: TODAY })).find((closing) => closing.itemId === SNORKEL)?.reopenedAt, 'the reopening on the Lobby');
    const kept = (await dock.value('shift.record', { kinds: ['reopened'] })).entries;
    expect(kept).toMatchObject([{ kind: 'reopened', deskName: 'Dock', what: 'Reopened 9:00 a.m. Islands Snorkeling Tour' }]);
  });

  it('notifies the no-shows only when the person asks', async () => {
    const told = sandbox.control.notifications().length;
    // The one marked late before, still in its own status.
    const guest = neverCameAt(SNORKEL, '09:00').find((code) => sandbox.control.services().store.booking(code)!.statusId !== 'NOSHOW');
    await lobby.value('departures.close', { day: TODAY, itemId: SNORKEL, time: '09:00', label: '9:00 a.m. Islands Snorkeling Tour',
      marks: [{ code: guest!, mark: 'noShow' }], notify: true });
    expect(sandbox.control.notifications().slice(told).map((sent) => sent.statusId)).toEqual(['NOSHOW']);
  });
});
