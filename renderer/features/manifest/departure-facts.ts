// A manifest group as a departure: whether it has started (closing comes after its start), who never checked in,
// and its closing if it has one.
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Closing } from '../../../shared/contract/model/departures.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { ManifestGroup } from './manifest-groups.js';
import type { AccountNow } from '../../ui/account-now.js';

/** A group that is a departure: an activity at a time. Stays have no start to close after. */
export const isDeparture = (group: ManifestGroup): boolean => group.section === 'activities' && group.time !== '';

export function hasStarted(group: ManifestGroup, day: Day, now: AccountNow): boolean {
  return day < now.day || (day === now.day && group.time <= now.clock);
}

/** Guests of the group never checked in, whose check-in the desk knows (a record read), each once. */
export function neverCheckedIn(group: ManifestGroup): BookingContents[] {
  const seen = new Set<string>();
  return group.entries.map((entry) => entry.contents).filter((contents) => {
    if (seen.has(contents.booking.code) || !contents.stampsKnown || contents.checkedIn !== null) return false;
    if (contents.pending.some((write) => write.kind === 'checkIn')) return false;
    seen.add(contents.booking.code);
    return true;
  });
}

export function closingOf(group: ManifestGroup, closings: readonly Closing[]): Closing | null {
  return closings.find((closing) => closing.itemId === group.itemId && closing.time === group.time) ?? null;
}

/** "9:00 a.m. Islands Snorkeling Tour": as the manifest heads the group, in the closing's question and its notes. */
export const departureLabel = (group: ManifestGroup, clock: (hhmm: string) => string): string => `${clock(group.time)} ${group.itemName}`;
