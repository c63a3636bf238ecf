// What the desk's copy says of a booking's guests and of today's departures, for the handover and the readiness
// board: the same rules as the manifest (a booking's guests are the most people on one of its lines, parameters that
// are no guests left out; a departure is an item at its start time on the day).
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Closing } from '../../../shared/contract/model/departures.js';
import { instantInZone, timeInZone } from '../../../shared/domain/dates.js';
import { guestCount, notGuestIds } from '../../../shared/domain/guests.js';
import { NO_CHECK_IN_STATUSES } from '../../../shared/domain/statuses.js';
import type { DeskParts } from './desk-parts.js';

type FactsDesk = Pick<DeskParts, 'account' | 'details' | 'now'>;

/** The most people on one of the booking's lines, by its current record; null when the desk has not read it. */
export function guestsOfBooking(desk: FactsDesk, code: string): number | null {
  const held = desk.account.offline().workingSet.detail(code);
  if (!held || held.outdated || held.detail.lines.length === 0) return null;
  const notGuests = notGuestIds(desk.account.config()?.parameters);
  return Math.max(...held.detail.lines.map((line) => guestCount(line.counts, notGuests)));
}

export interface StartedDeparture {
  itemId: number;
  time: string;
  label: string;
  /** Guests expected and not checked in. */
  notIn: number;
}

/** Today's departures whose start has passed, not closed, with guests who never checked in. */
export function startedOpenDepartures(desk: FactsDesk, today: readonly BookingContents[], closings: readonly Closing[]): StartedDeparture[] {
  const workingSet = desk.account.offline().workingSet;
  const day = workingSet.today();
  const clock = timeInZone(desk.now() / 1000, desk.details.timeZone());
  const names = new Map(workingSet.items().items.map((item) => [item.id, item.name]));
  // The service's "09:00" written as every other time the desk shows: the account's locale, in its zone.
  const clockOf = (hhmm: string) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
    return match ? desk.details.clockTime(instantInZone(day, desk.details.timeZone(), Number(match[1]), Number(match[2])) * 1000) : hhmm;
  };
  const closed = new Set(closings.filter((closing) => closing.reopenedAt === null).map((closing) => `${closing.itemId}@${closing.time}`));
  const groups = new Map<string, StartedDeparture & { codes: Set<string> }>();
  for (const contents of today) {
    if (NO_CHECK_IN_STATUSES.has(contents.booking.status.id.toUpperCase()) || !contents.stampsKnown) continue;
    for (const line of contents.lines) {
      const starts = line.startDay ?? contents.booking.startDay;
      // The manifest's groups: a bookable item (an add-on goes with its main line), on one day, at a time, not cancelled.
      if (!names.has(line.itemId) || (line.endDay !== null && line.endDay !== line.startDay)) continue;
      if (line.statusId !== null && NO_CHECK_IN_STATUSES.has(line.statusId.toUpperCase())) continue;
      if (starts !== day || line.startTime === '' || line.startTime > clock) continue;
      const key = `${line.itemId}@${line.startTime}`;
      if (closed.has(key)) continue;
      const group = groups.get(key)
        ?? { itemId: line.itemId, time: line.startTime, label: `${clockOf(line.startTime)} ${names.get(line.itemId)!}`, notIn: 0, codes: new Set() };
      // A booking with two lines in one departure (a package) is one party.
      if (contents.checkedIn === null && !group.codes.has(contents.booking.code)) group.notIn += 1;
      group.codes.add(contents.booking.code);
      groups.set(key, group);
    }
  }
  return [...groups.values()].filter((group) => group.notIn > 0).sort((a, b) => a.time.localeCompare(b.time))
    .map(({ codes: _codes, ...group }) => group);
}
