// A no-show: expected on the day, past the start, and not checked in. An activity is late from its start time on
// the day; an arrival (no time in a stay) only once the day is over.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import { dayInZone, timeInZone, type Day } from '../../../shared/domain/dates.js';
import type { SectionId } from './manifest-groups.js';

/** Now, as the account's calendar day and wall-clock "HH:MM". */
export interface AccountNow {
  day: Day;
  clock: string;
}

/** By the desk's rules for the zone (dates.ts); an unknown zone (a service's typo) reads as UTC. */
export function accountNow(nowMs: number, timeZone: string): AccountNow {
  try {
    return { day: dayInZone(nowMs / 1000, timeZone), clock: timeInZone(nowMs / 1000, timeZone) };
  } catch {
    return accountNow(nowMs, 'UTC');
  }
}

/** `time`: the start of the line the row shows ("09:00" for the tour of a stay's second morning). Never said while
 *  the booking's check-in is not known yet (its record is still being read). */
export function isNoShow(contents: BookingContents, section: SectionId, day: Day, now: AccountNow,
  time: string = contents.startTime): boolean {
  if (!contents.stampsKnown || contents.checkedIn !== null || (section !== 'activities' && section !== 'arrivals')) return false;
  if (day < now.day) return true;
  if (day > now.day || section === 'arrivals') return false;
  return time !== '' && time < now.clock;
}
