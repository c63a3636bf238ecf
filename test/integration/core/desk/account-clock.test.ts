// The account's day and hour as a person at the desk meets them, on a clock pinned where days and hours turn: at
// 23:30 in the account's zone (America/Vancouver) and past midnight, and through the night its clocks go back an
// hour. The manifest shows the account's day, a check-in belongs to the day it was made on, and its time is said in
// the account's time, whatever the computer's zone (UTC in CI) says.
import { afterEach, describe, expect, it } from 'vitest';
import type { Stamp } from '../../../../shared/contract/model/booking.js';
import type { DayContents } from '../../../../shared/contract/model/booking-contents.js';
import { stampText } from '../../../../renderer/features/booking/booking-format.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { formatter, type Formatter } from '../../../../renderer/ui/format.js';
import { startSandbox, type RunningSandbox } from '../../../../electron/sandbox/index.js';
import { deskOnDemo, type DeskHarness } from '../../../support/desk-harness.js';
import { until } from '../../../support/until.js';

const opened: { sandbox: RunningSandbox; desk: DeskHarness }[] = [];
afterEach(async () => {
  for (const { sandbox, desk } of opened.splice(0)) {
    await desk.close();
    await sandbox.close();
  }
});

/** A desk on a demo account whose service's clock reads `at` now; the desk's clock is the service's, moved with it. */
async function deskAt(at: string): Promise<{ sandbox: RunningSandbox; desk: DeskHarness; format: Formatter; now: () => number }> {
  const sandbox = await startSandbox({ seed: 73, bookings: 400, startAt: Date.parse(at) / 1000 });
  const now = () => sandbox.control.services().clock.now() * 1000;
  const desk = await deskOnDemo({ sandbox, now });
  opened.push({ sandbox, desk });
  const { timezone } = await desk.value('accounts.info', {});
  expect(timezone).toBe('America/Vancouver');
  return { sandbox, desk, now, format: formatter({ locale: 'en-CA', currency: 'CAD', timeZone: timezone }) };
}

/** A guest on the day's manifest due on `since`, not checked in yet, not void or cancelled, and not one of `taken`. */
function arriving(contents: DayContents, taken: string[] = [], since = contents.day): string {
  const row = contents.bookings.find(({ booking, checkedIn }) => booking.startDay === since && checkedIn === null
    && !['VOID', 'CANCELLED'].includes(booking.status.id) && !taken.includes(booking.code));
  if (!row) throw new Error(`No guest left to arrive on ${contents.day}.`);
  return row.booking.code;
}

/** Checks the guest in, as a press at the desk does, and reads the check-in back from the manifest of `day`. */
async function checkIn(desk: DeskHarness, code: string, day: number): Promise<Stamp> {
  await desk.value('bookings.checkIn', { code, undoable: false });
  return until(async () => {
    const row = (await desk.value('day.contents', { day })).bookings.find(({ booking }) => booking.code === code);
    return row?.checkedIn?.at ? row.checkedIn : null;
  }, `the check-in of ${code} on the manifest of ${day}`);
}

describe("the account's day across midnight", () => {
  it('at 23:30 the manifest is still the evening\'s day; past midnight it is the next, and the evening\'s check-in stays on its own', async () => {
    // 23:30 on Thursday 12 November in Vancouver: already Friday in UTC.
    const { sandbox, desk, format, now } = await deskAt('2026-11-13T07:30:00Z');
    const evening = await desk.value('day.contents', {});
    expect(evening.day).toBe(20261112);
    const late = arriving(evening);
    const lateStamp = await checkIn(desk, late, 20261112);
    expect(lateStamp.at).toMatch(/^2026-11-12T23:3\d:\d\d-08:00$/);
    expect(stampText('checkIn', lateStamp, format, englishIntl(), now())).toMatch(/^Checked in by .+ at 11:3\d p\.m\.$/);

    // Forty minutes on: ten past midnight on Friday 13 November.
    sandbox.control.advanceClock(40 * 60);
    const morning = await desk.value('day.contents', {});
    expect(morning.day).toBe(20261113);
    // Last night's check-in is said with its date now, and is still on last night's manifest.
    const kept = (await desk.value('day.contents', { day: 20261112 })).bookings.find(({ booking }) => booking.code === late);
    expect(kept?.checkedIn?.at).toBe(lateStamp.at);
    expect(stampText('checkIn', lateStamp, format, englishIntl(), now())).toMatch(/^Checked in by .+ on Nov 12, 2026, 11:3\d p\.m\.$/);
    // A guest checked in after midnight (one of the evening's, arriving late) is checked in on the new day.
    const early = await checkIn(desk, arriving(morning, [late], 20261112), 20261113);
    expect(early.at).toMatch(/^2026-11-13T00:1\d:\d\d-08:00$/);
    expect(stampText('checkIn', early, format, englishIntl(), now())).toMatch(/^Checked in by .+ at 12:1\d a\.m\.$/);
  });
});

describe("the account's hour across a change of clocks", () => {
  it('the night Vancouver goes back an hour: the same day all through, each check-in said with the offset of its moment', async () => {
    // 1:50 a.m. Pacific Daylight Time on Sunday 1 November 2026; at 2:00 the clocks go back to 1:00 standard time.
    const { sandbox, desk, format, now } = await deskAt('2026-11-01T08:50:00Z');
    const before = await desk.value('day.contents', {});
    expect(before.day).toBe(20261101);
    const first = arriving(before);
    const daylight = await checkIn(desk, first, 20261101);
    expect(daylight.at).toMatch(/^2026-11-01T01:5\d:\d\d-07:00$/);
    expect(stampText('checkIn', daylight, format, englishIntl(), now())).toMatch(/^Checked in by .+ at 1:5\d a\.m\.$/);

    // Twenty minutes on: 1:10 a.m. again, standard time now; still Sunday.
    sandbox.control.advanceClock(20 * 60);
    const after = await desk.value('day.contents', {});
    expect(after.day).toBe(20261101);
    const standard = await checkIn(desk, arriving(after, [first]), 20261101);
    expect(standard.at).toMatch(/^2026-11-01T01:1\d:\d\d-08:00$/);
    expect(stampText('checkIn', standard, format, englishIntl(), now())).toMatch(/^Checked in by .+ at 1:1\d a\.m\.$/);
    // Said earlier on the clock, it came later: the instants keep their order.
    expect(Date.parse(standard.at)).toBeGreaterThan(Date.parse(daylight.at));
    expect(Date.parse(standard.at) - Date.parse(daylight.at)).toBeGreaterThanOrEqual(20 * 60_000 - 1_000);
  });
});
