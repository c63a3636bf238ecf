// One booking on the today board: who, what, paid or due, and the one action that fits (check in or out).
import type { BookingDetail, BookingSummary } from '../../../shared/contract/model/booking.js';
import { bookingPath, navigate } from '../../app/router.js';
import type { AccountFormat } from '../../ui/account-format.js';
import { formatMoney, formatter } from '../../ui/format.js';
import { StatusBadge } from '../../ui/StatusBadge.js';

export type BoardAction = 'checkIn' | 'checkOut' | null;

export function actionFor(detail: BookingDetail | undefined, list: 'arrivals' | 'departures' | 'inHouse'): BoardAction {
  if (!detail) return null;
  if (!detail.checkedIn && list !== 'departures') return 'checkIn';
  if (detail.checkedIn && !detail.checkedOut && list === 'departures') return 'checkOut';
  return null;
}

interface Props {
  booking: BookingSummary;
  detail: BookingDetail | undefined;
  action: BoardAction;
  busy: boolean;
  format: AccountFormat;
  onAction(action: Exclude<BoardAction, null>): void;
}

function Stamps({ detail, format }: { detail: BookingDetail | undefined; format: AccountFormat }) {
  if (!detail) return <span className="muted">…</span>;
  // A time for today's stamps; a date too for a guest who arrived on an earlier day.
  const when = (at: string) => formatter(format).when(at);
  if (detail.checkedOut) return <span>Checked out {when(detail.checkedOut.at)} by {detail.checkedOut.staffName}</span>;
  if (detail.checkedIn) return <span>Checked in {when(detail.checkedIn.at)} by {detail.checkedIn.staffName}</span>;
  return <span className="muted">Not checked in</span>;
}

/** A check-in or check-out made while the service was out of reach: the stamp shown is this desk's, not yet the service's. */
function QueuedBadge({ detail }: { detail: BookingDetail | undefined }) {
  const write = detail?.pending.find((pending) => pending.kind === 'checkIn' || pending.kind === 'checkOut');
  if (!write) return null;
  const what = write.kind === 'checkIn' ? 'Check-in' : 'Check-out';
  if (write.state === 'conflict') return <span className="badge badge-bad">{what} refused</span>;
  return <span className="badge badge-info">{what} pending</span>;
}

export function BoardRow({ booking, detail, action, busy, format, onAction }: Props) {
  const due = Number(booking.due) > 0;
  const currency = detail?.currency || format.currency;
  return (
    <li
      className="board-row" tabIndex={0} data-code={booking.code}
      aria-label={`${booking.customer.name}, ${booking.code}`}
      onDoubleClick={() => navigate(bookingPath(booking.code))}
    >
      <div className="board-who">
        <a href={`#/${bookingPath(booking.code)}`} tabIndex={-1}><strong>{booking.customer.name || 'Guest'}</strong></a>
        <span className="muted">{booking.code} · {booking.summary}</span>
        <Stamps detail={detail} format={format} />
      </div>
      <div className="board-money">
        <StatusBadge status={booking.status} />
        <QueuedBadge detail={detail} />
        {due
          ? <span className="badge badge-warn">Due {formatMoney(booking.due, currency, format.locale)}</span>
          : booking.status.id !== 'PAID' ? <span className="badge badge-good">Nothing due</span> : null}
      </div>
      <div className="board-action">
        {action ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onAction(action)}>
            {busy ? 'Saving…' : action === 'checkIn' ? 'Check in' : 'Check out'} <kbd aria-hidden="true">{action === 'checkIn' ? 'I' : 'O'}</kbd>
          </button>
        ) : null}
      </div>
    </li>
  );
}
