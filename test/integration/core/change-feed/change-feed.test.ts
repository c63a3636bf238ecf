// Changes as they happen, at the pinned Thursday: a round of the change feed with nothing changed costs one request
// (booking/index asking for what changed since its last answer, in the service's time); a booking made on the service
// is on the day's manifest after one round, its record read alone and the screens told; a desk of a venue asks
// nothing of booking/index while another desk of it asks for both, and believes no round of it out of range or not
// signed by the desk it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { until } from '../../../support/until.js';

const PINNED = Date.parse('2026-11-12T18:30:00Z');
const TODAY = 20261112;
const TIMING = { beatMs: 100, graceMs: 2_000, watchMs: 200 };

let sandbox: RunningSandbox;
let lobby: DeskHarness;
let dock: DeskHarness;

const feedRequests = (harness: DeskHarness) => harness.requests.filter((request) => {
  const url = new URL(request.url);
  return url.pathname.endsWith('/booking/index') && url.searchParams.has('last_modified');
});
const recordRequests = (harness: DeskHarness, code: string) => harness.requests.filter((request) => new URL(request.url).pathname.endsWith(`/booking/${code}`));

/** A booking the service's own site took a moment ago: today's 18:00 single kayak, for one. */
function madeOnTheService(code: string): void {
  const { store, clock } = sandbox.control.services();
  const template = store.state.bookings.find((b) => b.lines.some((line) => line.itemId === 205 && line.startDay === TODAY))!;
  store.addBooking({ ...template, id: 777_001, code, statusId: 'PEND', paidTotal: 0, createdAt: clock.nowWhole(), lastModified: clock.nowWhole(),
    checkedIn: null, checkedOut: null });
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 58, bookings: 400, startAt: PINNED / 1000 });
  const skew = PINNED - Date.now();
  lobby = await deskOnDemo({ sandbox, now: () => Date.now() + skew, venueTiming: TIMING });
  await lobby.running.desk.account.offline().sync.full();
});
afterAll(async () => {
  await dock?.close();
  await lobby.close();
  await sandbox.close();
});

describe('the change feed', () => {
  it('costs one request a round when nothing changed, asked since its last answer', async () => {
    await lobby.running.feed.round();
    lobby.requests.length = 0;
    expect(await lobby.running.feed.round()).toEqual({ requests: 1, changed: [] });
    expect(lobby.requests).toHaveLength(1);
    const asked = new URL(feedRequests(lobby)[0]!.url).searchParams.get('last_modified')!;
    expect(asked).toMatch(/^>\d{10}$/);
    // From a few seconds before the last answer, on the service's clock.
    expect(Number(asked.slice(1))).toBeGreaterThan(PINNED / 1000 - 60);
  });

  it('brings a booking made on the service to the manifest in one round, reading its record alone, and tells the screens', async () => {
    const told: string[][] = [];
    const stop = lobby.running.events.subscribe((name, payload) => { if (name === 'changes.arrived') told.push((payload as { codes: string[] }).codes); });
    try {
      await lobby.value('manifest.printed', { day: TODAY });
      madeOnTheService('ONLN-121126');
      lobby.requests.length = 0;
      const round = await lobby.running.feed.round();
      expect(round).toEqual({ requests: 2, changed: ['ONLN-121126'] });
      expect(recordRequests(lobby, 'ONLN-121126')).toHaveLength(1);
      expect(told).toEqual([['ONLN-121126']]);
      const day = await lobby.value('day.contents', { day: TODAY });
      expect(day.bookings.find((contents) => contents.booking.code === 'ONLN-121126')).toMatchObject({ source: 'record', stampsKnown: true });
      expect(await lobby.value('manifest.changesSincePrint', { day: TODAY })).toMatchObject({
        changes: [{ code: 'ONLN-121126', what: [{ kind: 'new' }] }],
      });
      // Found once: the next round brings nothing new.
      expect(await lobby.running.feed.round()).toEqual({ requests: 1, changed: [] });
    } finally {
      stop();
    }
  });

  it('in a venue, asks booking/index on one desk only; the other reads what it found', async () => {
    const skew = PINNED - Date.now();
    dock = await deskOnDemo({ sandbox, now: () => Date.now() + skew, venueTiming: TIMING });
    await dock.running.desk.account.offline().sync.full();
    const offer = await lobby.value('venue.offerPairing', { deskName: 'Lobby' });
    await dock.value('venue.join', { deskName: 'Dock', code: offer.code });
    await until(() => lobby.running.desk.account.venue()?.venue.desks().every((desk) => desk.online) && dock.running.desk.account.venue()?.venue.desks().length === 2, 'the two desks linked', 1_600);
    const [asking, reading] = lobby.running.desk.account.venue()!.venue.deskId < dock.running.desk.account.venue()!.venue.deskId ? [lobby, dock] : [dock, lobby];
    await asking.running.feed.round();
    const askingId = asking.running.desk.account.venue()!.venue.deskId;
    await until(() => reading.running.desk.account.venue()!.venue.state.doc.getMap('feed').has(askingId), 'the asking desk\'s round heard');
    reading.requests.length = 0;
    expect(await reading.running.feed.round()).toEqual({ requests: 0, changed: [] });
    const { store, clock } = sandbox.control.services();
    const changed = store.booking('ONLN-121126')!;
    changed.statusId = 'PAID';
    changed.lastModified = clock.nowWhole() + 1;
    expect((await asking.running.feed.round())?.changed).toEqual(['ONLN-121126']);
    await until(async () => (await reading.running.feed.round())?.changed.includes('ONLN-121126'), 'the news on the other desk');
    expect(feedRequests(reading)).toHaveLength(0);
    expect(recordRequests(reading, 'ONLN-121126')).toHaveLength(1);
  });

  it("believes no round of another desk that is out of range or not signed by the desk it names", async () => {
    const [asking, reading] = lobby.running.desk.account.venue()!.venue.deskId < dock.running.desk.account.venue()!.venue.deskId ? [lobby, dock] : [dock, lobby];
    const { state, deskId } = asking.running.desk.account.venue()!.venue;
    const feedOf = (harness: DeskHarness) => harness.running.desk.account.venue()!.venue.state.feed;
    const later = Date.now() + (PINNED - Date.now()) + 60_000;
    // Signed by the asking desk, but one code longer than any booking's: the whole record is lost, its good code too.
    state.put(state.feed, deskId, { deskId, rounds: [{ at: later, codes: ['FAKE-000001', 'X'.repeat(65)] }] });
    await until(() => JSON.stringify(feedOf(reading).get(deskId)).includes('FAKE-000001'), 'the first round on the other desk');
    expect((await reading.running.feed.round())?.changed ?? []).not.toContain('FAKE-000001');
    // In range, but its signature is not the asking desk's.
    const forged = { deskId, rounds: [{ at: later + 1, codes: ['FAKE-000002'] }], by: deskId, sig: Buffer.alloc(64).toString('base64') };
    state.doc.transact(() => state.feed.set(deskId, forged));
    await until(() => JSON.stringify(feedOf(reading).get(deskId)).includes('FAKE-000002'), 'the forged round on the other desk');
    expect((await reading.running.feed.round())?.changed ?? []).not.toContain('FAKE-000002');
    expect([...recordRequests(reading, 'FAKE-000001'), ...recordRequests(reading, 'FAKE-000002')]).toEqual([]);
  });
});

describe('a round of another desk naming a booking the service does not have', () => {
  it('costs that code alone: the round\'s other codes are read and told in the same round', async () => {
    const [asking, reading] = lobby.running.desk.account.venue()!.venue.deskId < dock.running.desk.account.venue()!.venue.deskId ? [lobby, dock] : [dock, lobby];
    const { state, deskId } = asking.running.desk.account.venue()!.venue;
    const { store, clock } = sandbox.control.services();
    const real = store.state.bookings.find((b) => b.startDay === TODAY && b.code !== 'ONLN-121126' && b.statusId !== 'PAID')!;
    real.statusId = 'PAID';
    real.lastModified = clock.nowWhole() + 2;
    const later = Date.now() + (PINNED - Date.now()) + 120_000;
    // Both orders: the unknown code asked first, and asked beside the real one.
    state.put(state.feed, deskId, { deskId, rounds: [{ at: later, codes: ['GONE-000001', real.code, 'GONE-000002'] }] });
    await until(() => JSON.stringify(reading.running.desk.account.venue()!.venue.state.feed.get(deskId)).includes(real.code), 'the round on the other desk');
    reading.requests.length = 0;
    const round = await reading.running.feed.round();
    expect(round?.changed).toEqual([real.code]);
    expect(recordRequests(reading, real.code)).toHaveLength(1);
    expect(reading.running.desk.account.offline().workingSet.detail(real.code)?.detail.status.id).toBe('PAID');
    // Asked once: the next round does not ask for the unknown codes again.
    reading.requests.length = 0;
    expect(await reading.running.feed.round()).toEqual({ requests: 0, changed: [] });
  });
});
