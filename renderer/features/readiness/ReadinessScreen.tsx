// Readiness: the bookings of tomorrow (or a day, or the next days) with something to do before the guests
// arrive, grouped by what, from the desk's copy: at once, offline too, saying what it could not check.
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReadinessBoard, ReadinessRow } from '../../../shared/contract/model/readiness.js';
import { addDays, dayInZone, isoDay, parseDay, type Day } from '../../../shared/domain/dates.js';
import { useDeskPrefetch, useDeskQuery } from '../../desk/hooks.js';
import { navigate, readinessPath } from '../../navigation/router.js';
import { useFormatter } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';
import { ErrorNotice, Loading } from '../../ui/QueryState.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { BOOKINGS } from '../offline/record-names.js';
import { boardKeyHandler, useRowActions } from './readiness-actions.js';
import { FIRST_ROWS, ReadinessGroupView } from './ReadinessGroupView.js';
import { READING_REFETCH_MS } from './readiness-timing.js';
import { ReadinessTable } from './ReadinessTable.js';
import './readiness.css';
import { InlineError } from '../../ui/InlineError.js';

const SPANS = [1, 3, 7, 14] as const;


export function ReadinessScreen({ day, days }: { day: number | null; days: number }) {
  const format = useFormatter();
  const intl = useIntl();
  if (!format.known) return <Loading label={intl.formatMessage({ id: 'readiness.opening', defaultMessage: 'Opening the readiness board…' })} />;
  return <Readiness format={format} day={day} days={days} />;
}

function RangeChoice({ from, days, tomorrow }: { from: Day; days: number; tomorrow: Day }) {
  const prefetch = useDeskPrefetch();
  const intl = useIntl();
  const show = (day: Day, span = 1) => {
    prefetch('readiness.board', { from: day, days: span });
    navigate(readinessPath(day, span));
  };
  return (
    <div className="readiness-range row-actions" role="group" aria-label={intl.formatMessage({ id: 'readiness.days', defaultMessage: 'Which days' })}>
      <button type="button" className="btn" aria-pressed={from === tomorrow && days === 1} onClick={() => show(tomorrow)}>
        <FormattedMessage id="readiness.tomorrow" defaultMessage="Tomorrow" /></button>
      {SPANS.filter((span) => span > 1).map((span) => (
        <button key={span} type="button" className="btn" aria-pressed={from === tomorrow && days === span}
          onClick={() => show(tomorrow, span)}>
          <FormattedMessage id="readiness.nextDays" defaultMessage="Next {days, number} days" values={{ days: span }} /></button>
      ))}
      <label>
        <FormattedMessage id="readiness.from" defaultMessage="From" /> <input type="date" value={isoDay(from)} onChange={(event) => {
          const picked = parseDay(event.target.value);
          if (picked !== null) show(picked, days);
        }} />
      </label>
    </div>
  );
}

function Summary({ board }: { board: ReadinessBoard }) {
  const needing = new Set(board.groups.flatMap((group) => group.rows.map((row) => row.code))).size;
  return (
    <p className="readiness-summary" role="status">
      <FormattedMessage id="readiness.summary"
        defaultMessage="{expected, plural, one {# booking} other {# bookings}} expected · {needing, number} with something to do"
        values={{ expected: board.bookings, needing }} />
      {board.reading > 0 ? (
        <span className="muted"> · <FormattedMessage id="readiness.reading"
          defaultMessage="reading {records, plural, one {# record} other {# records}} still…" values={{ records: board.reading }} /></span>
      ) : null}
    </p>
  );
}

function Readiness({ format, day, days }: { format: Formatter; day: number | null; days: number }) {
  const tomorrow = addDays(dayInZone(Date.now() / 1000, format.timeZone), 1);
  const from = day ?? tomorrow;
  const query = useDeskQuery('readiness.board', { from, days }, {
    refetchInterval: (state) => ((state.state.data?.reading ?? 0) > 0 ? READING_REFETCH_MS : false),
  });
  const actions = useRowActions();
  const intl = useIntl();
  const board = query.data;
  const rows = useMemo(() => new Map<string, ReadinessRow>((board ? [...board.groups.flatMap((group) => group.rows), ...board.unknown] : [])
    .map((row) => [row.code, row])), [board]);
  const onKeyDown = useMemo(() => boardKeyHandler((code) => rows.get(code), actions.act), [rows, actions.act]);
  const notChecked = intl.formatMessage({ id: 'readiness.unknown', defaultMessage: 'Not checked' });
  const title = days === 1 ? format.day(from, 'long') : format.dayRange(from, addDays(from, days - 1), 'long');
  return (
    <div className="readiness" onKeyDown={onKeyDown}>
      <header className="readiness-head">
        <h1><FormattedMessage id="readiness.title" defaultMessage="Readiness" /> <span className="muted" translate="no">{title}</span></h1>
        <RangeChoice from={from} days={days} tomorrow={tomorrow} />
      </header>
      <AnswerNotes source={board} what={BOOKINGS} />
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      <InlineError failure={actions.failure} />
      {query.isPending ? <Loading label={intl.formatMessage({ id: 'readiness.loading', defaultMessage: 'Looking through the days ahead…' })} /> : null}
      {board ? <Summary board={board} /> : null}
      {board?.groups.map((group) => (
        <ReadinessGroupView key={group.id} group={group} from={from} format={format} currency={board.currency}
          showDay={days > 1} actions={actions} boardTitle={title} notCheckedBelow={board.unknown.length > 0} />
      ))}
      {board && board.unknown.length > 0 ? (
        <section className="readiness-group readiness-unknown" aria-labelledby="readiness-unknown">
          <h2 id="readiness-unknown">{notChecked} <span className="count">
            <FormattedMessage id="readiness.bookings" defaultMessage="{count, plural, one {# booking} other {# bookings}}" values={{ count: board.unknown.length }} />
          </span></h2>
          <p className="hint">
            <FormattedMessage id="readiness.unknown.about"
              defaultMessage="The desk has never read these bookings' full records, so their required answers and notes are not known here. {reading, select, yes {They are being read now.} other {Open one, or look again while the booking service answers.}}"
              values={{ reading: board.reading > 0 ? 'yes' : 'no' }} />
          </p>
          <ReadinessTable rows={board.unknown.slice(0, FIRST_ROWS)} format={format} showDay={days > 1} actions={actions} label={notChecked} />
          {board.unknown.length > FIRST_ROWS ? (
            <p className="muted">
              <FormattedMessage id="readiness.unknown.more" defaultMessage="and {count, plural, one {# more booking} other {# more bookings}}."
                values={{ count: board.unknown.length - FIRST_ROWS }} />
            </p>
          ) : null}
        </section>
      ) : null}
      {actions.dialog}
    </div>
  );
}
