// The manifest's read through the desk contract: a day's bookings with items and start times at once, guest
// counts filled in behind, a second look at no cost, and the working set answering while the service is away.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../shared/domain/dates.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { until } from '../../../support/until.js';

let harness: DeskHarness;

beforeAll(async () => {
  harness = await deskOnDemo({ seed: 47, bookings: 1500 });
  await harness.running.desk.account.offline().sync.full();
});
afterAll(() => harness.close());

const recordRequests = () => harness.requests.filter((r) => /\/booking\/[A-Z0-9-]+$/.test(new URL(r.url).pathname)
  && !r.url.includes('/booking/index'));

async function untilCounted(day?: number) {
  return until(async () => {
    const answer = await harness.value('day.contents', day === undefined ? {} : { day });
    return answer.countsPending === 0 && answer;
  }, 'the guest counts');
}

describe("a day's contents", () => {
  it("answers today's bookings with their items and times, then their guest counts, then costs nothing", async () => {
    harness.requests.length = 0;
    const first = await harness.value('day.contents', {});
    expect(first.bookings.length).toBeGreaterThan(0);
    expect(first.requests).toBeGreaterThan(1);
    expect(first.bookings.every((b) => b.lines.length > 0 && b.source !== 'unknown')).toBe(true);
    const counted = await untilCounted();
    const coming = counted.bookings.filter((b) => !['VOID', 'CANCELLED'].includes(b.booking.status.id));
    expect(coming.every((b) => b.source === 'record' && b.lines.every((line) => line.counts !== null))).toBe(true);
    // Void and cancelled bookings: nobody comes, so their records are not read.
    expect(recordRequests()).toHaveLength(coming.length);
    harness.requests.length = 0;
    const again = await harness.value('day.contents', {});
    expect(again.requests).toBe(0);
    expect(harness.requests).toHaveLength(0);
  });

  it('answers from the working set while the service cannot be reached, saying how old the copy is', async () => {
    const today = await untilCounted();
    harness.sandbox.control.setFaults({ offline: true });
    try {
      await harness.value('bookings.list', { start: { on: 'today' } }).catch(() => undefined);
      const kept = await harness.value('day.contents', { day: today.day });
      expect(kept.bookings.map((b) => b.booking.code).sort()).toEqual(today.bookings.map((b) => b.booking.code).sort());
      expect(kept.asOf).toBeGreaterThan(0);
    } finally {
      harness.sandbox.control.clearFaults();
    }
  });

  it('refuses a day that is no date, with a message', async () => {
    const result = await harness.call('day.contents', { day: 42 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('invalid-input');
  });
});

describe('saving a PDF outside the desktop app', () => {
  it('says to use Print and "Save as PDF" instead', async () => {
    const result = await harness.call('print.savePdf', { fileName: 'manifest-2026-11-24.pdf' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'refused', message: expect.stringContaining('Save as PDF') });
  });

  it('refuses a file name that is not a plain PDF name', async () => {
    const result = await harness.call('print.savePdf', { fileName: '../../etc/passwd' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.kind).toBe('invalid-input');
  });
});

describe('overbooked days in the desk’s copy', () => {
  it('names the item and day whose bookings exceed its stock, and only those', async () => {
    const { store, clock } = harness.sandbox.control.services();
    const today = (await harness.value('day.contents', {})).day;
    const tomorrow = addDays(today, 1);
    const before = await harness.value('items.overbooked', { from: today, to: tomorrow });
    const overAlready = new Set(before.filter((entry) => entry.day === tomorrow).map((entry) => entry.itemId));
    const stay = store.state.bookings.find((b) => b.startDay <= tomorrow && tomorrow < b.endDay && b.statusId !== 'VOID' &&
      b.statusId !== 'CANCELLED' && !store.item(b.lines[0]!.itemId)!.unlimited && !overAlready.has(b.lines[0]!.itemId))!;
    const item = store.item(stay.lines[0]!.itemId)!;
    for (let copy = 1; copy <= item.stock + 1; copy += 1) {
      store.addBooking({ ...stay, id: 800_000 + copy, code: `OVRB-${String(copy).padStart(6, '0')}`, lastModified: clock.now(),
        lines: stay.lines.map((line) => ({ ...line, params: { ...line.params } })), checkedIn: null, checkedOut: null });
    }
    await harness.running.desk.account.offline().sync.incremental();
    const after = await harness.value('items.overbooked', { from: today, to: tomorrow });
    const flagged = after.filter((entry) => entry.itemId === item.id && entry.day === tomorrow);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.booked).toBeGreaterThan(item.stock);
    expect((await harness.call('items.overbooked', { from: today, to: addDays(today, 120) })).ok).toBe(false);
  });

  // A busy day's 2,000 contents made and checked against the contract again at every ask took tens of milliseconds
  // of the thread that answers the screens in one piece: asked again with nothing changed, each is the one sent last.
  it('sends the same contents again while nothing changed, and new ones for a booking whose record was read again', async () => {
    const day = addDays((await harness.value('day.contents', {})).day, 9);
    const first = await untilCounted(day);
    const again = await harness.value('day.contents', { day });
    expect(first.bookings.length).toBeGreaterThan(1);
    again.bookings.forEach((contents, at) => expect(contents).toBe(first.bookings[at]));
    const read = first.bookings.find((contents) => contents.source === 'record')!;
    await harness.value('bookings.get', { code: read.booking.code });
    const after = await harness.value('day.contents', { day });
    const changed = after.bookings.find((contents) => contents.booking.code === read.booking.code)!;
    expect(changed).not.toBe(read);
    expect(changed.source).toBe('record');
    expect(after.bookings.filter((contents) => contents !== changed).every((contents) => first.bookings.includes(contents))).toBe(true);
  });
});

describe('a desk without a data folder', () => {
  it('keeps its working set in a temporary folder and removes it when it closes', async () => {
    const throwaway = await deskOnDemo({ seed: 3, bookings: 50 });
    const folder = throwaway.running.dataDir;
    await throwaway.value('day.contents', {});
    expect(existsSync(folder)).toBe(true);
    await throwaway.close();
    expect(existsSync(folder)).toBe(false);
  });
});
