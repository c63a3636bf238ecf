// How the manifest writes its roll-ups, with the one formatter: "12 guests", "8 of 12".
import { words } from '../../i18n/words.js';
import { amountOwed } from '../../../shared/domain/payment.js';
import { defineMessages, type IntlShape } from 'react-intl';
import type { Formatter } from '../../ui/format.js';
import type { ManifestGroup, OtherLine, SectionId } from './manifest-groups.js';

/**
 * "12 guests", "12 guests (and 3 bookings not counted yet)", or "guests being counted" / "guests not known yet"
 * while none of the bookings' counts are known.
 */
export function guestsText(guests: number, pending: number, bookings: number, counting: boolean, intl: IntlShape): string {
  if (pending > 0 && pending === bookings) {
    return counting ? intl.formatMessage({ id: 'manifest.guestsBeingCounted', defaultMessage: 'guests being counted' })
      : intl.formatMessage({ id: 'manifest.guestsNotKnown', defaultMessage: 'guests not known yet' });
  }
  const counted = intl.formatMessage({ id: 'manifest.guests', defaultMessage: '{guests, plural, one {# guest} other {# guests}}' }, { guests });
  return pending > 0 ? intl.formatMessage({
    id: 'manifest.guestsAndNotCounted',
    defaultMessage: '{counted} (and {pending, plural, one {# booking} other {# bookings}} not counted yet)',
  }, { counted, pending }) : counted;
}

/** "8 of 12 booked" of the item's stock, or null when it has no limit. */
export function capacityText(group: ManifestGroup, intl: IntlShape): string | null {
  if (group.stock === null) return null;
  return intl.formatMessage({ id: 'manifest.capacity', defaultMessage: '{occupied, number} of {stock, number} booked' },
    { occupied: group.occupied, stock: group.stock });
}

export const SECTION_TITLES = words(defineMessages({
  activities: { id: 'manifest.section.activities', defaultMessage: 'Activities' },
  arrivals: { id: 'manifest.section.arrivals', defaultMessage: 'Arrivals' },
  inHouse: { id: 'manifest.section.inHouse', defaultMessage: 'In house' },
  departures: { id: 'manifest.section.departures', defaultMessage: 'Departures' },
}));

export const progressOf = (group: ManifestGroup) =>
  (group.section === 'departures' ? group.rollup.checkedOut : group.rollup.checkedIn);

/** "3 of 12 checked in", "3 of 12 checked out" (departures are done when checked out, the rest when checked in). */
export function progressText(section: SectionId, done: number, of: number, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'manifest.progress',
    defaultMessage: '{section, select, departures {{done, number} of {of, number} checked out} other {{done, number} of {of, number} checked in}}',
  }, { section, done, of });
}

/** "Harbour View Double, Nov 25 – 26" or "Snorkel Tour, Nov 26, 9:00 a.m.": another line of the same booking. */
export function otherLineText(line: OtherLine, format: Formatter): string {
  const { name, startDay, endDay, startTime } = line;
  if (startDay === null) return name;
  const days = endDay === null || endDay === startDay ? format.day(startDay, 'short') : format.dayRange(startDay, endDay, 'short');
  return `${name}, ${days}${startTime ? `, ${format.clock(startTime)}` : ''}`;
}

/** "also: Harbour View Double, Nov 25 – 26; Breakfast…", or '' for a booking of one line. */
export const alsoText = (others: readonly OtherLine[], format: Formatter, intl: IntlShape): string =>
  (others.length === 0 ? '' : intl.formatMessage({ id: 'manifest.alsoBooked', defaultMessage: 'also: {lines}' },
    { lines: others.map((line) => otherLineText(line, format)).join('; ') }));

/** What a row says is still to pay: "$1,410.00 due". */
export const dueText = (owed: string, intl: IntlShape): string =>
  intl.formatMessage({ id: 'manifest.row.due', defaultMessage: '{owed} due' }, { owed });

/**
 * The day's widest amounts in the Value and Balance columns, in characters: the columns are made that wide
 * (manifest.css), so that "KWD 1,234.567" is not cut where "$1,234.56" fitted, nor a longer language's words for
 * what is due where English fitted.
 */
export function widestAmounts(sections: Readonly<Record<SectionId, readonly ManifestGroup[]>>, format: Formatter, intl: IntlShape) {
  const widest = { value: 0, balance: 0 };
  for (const groups of Object.values(sections)) {
    for (const { entries } of groups) {
      for (const { value, contents: { booking } } of entries) {
        const owed = amountOwed({ statusId: booking.status.id, total: booking.total, paid: booking.paid, due: booking.due });
        widest.value = Math.max(widest.value, format.money(value).length);
        widest.balance = Math.max(widest.balance, dueText(format.money(owed), intl).length);
      }
    }
  }
  return widest;
}
