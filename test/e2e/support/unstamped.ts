// A guest of today's manifest not yet checked in or out, whatever the hour a test runs at: the demo account's seed
// checks guests in and out as their times pass, so late in the evening every departure may be out and every tour
// in. A test takes a booking of the kind it needs, the service forgets its check-in and check-out, and the desk
// syncs and shows the page again.
import type { Page } from '@playwright/test';
import { dayInZone, type Day } from '../../../shared/domain/dates.js';
import type { Booking } from '../../../electron/sandbox/state/model.js';
import type { DeskApp } from './desk-app.js';

/** Statuses the seed checks guests in under (a void, cancelled, stopped or waiting booking has no one to check in). */
const STAMPABLE = (booking: Booking) => !['VOID', 'CANCELLED', 'STOP', 'WAIT'].includes(booking.statusId);

/** The code of the first booking `wanted` picks on today's manifest, never checked in or out from now on. */
export async function unstamped(app: DeskApp, page: Page, wanted: (booking: Booking, today: Day) => boolean): Promise<string> {
  const { store, clock } = app.sandbox.control.services();
  const today = dayInZone(clock.now(), store.state.account.timezone);
  const booking = store.state.bookings.find((candidate) => STAMPABLE(candidate) && wanted(candidate, today));
  if (!booking) throw new Error('The demo account has no booking of that kind today.');
  if (booking.checkedIn === null && booking.checkedOut === null) return booking.code;
  booking.checkedIn = null;
  booking.checkedOut = null;
  booking.lastModified = clock.nowWhole();
  store.changed();
  await app.desk.desk.account.offline().sync.incremental();
  await page.reload();
  return booking.code;
}
