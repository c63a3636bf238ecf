// The Notes screen's period is read from the service a day at a time, never as the one answer of the thirty days
// (6.6 MB at 100,000 bookings, read as JSON in one piece of the thread that answers the screens); once the desk's copy
// holds the window from today's sync, only today is asked again. What the screen shows is the service's notes, each once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { deskOnDemo, type DeskHarness, type SentRequest } from '../../../support/desk-harness.js';
import { TestClock } from '../../../support/test-clock.js';

let sandbox: RunningSandbox;
let clock: TestClock;
let harness: DeskHarness;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 44, bookings: 300 });
  clock = TestClock.of(sandbox);
  harness = await deskOnDemo({ sandbox, now: clock.now });
  await harness.running.desk.account.offline().sync.full();
});
afterAll(async () => {
  await harness.close();
  await sandbox.close();
});

const isNotesAsk = (request: SentRequest) => new URL(request.url).pathname.endsWith('/booking/notes');
const dateOf = (request: SentRequest) =>
  new URLSearchParams(request.body).get('date') ?? new URL(request.url).searchParams.get('date');

/** The booking/notes asks the call made, by their dates (null: asked without one). */
async function asksOf(call: () => Promise<unknown>): Promise<(string | null)[]> {
  const from = harness.requests.length;
  await call();
  return harness.requests.slice(from).filter(isNotesAsk).map(dateOf);
}

/** The desk's today as booking/notes is asked for it. */
function todayIso(): string {
  const day = String(harness.running.desk.account.offline().workingSet.today());
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
}

/** The service's own thirty days, as it answers booking/notes without a date. */
async function serviceWindow(): Promise<number[]> {
  const answer = await harness.running.desk.service.call((service) => service.notes({}));
  return answer.notes.map((note) => Number(note.note_id));
}

describe('the Notes screen\'s last thirty days', () => {
  it('once today\'s sync holds the window, asks only today, and shows a note written since', async () => {
    const code = harness.sandbox.control.services().store.state.bookings[5]!.code;
    await harness.running.desk.service.call((service) => service.addNote(code, 'Written at another desk.'));
    let shown: { body: string; bookingCode: string }[] = [];
    const asked = await asksOf(async () => { shown = (await harness.value('notes.list', {})).notes; });
    expect(asked).toEqual([todayIso()]);
    expect(shown.filter((note) => note.body === 'Written at another desk.').map((note) => note.bookingCode)).toEqual([code]);
    expect(shown.map((note) => (note as unknown as { id: number }).id).sort()).toEqual((await serviceWindow()).sort());
  });

  it('reads the copy\'s notes window once a look, not once more only to see that it is today\'s', async () => {
    const workingSet = harness.running.desk.account.offline().workingSet;
    const asks = vi.spyOn(workingSet, 'notes');
    try {
      const asked = await asksOf(() => harness.value('notes.list', {}));
      expect(asked).toEqual([todayIso()]);
      expect(asks).toHaveBeenCalledTimes(1);
    } finally {
      asks.mockRestore();
    }
  });

  it('shows a note of today changed at the service under the same id as it is now, looked at twice', async () => {
    const code = harness.sandbox.control.services().store.state.bookings[6]!.code;
    const added = await harness.running.desk.service.call((service) => service.addNote(code, 'Late arrival, about 22:00.'));
    const bodyOf = async (id: number) => (await harness.value('notes.list', {})).notes.find((note) => note.id === id)?.body;
    const id = Number(added.note.note_id);
    expect(await bodyOf(id)).toBe('Late arrival, about 22:00.');
    harness.sandbox.control.services().store.state.notes.find((note) => note.id === id)!.body = 'Arrived; key 14 given.';
    expect(await bodyOf(id)).toBe('Arrived; key 14 given.');
    expect(await bodyOf(id)).toBe('Arrived; key 14 given.');
  });

  it('on a new day, before the sync has run, asks each day by its date, never the window as one answer, and shows ' +
    'every note of the window once, newest first; then keeps them, so the next look asks only today', async () => {
    // Both clocks move on to the next day: the desk's copy of the window is yesterday's.
    sandbox.control.services().clock.advance(24 * 3600);
    clock.advance(24 * 3600 * 1000);
    let shown: { id: number; at: string }[] = [];
    const asked = await asksOf(async () => { shown = (await harness.value('notes.list', {})).notes; });
    expect(asked).toHaveLength(31);
    expect(new Set(asked).size).toBe(31);
    expect(asked.every((date) => date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    const window = await serviceWindow();
    expect(window.length).toBeGreaterThan(0);
    expect(shown.map((note) => note.id).sort()).toEqual([...window].sort());
    const times = shown.map((note) => Date.parse(note.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await asksOf(() => harness.value('notes.list', {}))).toEqual([todayIso()]);
  });

  it('answers the newest as many as the screen shows, and how many the period holds', async () => {
    const every = await harness.value('notes.list', {});
    const newest = await harness.value('notes.list', { limit: 5 });
    expect(every.total).toBe(every.notes.length);
    expect(newest.total).toBe(every.notes.length);
    expect(newest.notes.map((note) => note.id)).toEqual(every.notes.slice(0, 5).map((note) => note.id));
  });

  it('a filter looks through every note of the period, not only the newest shown, and says how many it keeps', async () => {
    const every = await harness.value('notes.list', {});
    const oldest = every.notes.at(-1)!;
    expect(every.matching).toBe(every.total);
    // The oldest note of the thirty days, far past the newest five the screen shows here, found by its booking.
    const code = oldest.bookingCode.toLowerCase();
    const found = await harness.value('notes.list', { limit: 5, filter: { text: code, authorId: null, kind: 'all' } });
    expect(found.total).toBe(every.total);
    const expected = every.notes.filter((note) => note.bookingCode.toLowerCase().includes(code) || note.body.toLowerCase().includes(code));
    expect(expected.length).toBeLessThanOrEqual(5);
    expect(found.matching).toBe(expected.length);
    expect(found.notes.map((note) => note.id)).toEqual(expected.map((note) => note.id));
    expect(found.notes.map((note) => note.id)).toContain(oldest.id);
    // By the guest's name, which the desk looks up in its copy.
    const guest = oldest.guestName.toLowerCase();
    const named = await harness.value('notes.list', { limit: 3, filter: { text: guest, authorId: null, kind: 'all' } });
    expect(named.matching).toBe(every.notes.filter((note) => note.guestName.toLowerCase().includes(guest) || note.body.toLowerCase().includes(guest)).length);
    expect(named.notes.length).toBe(Math.min(3, named.matching));
    const written = await harness.value('notes.list', { filter: { text: '', authorId: null, kind: 'automatic' } });
    expect(written.notes.length).toBeGreaterThan(0);
    expect(written.notes.every((note) => /^checked (in|out)\b/i.test(note.body.trim()))).toBe(true);
    expect(written.matching).toBe(written.notes.length);
  });

  it('a month asks each of its days up to today', async () => {
    const today = harness.running.desk.account.offline().workingSet.today();
    const month = Math.floor(today / 100);
    const asked = await asksOf(() => harness.value('notes.list', { month }));
    expect(asked).toHaveLength(today % 100);
    expect(asked.every((date) => date?.startsWith(`${String(month).slice(0, 4)}-${String(month).slice(4)}`))).toBe(true);
  });
});
