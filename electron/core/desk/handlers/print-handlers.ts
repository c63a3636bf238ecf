// A manifest printed (or saved as a PDF): what it showed is kept in the shift's record, so that the manifest can say
// "3 bookings changed since you printed" and what changed, from the desk's copy as the change feed keeps it current.
import type { BookingContents } from '../../../../shared/contract/model/booking-contents.js';
import { guestCount, notGuestIds } from '../../../../shared/domain/guests.js';
import { changesSince, printedBooking } from '../../change-feed/print-changes.js';
import type { ShiftRecords } from '../../shift-record/shift-records.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';

/** What these handlers use of the desk. */
type PrintDesk = Pick<DeskParts, 'account' | 'details' | 'now' | 'serviceClock'>;

/** The most people on one of its lines, when the record says; null otherwise (never 0 for "not known"). */
function guestsOf(contents: BookingContents, notGuests: ReadonlySet<string>): number | null {
  if (contents.source !== 'record' || contents.lines.some((line) => line.counts === null)) return null;
  return Math.max(0, ...contents.lines.map((line) => guestCount(line.counts ?? {}, notGuests)));
}

export function printHandlers(desk: PrintDesk, records: ShiftRecords): Pick<DeskHandlers, 'manifest.printed' | 'manifest.changesSincePrint'> {
  const shownOn = async (day: number) => {
    const workingSet = desk.account.offline().workingSet;
    await workingSet.ready(day);
    const notGuests = notGuestIds(desk.account.config()?.parameters);
    return workingSet.dayBookings(day).map((contents) => printedBooking(contents, guestsOf(contents, notGuests)));
  };
  return {
    'manifest.printed': async ({ day }) => {
      const bookings = await shownOn(day);
      await (await records.current()).printed({ day, at: desk.now(), serviceAt: desk.serviceClock.serviceNow(), bookings });
      return { ok: true as const };
    },
    'manifest.changesSincePrint': async ({ day }) => {
      const mark = (await records.current()).lastPrint(day);
      const currency = desk.details.knownCurrency();
      if (!mark) return { day, currency, printedAt: null, changes: [] };
      return { day, currency, printedAt: mark.at, changes: changesSince(mark, await shownOn(day), currency) };
    },
  };
}
