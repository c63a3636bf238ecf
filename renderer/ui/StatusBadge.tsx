// A booking's status as a coloured badge; the colour is never the only sign (the name is always written). The name
// is the account's own (the service sends it), so it is never translated.
import type { BookingStatus } from '../../shared/contract/model/booking.js';

const TONE: Record<string, string> = {
  PAID: 'good', PART: 'warn', PEND: 'info', HOLD: 'info', WAIT: 'muted', STOP: 'bad', VOID: 'bad', CANCELLED: 'bad',
};

/** The badge's colour for a status: the list paints its badges itself (booking-list/row-painter.ts). */
export const statusTone = (status: BookingStatus): string => TONE[status.id] ?? 'muted';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge badge-${statusTone(status)}`} title={status.id} translate="no">{status.name}</span>;
}
