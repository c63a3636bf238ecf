// What the desk says about working offline, as plain functions of the time, so the wording can be read and
// tested without React: "held at 14:05 (12 min ago)", the banner, the "desk's copy" line.
import type { IntlShape } from 'react-intl';
import { ageText } from '../../i18n/age-text.js';
import { COPY_REASONS, copyReasonId } from '../../../shared/contract/model/copy-reasons.js';
import type { RecordName } from './record-names.js';
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

/** The desk's words for an outage, as the main process sends them (shared/contract/model/copy-reasons.ts). */
export const OFFLINE_REASON = COPY_REASONS.unreachable;

/** Why the copy is shown, in the desk's language; words the page does not know (a newer desk's) as they came. */
function reasonText(intl: IntlShape, reason: string): string {
  const id = copyReasonId(reason);
  if (id === null) return reason;
  return intl.formatMessage({
    id: 'offline.copyReason',
    defaultMessage: '{id, select, unreachable {the booking service cannot be reached} '
      + 'notYet {the booking service has not answered since Frontdesk started} '
      + 'serverFailed {the booking service failed to answer} '
      + "unreadable {the booking service's answer could not be read} "
      + 'askedToWait {the booking service asked the desk to wait} '
      + 'notAccepted {the booking service did not accept the request} '
      + 'couldNotAsk {the desk could not ask the booking service} '
      + 'signedOutAfterWrite {you are signed out: queued changes go out once you sign in again} '
      + 'sortedHere {the booking service lists in one order only, so the desk sorts its own copy} '
      + 'other {the booking service has no quick filter, so the desk filters its own copy}}',
  }, { id });
}

/**
 * Under a booking or a list answered from the working set, and why the service's own answer is not shown.
 * asOf 0: a copy whose time the desk does not know.
 */
export function asOfText(intl: IntlShape, asOf: number, clock: Clock, reason: string = OFFLINE_REASON): string {
  const why = reasonText(intl, reason);
  if (asOf <= 0) return intl.formatMessage({ id: 'offline.asOfUnknown', defaultMessage: 'Shown from an earlier copy on this desk: {why}.' }, { why });
  return intl.formatMessage({ id: 'offline.asOf', defaultMessage: "Shown from this desk's copy of {time}, {age}: {why}." },
    { time: clockText(asOf * 1000, clock), age: ageText(intl, asOf, clock.nowMs), why });
}

/** Records the service sent that the desk could not read: left out, and named in the desk's log. */
export function skippedText(intl: IntlShape, skipped: number, what: RecordName): string {
  return intl.formatMessage({
    id: 'offline.skipped',
    defaultMessage: '{count, plural, '
      + 'one {# {what, select, booking {booking} note {note} customer {customer} item {item} other {line or note}} from the '
      + "booking service could not be read and was left out. The desk's log names it for your administrator.} "
      + 'other {# {what, select, booking {bookings} note {notes} customer {customers} item {items} other {lines or notes}} '
      + "from the booking service could not be read and were left out. The desk's log names them for your administrator.}}",
  }, { count: skipped, what });
}
