// What the desk says about working offline, as plain functions of the time, so the wording can be read and
// tested without React: "held at 14:05 (12 min ago)", the banner, the "desk's copy" line.
import type { IntlShape } from 'react-intl';
import { ageText } from '../../i18n/age-text.js';
import { age } from '../../ui/format.js';
import { formatWhen } from '../../ui/format-dates.js';

export interface Clock {
  locale: string;
  timeZone: string;
  nowMs: number;
}

/** "14:05" for today, "Mar 3, 2026, 14:05" for another day, in the account's time zone. */
export function clockText(unixMs: number, clock: Clock): string {
  return formatWhen(unixMs / 1000, clock.locale, clock.timeZone, clock.nowMs);
}

/**
 * The banner's first sentence: when the copy shown was taken, and how old that makes it ("… held at 14:05 (12 min
 * ago)."); without a known time it still says what the screens show.
 */
export function offlineHeadline(heldAt: number | null, clock: Clock, intl: IntlShape): string {
  if (heldAt === null) return intl.formatMessage({ id: 'offline.headlineNoTime', defaultMessage: 'Offline — showing what this desk holds.' });
  return intl.formatMessage({ id: 'offline.headline', defaultMessage: 'Offline — showing what this desk held at {time} ({age}).' },
    { time: clockText(heldAt * 1000, clock), age: ageText(intl, heldAt, clock.nowMs) });
}

export const offlinePromise = (intl: IntlShape): string =>
  intl.formatMessage({ id: 'offline.promise', defaultMessage: 'Changes are kept and sent when the connection is back.' });

/**
 * Under a booking or a list answered from the working set, and why the service's own answer is not shown.
 * asOf 0: a copy whose time the desk does not know.
 */
/** The desk's words for an outage (electron/core/desk/offline-reads.ts OFFLINE_REASON). */
export const OFFLINE_REASON = 'the booking service cannot be reached';

export function asOfText(asOf: number, clock: Clock, reason = OFFLINE_REASON): string {
  if (asOf <= 0) return `Shown from an earlier copy on this desk: ${reason}.`;
  return `Shown from this desk's copy of ${clockText(asOf * 1000, clock)}, ${age(asOf, clock.nowMs)}: ${reason}.`;
}

/** Records the service sent that the desk could not read: left out, and named in the desk's log. */
export function skippedText(skipped: number, what: { one: string; other: string }): string {
  const noun = skipped === 1 ? what.one : what.other;
  const verb = skipped === 1 ? 'was' : 'were';
  return `${skipped} ${noun} from the booking service could not be read and ${verb} left out. The desk's log names ` +
    `${skipped === 1 ? 'it' : 'them'} for your administrator.`;
}
