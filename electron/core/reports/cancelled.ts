// A cancelled booking, for the report: VOID or CANCELLED (spec 3), whatever the manager counts as revenue.
import { NO_CHECK_IN_STATUSES } from '../../../shared/domain/statuses.js';
import type { PreparedBooking } from './report-entry.js';

export const isCancelled = (booking: PreparedBooking) => NO_CHECK_IN_STATUSES.has(booking.statusId);
