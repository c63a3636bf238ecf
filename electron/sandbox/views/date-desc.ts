// date_desc texts such as "Wed Mar  5, 2014" (spec 2.7 sample), in the account's time zone.
import { isoDay, type Day } from '../../../shared/domain/dates.js';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayText(day: Day): string {
  const date = new Date(`${isoDay(day)}T00:00:00Z`);
  return `${WEEKDAY[date.getUTCDay()]} ${MONTH[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, ' ')}`;
}

export function dateDesc(startDay: Day, endDay: Day, startTime: string): string {
  const year = Math.floor(endDay / 10000);
  if (startTime !== '') return `${dayText(startDay)}, ${year} ${startTime}`;
  if (startDay === endDay) return `${dayText(startDay)}, ${year}`;
  return `${dayText(startDay)} - ${dayText(endDay)}, ${year}`;
}
