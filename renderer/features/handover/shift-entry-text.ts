// A write of the shift's record in the desk's language: the main process sends its parts (kind, note text, bookmark
// set or removed, status, departure) and keeps its English only for the log; the words are the booking timeline's.
import type { IntlShape } from 'react-intl';
import type { TimelineWhat } from '../../../shared/contract/model/changes.js';
import type { ShiftEntry } from '../../../shared/contract/model/shift.js';
import { whatText, type MoneyText } from '../booking/timeline-text.js';

/** The entry as the timeline's data: a departure's counts are its bookings marked. */
function timelineWhat(entry: ShiftEntry): TimelineWhat {
  return {
    kind: 'write', write: entry.kind, statusId: entry.statusId, notify: entry.notify, amount: entry.amount,
    currency: entry.currency, code: entry.code, recorded: entry.what, mark: null,
    ...(entry.body !== undefined ? { body: entry.body } : {}),
    ...(entry.bookmarked !== undefined ? { bookmarked: entry.bookmarked } : {}),
    ...(entry.departureLabel !== undefined ? { departure: entry.departureLabel, noShows: entry.noShows.length, late: entry.late.length } : {}),
  };
}

/** "Check in", "Note: Late ferry", "Closed 13:00 Sunset Cruise: 1 no-show, 0 late", in the desk's language. */
export const entryText = (intl: IntlShape, entry: ShiftEntry, money: MoneyText): string => whatText(intl, timelineWhat(entry), money);
