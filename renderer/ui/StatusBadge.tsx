// A booking's status as a coloured badge; the colour is never the only sign (the name is always written). The name
// is the account's own (the service sends it), so it is never translated.
import type { BookingStatus } from '../../shared/contract/model/booking.js';

const TONE: Record<string, string> = {
  PAID: 'good', PART: 'warn', PEND: 'info', HOLD: 'info', WAIT: 'muted', STOP: 'bad', VOID: 'bad', CANCELLED: 'bad',
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`badge badge-${TONE[status.id] ?? 'muted'}`} title={status.id} translate="no">{status.name}</span>;
}
