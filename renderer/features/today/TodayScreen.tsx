// The start screen: today's arrivals, guests in house and departures, with one-key check-in and check-out.
import { useAccountFormat, type AccountFormat } from '../../ui/account-format.js';
import { Loading } from '../../ui/QueryState.js';
import { formatDay } from '../../ui/format.js';
import { AsOfLine } from '../offline/AsOfLine.js';
import { BoardList } from './BoardList.js';
import { todayIn, useDetails, useTodayBoard } from './today-board.js';
import './today.css';

export function TodayScreen() {
  const format = useAccountFormat();
  if (!format.known) return <Loading label="Opening today's board…" />;
  return <TodayBoard format={format} />;
}

function TodayBoard({ format }: { format: AccountFormat }) {
  const today = todayIn(format.timeZone);
  const board = useTodayBoard(today);
  const codes = [...board.arrivals.list.bookings, ...board.departures.list.bookings, ...board.inHouse.list.bookings]
    .map((booking) => booking.code);
  const details = useDetails([...new Set(codes)]);
  // From the working set when the service is out of reach: the oldest copy of the three is what to warn about.
  const copies = [board.arrivals, board.departures, board.inHouse].map(({ query }) => query.data?.asOf ?? null)
    .filter((asOf) => asOf !== null);
  const asOf = copies.length > 0 ? Math.min(...copies) : null;
  const column = (id: 'arrivals' | 'departures' | 'inHouse', title: string, empty: string) => {
    const { query, list } = board[id];
    return (
      <BoardList
        id={id} title={title} empty={empty} list={list} loading={query.isPending} error={query.error}
        retry={() => void query.refetch()} details={details} format={format}
      />
    );
  };
  return (
    <div className="today">
      <h1>Today <span className="muted">{formatDay(today, format.locale, 'long')}</span></h1>
      <AsOfLine asOf={asOf} />
      <div className="grid-3">
        {column('arrivals', 'Arrivals', 'No arrivals today.')}
        {column('inHouse', 'In house', 'Nobody is staying over today.')}
        {column('departures', 'Departures', 'No departures today.')}
      </div>
    </div>
  );
}
