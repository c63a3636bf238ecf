// A no-show: expected on the day, past the start, and not checked in. An activity is late from its start time on
// the day; an arrival (no time in a stay) only once the day is over.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { AccountNow } from '../../ui/account-now.js';
import type { SectionId } from './manifest-groups.js';

/** `time`: the start of the line the row shows ("09:00" for the tour of a stay's second morning). Never said while
 *  the booking's check-in is not known yet (its record is still being read). */
export function isNoShow(contents: BookingContents, section: SectionId, day: Day, now: AccountNow,
  time: string = contents.startTime): boolean {
  if (!contents.stampsKnown || contents.checkedIn !== null || (section !== 'activities' && section !== 'arrivals')) return false;
  if (day < now.day) return true;
  if (day > now.day || section === 'arrivals') return false;
  return time !== '' && time < now.clock;
}
