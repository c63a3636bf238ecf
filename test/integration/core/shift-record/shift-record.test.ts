// The shift's record, on a desk of the demo account at a pinned Thursday morning: every write a person made is
// recorded once, by whom and when, and followed to where it stands (at the service, taken back, refused); the
// handover's totals are the service's own write log and the money it recorded; the record is on disk at every step
// (a crash loses nothing), a full disk is said and nothing dropped, each account keeps its own, and removing an account
// removes its record and the key that opened it.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordWriter } from '../../../../electron/core/shift-record/record-files.js';
import { recordFolder, recordKeyName } from '../../../../electron/core/shift-record/record-files.js';
import { writeAtomically } from '../../../../electron/core/platform/owner-only-files.js';
import { MemoryVault } from '../../../../electron/core/vault/memory-vault.js';
import { MemorySettingsStore } from '../../../../electron/core/settings/settings-store.js';
import { DEFAULT_SETTINGS } from '../../../../electron/core/settings/desk-settings.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import type { Booking } from '../../../../electron/sandbox/state/model.js';
import { readAmount } from '../../../../shared/domain/money.js';
import { deskOnDemo, type DeskHarness, type DeskOnDemoOptions } from '../../../support/desk-harness.js';
import { makeSlip } from '../../../support/slips.js';
import { useTempFolders } from '../../../support/temp-folders.js';
import { until } from '../../../support/until.js';

const PINNED = Date.parse('2026-11-12T18:30:00Z');
const TODAY = 20261112;
const tempFolder = useTempFolders('frontdesk-shift-record-');
const opened: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const each of opened.splice(0).reverse()) await each.close();
});

async function open(options: DeskOnDemoOptions = {}): Promise<DeskHarness> {
  const sandbox = options.sandbox ?? await startSandbox({ seed: 58, bookings: 400, startAt: PINNED / 1000 });
  if (!options.sandbox) opened.push(sandbox);
  const skew = PINNED - Date.now();
  const harness = await deskOnDemo({ now: () => Date.now() + skew, ...options, sandbox });
  opened.push(harness);
  await harness.running.desk.account.offline().sync.full();
  return harness;
}

const live = (b: Booking) => !['VOID', 'CANCELLED'].includes(b.statusId);
const onToday = (b: Booking) => b.startDay <= TODAY && b.endDay >= TODAY;
const bookingsOf = (sandbox: RunningSandbox) => sandbox.control.services().store.state.bookings;
const recordOf = (harness: DeskHarness) => harness.value('shift.record', {});

describe("the shift's record", () => {
  it('records each write once, by whom, follows it to the service, and the handover adds up to the service\'s write log', async () => {
    const harness = await open();
    const { sandbox } = harness;
    const [staff] = (await harness.value('desk.status', {})).staff.slice(1);
    await harness.value('staff.setActing', { accountId: staff!.accountId });
    const today = bookingsOf(sandbox).filter((b) => live(b) && onToday(b));
    const arriving = today.filter((b) => !b.checkedIn);
    const [checkIn, undone] = arriving;
    const leaving = bookingsOf(sandbox).find((b) => live(b) && b.total > b.paidTotal && b.startDay <= TODAY && !b.checkedOut)!;
    const pending = bookingsOf(sandbox).find((b) => b.statusId === 'PEND' && b.startDay > TODAY)!;
    const voided = bookingsOf(sandbox).find((b) => b.statusId === 'VOID')!;
    const before = sandbox.control.writes().length;

    await harness.value('bookings.checkIn', { code: checkIn!.code });
    await harness.value('bookings.get', { code: leaving.code });
    const due = leaving.total - leaving.paidTotal;
    await harness.value('bookings.checkOut', { code: leaving.code, settle: true });
    await harness.value('bookings.addNote', { code: pending.code, body: 'Called: arriving by the late ferry.' });
    await harness.value('bookings.setBookmark', { code: pending.code, bookmarked: true });
    await harness.value('bookings.setStatus', { code: pending.code, statusId: 'HOLD', notify: false, setPaid: false });
    await harness.value('bookings.checkIn', { code: undone!.code, undoable: true });
    await harness.value('bookings.undoStamp', { code: undone!.code });
    expect((await harness.call('bookings.checkIn', { code: voided.code })).ok).toBe(false);
    await harness.value('basket.add', { slips: [makeSlip(sandbox, { itemId: 301, days: 1 })] });
    const created = await harness.value('basket.create', { values: { customer_name: 'Walk-in Wanda' } });

    const record = await recordOf(harness);
    const mine = record.entries.filter((entry) => entry.at >= PINNED);
    const byKind = (kind: string) => mine.filter((entry) => entry.kind === kind);
    expect(byKind('checkIn').map((entry) => [entry.code, entry.state]).sort()).toEqual([
      [checkIn!.code, 'sent'], [undone!.code, 'undone'], [voided.code, 'refused'],
    ].sort());
    expect(byKind('settle')).toMatchObject([{ code: leaving.code, state: 'sent', method: 'point of sale' }]);
    expect(byKind('created')).toMatchObject([{ code: created.code, guestName: 'Walk-in Wanda', state: 'sent' }]);
    expect(mine.every((entry) => entry.staffName === staff!.name && entry.deskName === 'This desk')).toBe(true);

    const writes = sandbox.control.writes().slice(before);
    const count = (kind: string) => writes.filter((write) => write.kind === kind).length;
    const summary = await harness.value('shift.summary', {});
    expect(summary.writes).toMatchObject({
      checkIn: count('checkin'), checkOut: count('checkout'), note: count('note'), bookmark: count('bookmark'),
      created: count('create'),
    });
    expect(summary.writes.status + summary.writes.settle).toBe(count('update'));
    const settled = readAmount(summary.settledTotal)!;
    expect(Number(settled.units) * 10 ** (2 - settled.places)).toBe(due);
    expect(summary.settled).toEqual([{ method: 'point of sale', amount: summary.settledTotal, count: 1 }]);
    // Guests: the most people on one of the booking's lines, as the service's record counts them.
    const people = Math.max(...checkIn!.lines.map((line) => (line.params.adults ?? 0) + (line.params.children ?? 0)));
    expect(summary.guestsIn).toEqual({ bookings: 1, guests: people, guestsNotKnown: 0 });
    // The booking's own timeline: this desk's write, and the service's note of it with its author.
    const timeline = await harness.value('bookings.timeline', { code: checkIn!.code });
    // As data the page words: who by name, what by kind (the English of the write kept for the record on disk).
    expect(timeline.events).toEqual(expect.arrayContaining([
      expect.objectContaining({ source: 'thisDesk', who: { kind: 'staff', name: staff!.name }, desk: null,
        what: expect.objectContaining({ kind: 'write', write: 'checkIn', recorded: 'Check in' }) }),
      expect.objectContaining({ source: 'service', who: { kind: 'staff', name: staff!.name }, what: { kind: 'stamped', stamp: 'checkIn' } }),
    ]));
    const noted = await harness.value('bookings.timeline', { code: pending.code });
    expect(noted.events.map((event) => event.what)).toEqual(expect.arrayContaining([
      expect.objectContaining({ write: 'note', body: 'Called: arriving by the late ferry.' }),
      expect.objectContaining({ write: 'bookmark', bookmarked: true }),
      expect.objectContaining({ write: 'status', statusId: 'HOLD', notify: false }),
    ]));
    expect(summary.openQuestions).toEqual(expect.not.arrayContaining([expect.objectContaining({ kind: 'refused' })]));
  });

  it('is on disk at every step: a desk that crashed finds it as it was, and its handover note for the next person', async () => {
    const dataDir = tempFolder();
    const vault = new MemoryVault();
    const settings = new MemorySettingsStore(structuredClone(DEFAULT_SETTINGS));
    const first = await open({ dataDir, vault, settings });
    const booking = bookingsOf(first.sandbox).find((b) => live(b) && onToday(b) && !b.checkedIn)!;
    await first.value('bookings.checkIn', { code: booking.code });
    await first.value('shift.handOver', { note: 'Room 4 key is at the bar.' });
    await first.running.records.watch.settled();
    // What the disk holds this instant, as a power cut would leave it.
    const crashed = tempFolder();
    cpSync(dataDir, crashed, { recursive: true });
    const second = await open({ dataDir: crashed, vault, settings, sandbox: first.sandbox });
    const record = await recordOf(second);
    expect(record.entries.filter((entry) => entry.kind === 'checkIn').map((entry) => [entry.code, entry.state])).toEqual([[booking.code, 'sent']]);
    expect(await second.value('shift.lastHandover', {})).toMatchObject({ note: 'Room 4 key is at the bar.', read: false });
  });

  it('says when the disk is full, keeps every write in memory meanwhile, and saves them once the disk takes them again', async () => {
    let full = true;
    const recordWriter: RecordWriter = async (path, data) => {
      if (full) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
      await writeAtomically(path, data);
    };
    const harness = await open({ dataDir: tempFolder(), recordWriter });
    const [one, two] = bookingsOf(harness.sandbox).filter((b) => live(b) && onToday(b) && !b.checkedIn);
    await harness.value('bookings.checkIn', { code: one!.code });
    const told = await recordOf(harness);
    expect(told.warning).toMatchObject({ kind: 'notSaved', cause: 'full', code: 'ENOSPC' });
    expect(told.entries.map((entry) => entry.code)).toContain(one!.code);
    // Said on every screen too, where the outbox says its own trouble.
    expect((await harness.value('desk.status', {})).offlineWarning).toMatch(/^The shift's record was not saved: the disk is full\. Free some space on this computer; Frontdesk keeps it in memory/);
    full = false;
    await harness.value('bookings.checkIn', { code: two!.code });
    const after = await recordOf(harness);
    expect(after.warning).toBeNull();
    expect((await harness.value('desk.status', {})).offlineWarning).toBeNull();
    expect(after.entries.map((entry) => entry.code)).toEqual(expect.arrayContaining([one!.code, two!.code]));
  });

  it('keeps each account its own, and removing an account removes its record and the key that opened it', async () => {
    const dataDir = tempFolder();
    const vault = new MemoryVault();
    const harness = await open({ dataDir, vault });
    const booking = bookingsOf(harness.sandbox).find((b) => live(b) && onToday(b) && !b.checkedIn)!;
    await harness.value('bookings.checkIn', { code: booking.code });
    const other = await startSandbox({ seed: 59, bookings: 60, startAt: PINNED / 1000 });
    opened.push(other);
    const added = await harness.value('accounts.addTokenPair', { label: 'Second business', baseUrl: other.url, apiKey: other.apiKey, apiSecret: other.apiSecret });
    await harness.value('accounts.select', { accountId: added.id });
    expect((await recordOf(harness)).entries).toEqual([]);
    await harness.value('accounts.select', { accountId: 'demo' });
    expect((await recordOf(harness)).entries.map((entry) => entry.code)).toEqual([booking.code]);
    expect(existsSync(recordFolder(dataDir, 'demo'))).toBe(true);
    await harness.value('accounts.remove', { accountId: 'demo' });
    expect(existsSync(recordFolder(dataDir, 'demo'))).toBe(false);
    expect(await vault.read(`secret-key:${recordKeyName('demo')}`)).toBeNull();
    expect(existsSync(join(dataDir, 'shift-records'))).toBe(true);
  });

  it("writes a departure's time in its open questions as the account's locale writes times (9:00 a.m. in en_CA), never 09:00", async () => {
    const harness = await open();
    // Today's records read (as the manifest reads them behind): only then does the desk know who never checked in.
    await until(async () => (await harness.value('day.contents', { day: TODAY })).countsPending === 0, "today's records");
    const summary = await harness.value('shift.summary', {});
    // 10:30 in Vancouver: the morning's departures have started, and nobody on this desk has closed them.
    const notClosed = summary.openQuestions.flatMap((question) => (typeof question !== 'string' && question.kind === 'startedOpen' ? [question] : []));
    expect(notClosed.length).toBeGreaterThan(0);
    for (const question of notClosed) expect(question.departure).toMatch(/^([1-9]|1[0-2]):[0-5]\d\sa\.m\. \S/);
  });
});
