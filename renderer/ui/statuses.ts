// The booking statuses the desk offers (docs/api-assumptions.md, "Bookings"), and what each one allows.
import type { IntlShape } from 'react-intl';
import type { BookingStatus } from '../../shared/contract/model/booking.js';
import { DEFAULT_STATUSES } from '../../shared/domain/statuses.js';

export const BOOKING_STATUSES: readonly BookingStatus[] = DEFAULT_STATUSES;

/** Statuses that end or halt a booking: their confirmation is styled as dangerous. */
export const DESTRUCTIVE_STATUSES: ReadonlySet<string> = new Set(['VOID', 'CANCELLED', 'STOP']);

/** The statuses to choose from: the known ones, plus the booking's own when the account configured another. */
export function statusChoices(current: BookingStatus): readonly BookingStatus[] {
  return BOOKING_STATUSES.some((s) => s.id === current.id) ? BOOKING_STATUSES : [...BOOKING_STATUSES, current];
}

export function statusName(id: string, current: BookingStatus): string {
  return statusChoices(current).find((s) => s.id === id)?.name ?? id;
}

/** Spec 3: the service refuses check-in and check-out of VOID and CANCELLED bookings; null when both are allowed. */
export function whyNoCheckIn(status: BookingStatus, intl: IntlShape): string | null {
  if (status.id !== 'VOID' && status.id !== 'CANCELLED') return null;
  return intl.formatMessage({
    id: 'stamp.reason.voidOrCancelled',
    defaultMessage: '{status, select, VOID {This booking is void, so it cannot be checked in or out.} other {This booking is cancelled, so it cannot be checked in or out.}}',
  }, { status: status.id });
}
