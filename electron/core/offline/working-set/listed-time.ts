// The start time a listing's date text carries: booking/index has no time member (spec 2.7), but its date_desc
// ("Booked dates/times") writes one for a booking by the hour, e.g. "Sat Nov 21, 2026 13:00" or "… 1:00 PM".
import { clockText } from '../../../../shared/domain/dates.js';

const TIME = /(\d{1,2}):(\d{2})\s*([AaPp][Mm])?\s*$/;

/** "13:00" from the end of the text, 12-hour times made 24-hour; "" when the text ends in no time. */
export function listedStartTime(dates: string): string {
  const match = TIME.exec(dates.trim());
  if (!match) return '';
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return '';
  return clockText(hour, minute);
}
