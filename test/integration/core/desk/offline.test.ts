// The desk through an outage: reads answer from the working set with their age, writes wait in the outbox and
// land exactly once when the service is back, and a refused write becomes a conflict the person resolves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';

let harness: DeskHarness;

beforeEach(async () => {
  harness = await deskOnDemo({ seed: 45, bookings: 300 });
  await harness.running.desk.account.offline().sync.full();
});
afterEach(() => harness.close());

const store = () => harness.sandbox.control.services().store;
const offline = () => harness.sandbox.control.setFaults({ offline: true });
const online = () => harness.sandbox.control.clearFaults();

function codeIn(status: string): string {
  return store().state.bookings.find((b) => b.statusId === status && !b.checkedIn)!.code;
}

function writesOn(code: string) {
  const id = store().booking(code)!.id;
  return harness.sandbox.control.writes().filter((write) => write.bookingId === id).map((write) => write.kind).sort();
}

describe('noticing an outage', () => {
  it('says Offline on an idle desk when only the service goes away: its heartbeat ping finds out', async () => {
    const from = harness.requests.length;
    offline();
    await vi.waitFor(async () => expect((await harness.value('desk.status', {})).connectivity.online).toBe(false),
      { timeout: 10_000, interval: 100 });
    const sent = harness.requests.slice(from).map((request) => new URL(request.url).pathname);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((path) => path === '/api/3.0/ping')).toBe(true);
  });
});

describe('reads while the service is unreachable', () => {
  it("answers today's arrivals and an opened booking from the working set, saying how old they are", async () => {
    const live = await harness.value('bookings.list', { start: { on: 'today' } });
    expect(live.asOf).toBeNull();
    const code = live.bookings[0]!.code;
    await harness.value('bookings.get', { code });
    offline();
    const kept = await harness.value('bookings.list', { start: { on: 'today' } });
    expect(kept.bookings.map((b) => b.code).sort()).toEqual(live.bookings.map((b) => b.code).sort());
    expect(kept.asOf).toBeGreaterThan(0);
    const detail = await harness.value('bookings.get', { code });
    expect(detail.asOf).toBeGreaterThan(0);
    expect((await harness.value('desk.status', {})).connectivity.online).toBe(false);
  });

  it('finds a booking by guest name from the working set at once', async () => {
    offline();
    const guest = store().customer(store().state.bookings[5]!.customerId)!;
    const found = await harness.value('search.local', { text: guest.name });
    expect(found.some((b) => b.customer.name === guest.name)).toBe(true);
  });
});

describe('writes while the service is unreachable', () => {
  it('keeps a check-in and a note, shows them pending, and lands each exactly once when back', async () => {
    const code = codeIn('PEND');
    await harness.value('bookings.get', { code });
    offline();
    const afterCheckIn = await harness.value('bookings.checkIn', { code });
    expect(afterCheckIn.pending.map((p) => p.kind)).toEqual(['checkIn']);
    expect(afterCheckIn.checkedIn).not.toBeNull();
    const afterNote = await harness.value('bookings.addNote', { code, body: 'Arrived during the outage' });
    expect(afterNote.pending.map((p) => p.kind)).toEqual(['checkIn', 'note']);
    expect(afterNote.notes[0]!.body).toBe('Arrived during the outage');
    // Written by whoever is signed in (no staff member chosen to act): never by the guest, account 0.
    expect(afterNote.notes[0]!.staffName).toBe(harness.sandbox.banner().staff[0]!.name);
    expect((await harness.value('desk.status', {})).outbox).toEqual({ pending: 2, conflicts: 0 });
    expect(writesOn(code)).toEqual([]);

    online();
    await harness.value('sync.now', {});
    expect(await harness.value('outbox.list', {})).toEqual([]);
    expect(writesOn(code)).toEqual(['checkin', 'note']);
    const landed = await harness.value('bookings.get', { code });
    expect(landed.pending).toEqual([]);
    expect(landed.notes.filter((n) => n.body === 'Arrived during the outage')).toHaveLength(1);
  });

  it('does not queue a check-in or a note again when pressed again while the first still waits', async () => {
    const code = codeIn('PEND');
    await harness.value('bookings.get', { code });
    // The service applies the write, then fails to say so; the re-read after it fails too.
    harness.sandbox.control.setFaults({ errorRate: 1, errorWhen: 'after', errorStatus: 500, retryAfterSeconds: 0 });
    const first = await harness.call('bookings.checkIn', { code });
    expect(first).toMatchObject({ ok: true, value: { pending: [{ kind: 'checkIn' }] } });
    // The person presses again (and once more with a note), as they would after seeing an error.
    await harness.call('bookings.checkIn', { code });
    await harness.call('bookings.addNote', { code, body: 'Pressed twice' });
    await harness.call('bookings.addNote', { code, body: 'Pressed twice' });
    expect((await harness.value('outbox.list', {})).map((write) => write.kind)).toEqual(['checkIn', 'note']);

    online();
    await harness.value('sync.now', {});
    expect(await harness.value('outbox.list', {})).toEqual([]);
    expect(writesOn(code)).toEqual(['checkin', 'note']);
  });

  it('turns a check-in refused on replay into a conflict with the reason, until discarded', async () => {
    const code = codeIn('PEND');
    offline();
    await harness.value('bookings.checkIn', { code });
    store().booking(code)!.statusId = 'VOID';
    store().stockChanged();
    online();
    await harness.value('sync.now', {});
    const [conflict] = await harness.value('outbox.list', {});
    expect(conflict).toMatchObject({ kind: 'checkIn', bookingCode: code, state: 'conflict', error: { code: 'booking_void' } });
    expect(conflict!.error!.message).toMatch(/void/i);
    await harness.value('outbox.retry', { id: conflict!.id });
    expect((await harness.value('outbox.list', {}))[0]!.state).toBe('conflict');
    await harness.value('outbox.discard', { id: conflict!.id });
    expect(await harness.value('outbox.list', {})).toEqual([]);
    expect(writesOn(code)).toEqual([]);
  });

  it('says at once why an online write is refused, and leaves nothing queued', async () => {
    const result = await harness.call('bookings.checkIn', { code: codeIn('VOID') });
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', code: 'booking_void' } });
    expect(await harness.value('outbox.list', {})).toEqual([]);
  });

  it('keeps queued writes when the refresh token has run out, and says to sign in again', async () => {
    const code = codeIn('PEND');
    offline();
    await harness.value('bookings.addNote', { code, body: 'Written before the sign-in ran out' });
    online();
    harness.sandbox.control.advanceClock(15 * 24 * 3600);
    // The invoice has no offline copy, so this call goes to the service and meets the dead sign-in.
    const refused = await harness.call('bookings.invoice', { code });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'signed-out' } });
    const status = await harness.value('desk.status', {});
    expect(status.auth.status).toBe('signed-out');
    expect(status.outbox.pending).toBe(1);
    expect((await harness.value('outbox.list', {}))[0]!.description).toBe('Note: Written before the sign-in ran out');
    expect(writesOn(code)).toEqual([]);
  });

  it('keeps queued writes through a sign-out', async () => {
    const code = codeIn('PEND');
    offline();
    await harness.value('bookings.addNote', { code, body: 'Kept across sign-out' });
    online();
    await harness.value('auth.signOut', {});
    expect((await harness.value('outbox.list', {})).map((p) => p.description)).toEqual(['Note: Kept across sign-out']);
  });
});

describe('a stamp on a booking this desk never read (a desk started while the service was down)', () => {
  /** A booking the desk knows from its lists only: it never read its record, so it never saw its stamps. */
  function neverRead(): string {
    const { workingSet } = harness.running.desk.account.offline();
    return store().state.bookings.find((b) => b.statusId === 'PEND' && !b.checkedIn && !workingSet.detail(b.code))!.code;
  }

  it('is read against the service before it is sent, even at once: another desk\'s check-in is not overwritten', async () => {
    const code = neverRead();
    const now = harness.sandbox.control.services().clock.now();
    store().booking(code)!.checkedIn = { at: now - 600, accountId: 3 };
    const result = await harness.call('bookings.checkIn', { code });
    expect(result).toMatchObject({ ok: false, error: { kind: 'refused', code: 'stamped_meanwhile' } });
    expect(writesOn(code)).toEqual([]);
    expect(await harness.value('outbox.list', {})).toEqual([]);
  });
});

describe('queued changes belong to their account', () => {
  it("cannot discard, retry or edit another account's queued change by its id", async () => {
    const code = codeIn('PEND');
    offline();
    await harness.value('bookings.addNote', { code, body: 'Kept for the demo account' });
    const [queued] = await harness.value('outbox.list', {});
    const demoId = (await harness.value('desk.status', {})).account!.id;
    const other = await harness.value('accounts.addTokenPair', {
      label: 'Second business', baseUrl: harness.sandbox.url, apiKey: 'key-of-another', apiSecret: 'secret-of-another',
    });
    await harness.value('accounts.select', { accountId: other.id });
    for (const attempt of [
      harness.call('outbox.discard', { id: queued!.id }),
      harness.call('outbox.retry', { id: queued!.id }),
      harness.call('outbox.editNote', { id: queued!.id, body: 'Changed from another account' }),
    ]) expect(await attempt).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    await harness.value('accounts.select', { accountId: demoId });
    expect((await harness.value('outbox.list', {})).map((write) => write.body)).toEqual(['Kept for the demo account']);
  });
});
