// One column of the today board, keyboard-driven: ↑/↓ move, Enter opens, I checks in, O checks out.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { bookingPath, navigate } from '../../app/router.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskMutation } from '../../desk/hooks.js';
import type { AccountFormat } from '../../ui/account-format.js';
import { Empty, ErrorNotice, Loading } from '../../ui/QueryState.js';
import { actionFor, BoardRow } from './BoardRow.js';
import type { BoardList as List } from './today-board.js';

interface Props {
  id: 'arrivals' | 'departures' | 'inHouse';
  title: string;
  empty: string;
  list: List;
  loading: boolean;
  error: DeskFailure | null;
  retry(): void;
  details: Map<string, BookingDetail>;
  format: AccountFormat;
}

function moveFocus(event: KeyboardEvent<HTMLUListElement>, step: number) {
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>('.board-row')];
  const at = rows.indexOf(document.activeElement as HTMLElement);
  rows[Math.min(rows.length - 1, Math.max(0, at + step))]?.focus();
  event.preventDefault();
}

export function BoardList({ id, title, empty, list, loading, error, retry, details, format }: Props) {
  const queryClient = useQueryClient();
  const checkIn = useDeskMutation('bookings.checkIn', ['bookings.list']);
  const checkOut = useDeskMutation('bookings.checkOut', ['bookings.list']);
  const [busyCode, setBusyCode] = useState<string | null>(null);
  const run = (code: string, action: 'checkIn' | 'checkOut') => {
    setBusyCode(code);
    (action === 'checkIn' ? checkIn : checkOut).mutate({ code }, {
      onSuccess: (detail) => queryClient.setQueryData(['bookings.get', { code }], detail),
      onSettled: () => setBusyCode(null),
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const code = (document.activeElement as HTMLElement | null)?.dataset.code;
    if (event.key === 'ArrowDown') moveFocus(event, 1);
    else if (event.key === 'ArrowUp') moveFocus(event, -1);
    else if (code && event.key === 'Enter') navigate(bookingPath(code));
    else if (code && (event.key === 'i' || event.key === 'o')) {
      const action = actionFor(details.get(code), id);
      if (action === (event.key === 'i' ? 'checkIn' : 'checkOut')) run(code, action);
    }
  };
  return (
    <section className="panel board" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title} <span className="count">{loading ? '…' : list.bookings.length}</span></h2>
      <ErrorNotice error={error ?? checkIn.error ?? checkOut.error} onRetry={retry} />
      {loading ? <Loading /> : list.bookings.length === 0 ? <Empty>{empty}</Empty> : (
        <ul className="board-list" onKeyDown={onKeyDown}>
          {list.bookings.map((booking) => (
            <BoardRow
              key={booking.code} booking={booking} detail={details.get(booking.code)} format={format}
              action={actionFor(details.get(booking.code), id)} busy={busyCode === booking.code}
              onAction={(action) => run(booking.code, action)}
            />
          ))}
        </ul>
      )}
      {list.notComing > 0 ? <p className="muted">{list.notComing} void or cancelled not shown.</p> : null}
    </section>
  );
}
