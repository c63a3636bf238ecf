// The start screen: today's arrivals, guests in house and departures, with one-key check-in and check-out.
import { useAccountFormat, type AccountFormat } from '../../ui/account-format.js';
import { Loading } from '../../ui/QueryState.js';
import { formatDay } from '../../ui/format.js';
import { combinedSource } from '../../../shared/contract/model/answer-source.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { BOOKINGS } from '../offline/record-names.js';
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
  const source = combinedSource([board.arrivals, board.departures, board.inHouse].map(({ query }) => query.data));
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
      <AnswerNotes source={source} what={BOOKINGS} />
      <div className="grid-3">
        {column('arrivals', 'Arrivals', 'No arrivals today.')}
        {column('inHouse', 'In house', 'Nobody is staying over today.')}
        {column('departures', 'Departures', 'No departures today.')}
      </div>
    </div>
  );
}
