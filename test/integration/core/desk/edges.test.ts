// Issue 19 through the contract: what the soak (exactly-once.test.ts) does not count. A Retry-After holds every
// request back and a press answers at once saying until when; a bad disk's writes show as unsaved, and closing says
// so; two desks pressing in the same instant are told of the double; reads of amounts and dates in other forms show
// the sandbox's values or say they are not known; paging that lies; a desk with no copy.
import { noticeWords } from '../../../../electron/core/offline/notice-words.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noCopyYet, pagingThatLies, readsUnderForms } from '../../../support/edge-reads.js';
import { retryAfter } from '../../../support/edge-scenarios.js';
import { CHECK_IN, EdgeWorld, noteLine } from '../../../support/edge-world.js';
import { until } from '../../../support/until.js';

let world: EdgeWorld;

beforeAll(async () => {
  world = await EdgeWorld.open({ seed: 63, bookings: 500, desks: 2 });
});
afterAll(() => world.close());

describe('a service that asks the desk to wait (Retry-After)', () => {
  it('sends nothing before the time, pings included, answers each press at once, and sends the queue after it', async () => {
    const outcome = await retryAfter(world, 12, 120);
    expect(outcome.requestsInWindow).toBe(0);
    expect(outcome).toMatchObject({ attempted: 12, landedOnce: 12, lost: 0, doubled: 0, stillWaiting: 0 });
  }, 60_000);

  it('says on the booking that the queued write goes by itself after the pause the service asked for', async () => {
    const [code] = world.freshCodes(1);
    world.sandbox.control.setFaults({ errorRate: 1, errorStatus: 429, retryAfterSeconds: 300 });
    const first = await world.desk.call('bookings.addNote', { code: code!, body: 'Asked to wait' });
    const again = await world.desk.value('bookings.addNote', { code: code!, body: 'Asked to wait, pressed again' });
    world.online();
    // The first press met the 429 itself; the second never left the desk.
    expect(first.ok || first.error.kind === 'rate-limited').toBe(true);
    expect(again.pending.map((write) => write.kind)).toEqual(['note', 'note']);
    expect(again.notices).toEqual([{ id: 'queuedInPause' }]);
    await world.advance(320);
    expect(await world.desk.value('outbox.list', {})).toEqual([]);
  }, 60_000);
});

describe('a desk that cannot reach the service, with writes waiting', () => {
  it('asks whether the service is back once every five seconds, not once for each thing waiting on it', async () => {
    const [code] = world.freshCodes(1);
    world.startTally();
    world.offline();
    await world.desk.call('bookings.addNote', { code: code!, body: 'Written while the service was away' });
    await world.advance(30);
    const from = world.desk.requests.length;
    await world.advance(60);
    const pings = world.desk.requests.slice(from).filter((request) => new URL(request.url).pathname.endsWith('/ping'));
    expect(pings.length).toBeGreaterThanOrEqual(11);
    expect(pings.length).toBeLessThanOrEqual(13);
    world.online();
    await world.advance(30);
    expect(world.tally([{ code: code!, line: noteLine('Written while the service was away') }])).toMatchObject({ landedOnce: 1 });
  }, 60_000);

  it('sends writes that back off behind a service refusing them soon after it takes them again, not at the next step', async () => {
    const [code] = world.freshCodes(1);
    world.startTally();
    world.sandbox.control.setFaults({ errorRate: 1, errorStatus: 503, retryAfterSeconds: 0, faultsOn: 'writes' });
    await world.desk.call('bookings.addNote', { code: code!, body: 'Written while writes were refused' });
    // Refused round after round until the back-off reaches its minute; reads and pings still answer meanwhile.
    await world.advance(120);
    world.online();
    // Well inside the minute's step: an answered ping brings the round on, after the spread of at most 10 s.
    await world.advance(15);
    expect(world.tally([{ code: code!, line: noteLine('Written while writes were refused') }])).toMatchObject({ landedOnce: 1 });
  }, 60_000);
});

describe('a disk that will not take the queue', () => {
  it('shows a write it could not save as unsaved, and closing the desk says which it never saved', async () => {
    const desk = await world.addDesk();
    const [code] = world.freshCodes(1);
    desk.disk.trouble = 'EROFS';
    world.offline();
    const pressed = await desk.call('bookings.checkIn', { code: code! });
    expect(pressed).toMatchObject({ ok: false, error: { kind: 'storage' } });
    expect(!pressed.ok && pressed.error.message).toMatch(/Frontdesk keeps it while it stays open, and saves and sends it by itself/);
    expect(await desk.value('outbox.list', {})).toMatchObject([{ kind: 'checkIn', bookingCode: code, unsaved: true }]);
    expect((await desk.value('desk.status', {})).outbox).toMatchObject({ pending: 1, unsaved: 1 });
    world.desks.splice(world.desks.indexOf(desk), 1);
    const report = await desk.running.close();
    world.online();
    expect(report.unsaved).toEqual([`Check in on ${code}`]);
  }, 60_000);

  it('closing with the service up says a write the disk refused never reached it, and truly never sent it', async () => {
    const desk = await world.addDesk();
    const [code] = world.freshCodes(1);
    world.startTally();
    desk.disk.trouble = 'ENOSPC';
    const pressed = await desk.call('bookings.checkIn', { code: code! });
    expect(pressed).toMatchObject({ ok: false, error: { kind: 'storage' } });
    world.desks.splice(world.desks.indexOf(desk), 1);
    // The person is told to make it again, so it must not have landed: making it again would land it twice.
    const report = await desk.running.close();
    expect(report.unsaved).toEqual([`Check in on ${code}`]);
    expect(world.tally([{ code: code!, line: CHECK_IN }])).toMatchObject({ landedOnce: 0, doubled: 0 });
  }, 60_000);
});

describe('signed out', () => {
  it('answers a press with the booking and the write waiting for a sign-in, and sends it once after the sign-in', async () => {
    const { desk } = world;
    const [code] = world.freshCodes(1);
    await desk.value('auth.signOut', {});
    const pressed = await desk.value('bookings.addNote', { code: code!, body: 'Written while signed out' });
    expect(pressed.asOfReason).toBe('you are signed out: queued changes go out once you sign in again');
    expect(pressed.pending).toMatchObject([{ kind: 'note', state: 'pending' }]);
    expect(pressed.pending[0]!.error?.message).toMatch(/^Waits for a sign-in: it goes out by itself, once, when this desk is signed in again\./);
    await world.during(desk.call('auth.signIn', {}));
    await world.advance(30);
    expect(world.tally([{ code: code!, line: noteLine('Written while signed out') }])).toMatchObject({ landedOnce: 1 });
  }, 60_000);
});

describe('two desks pressing check-in in the same instant', () => {
  it('may both land (the API has no conditional check-in): the press that made the double is told at once', async () => {
    const [code] = world.freshCodes(1);
    // Both check-ins reach the service before either lands, so neither desk can read the other's first: the service
    // holds the writes until both are there (left to the machine's timing, one desk's check-in could land whole
    // before the other desk looked, and that desk then rightly asks before sending).
    const other = world.desks[1]!;
    await other.value('staff.setActing', { accountId: world.sandbox.staff[2]!.accountId });
    world.sandbox.control.setFaults({ holdWrites: true });
    const presses = Promise.all([
      other.value('bookings.checkIn', { code: code! }), world.desk.value('bookings.checkIn', { code: code! }),
    ]);
    await until(() => world.sandbox.control.services().faults.heldWrites === 2, 'both desks\' check-ins at the service');
    world.sandbox.control.setFaults({ holdWrites: false });
    const [theirs, ours] = await presses;
    expect(world.tally([{ code: code!, line: CHECK_IN }]).doubled).toBe(1);
    const told = [...(theirs.notices ?? []), ...(ours.notices ?? [])];
    expect(told).toContainEqual(expect.objectContaining({ id: 'landedTwice', kind: 'checkIn', code }));
    expect(told.map(noticeWords).join(' ')).toMatch(new RegExp(`^${code} was checked in twice, moments apart: by .+ at \\d{2}:\\d{2}:\\d{2} and by .+`));
    // Whoever opens the booking on the desk that made the double reads it too, for a while.
    const opened = [await other.value('bookings.get', { code: code! }), await world.desk.value('bookings.get', { code: code! })];
    expect(opened.some((detail) => (detail.notices ?? []).length > 0)).toBe(true);
  }, 60_000);
});

describe('reading amounts and dates in other forms', () => {
  it.each([
    ['decimal-comma amounts and MySQL dates', { amounts: 'decimal-comma', dates: 'mysql' }],
    ['grouped amounts and Unix seconds as text', { amounts: 'thousands', dates: 'unix-text' }],
    ['yyyymmdd dates', { dates: 'yyyymmdd' }],
    ['ISO 8601 dates', { dates: 'iso' }],
    ['Unix seconds', { dates: 'unix' }],
  ] as const)('shows what the service holds: %s', async (_, forms) => {
    const read = await readsUnderForms(world, forms, 15);
    expect(read).toMatchObject({ reads: 15, right: 15, wrongQuietly: 0 });
    expect(read.report.revenue).toBe(read.report.truth.revenue);
    expect(read.report.bookings).toBe(read.report.truth.bookings);
  }, 60_000);

  it('says an amount it cannot read for certain is not known, logs it, and the report says it is incomplete', async () => {
    const read = await readsUnderForms(world, { amounts: 'ambiguous' }, 15);
    // Whole amounts of a thousand or more come as "1,536": 1536 grouped, or 1.536 with a decimal comma?
    expect(read.wrongQuietly).toBe(0);
    expect(read.report.saysUnknown).toBeGreaterThan(0);
    expect(Number(read.report.revenue)).toBeLessThan(Number(read.report.truth.revenue));
    expect(read.logged.some((message) => /booking\/index › \* › total \(\d+×\)/.test(message))).toBe(true);
  }, 60_000);
});

describe('paging that lies, and a desk with no copy', () => {
  it.each(['no-pages', 'total-too-large', 'overlapping-pages'] as const)('keeps every booking once when paging says %s', async (paging) => {
    const check = await pagingThatLies(world, paging);
    expect(check).toMatchObject({ kept: check.account, notesTwice: 0 });
    expect(check.toldDisagreement).toBe(paging === 'total-too-large');
  }, 60_000);

  it('offers only the pages the list has when its count claims twice as many, and says the count is uncertain', async () => {
    const bookings = world.sandbox.control.services().store.state.bookings.length;
    world.sandbox.control.setForms({ paging: 'total-too-large' });
    try {
      const first = await world.desk.value('bookings.list', { limit: 100, page: 1 });
      expect(first).toMatchObject({ pages: Math.ceil(bookings / 100), total: bookings });
      expect(first.countUncertain).toMatch(new RegExp(`counts ${bookings * 2} bookings here but lists ${bookings}`));
      // Sorted (the list's default order), the copy answers with its own count, which holds.
      const sorted = await world.desk.value('bookings.list', { limit: 100, page: 1, sort: { by: 'created', descending: true } });
      expect(sorted).toMatchObject({ pages: Math.ceil(bookings / 100), countUncertain: null });
    } finally {
      world.sandbox.control.setForms({ paging: 'honest' });
    }
    expect((await world.desk.value('bookings.list', { limit: 100, page: 1 })).countUncertain).toBeNull();
  }, 60_000);

  it('never answers an empty copy dated 1970, and never tells a write that landed only that the answer was unreadable', async () => {
    expect(await noCopyYet(world)).toMatchObject({ emptyCopies: 0, landedButToldUnreadable: 0 });
  }, 60_000);
});
