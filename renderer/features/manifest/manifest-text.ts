// How the manifest writes its roll-ups, with the one formatter: "12 guests", "8 of 12".
import { amountOwed } from '../../../shared/domain/payment.js';
import type { Formatter } from '../../ui/format.js';
import { unknownWord } from '../../ui/counts-text.js';
import type { ManifestGroup, OtherLine, SectionId } from './manifest-groups.js';

/**
 * "12 guests", "12 guests (and 3 bookings not counted yet)", or "guests being counted" / "guests not known yet"
 * while none of the bookings' counts are known.
 */
export function guestsText(guests: number, pending: number, bookings: number, counting: boolean, format: Formatter): string {
  if (pending > 0 && pending === bookings) return `guests ${unknownWord(counting)}`;
  const counted = format.count(guests, 'guest');
  return pending > 0 ? `${counted} (and ${format.count(pending, 'booking')} not counted yet)` : counted;
}

/** "8 of 12" booked of the item's stock, or just the units when it has no limit. */
export function capacityText(group: ManifestGroup, format: Formatter): string | null {
  if (group.stock === null) return null;
  return `${format.number(group.occupied)} of ${format.number(group.stock)} booked`;
}

export const SECTION_TITLES = {
  activities: 'Activities', arrivals: 'Arrivals', inHouse: 'In house', departures: 'Departures',
} as const;

/** Departures are done when checked out; everything else when checked in. */
export const progressWord = (section: SectionId) => (section === 'departures' ? 'checked out' : 'checked in');
export const progressOf = (group: ManifestGroup) =>
  (group.section === 'departures' ? group.rollup.checkedOut : group.rollup.checkedIn);

/** "Harbour View Double, Nov 25 – 26" or "Snorkel Tour, Nov 26, 9:00 a.m.": another line of the same booking. */
export function otherLineText(line: OtherLine, format: Formatter): string {
  const { name, startDay, endDay, startTime } = line;
  if (startDay === null) return name;
  const days = endDay === null || endDay === startDay ? format.day(startDay, 'short') : format.dayRange(startDay, endDay, 'short');
  return `${name}, ${days}${startTime ? `, ${format.clock(startTime)}` : ''}`;
}

/** "also: Harbour View Double, Nov 25 – 26; Breakfast…", or '' for a booking of one line. */
export const alsoText = (others: readonly OtherLine[], format: Formatter): string =>
  (others.length === 0 ? '' : `also: ${others.map((line) => otherLineText(line, format)).join('; ')}`);

/**
 * The day's widest amounts in the Value and Balance columns, in characters: the columns are made that wide
 * (manifest.css), so that "KWD 1,234.567" is not cut where "$1,234.56" fitted.
 */
export function widestAmounts(sections: Readonly<Record<SectionId, readonly ManifestGroup[]>>, format: Formatter) {
  const widest = { value: 0, balance: 0 };
  for (const groups of Object.values(sections)) {
    for (const { entries } of groups) {
      for (const { value, contents: { booking } } of entries) {
        const owed = amountOwed({ statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due });
        widest.value = Math.max(widest.value, format.money(value).length);
        widest.balance = Math.max(widest.balance, `${format.money(owed)} due`.length);
      }
    }
  }
  return widest;
}
