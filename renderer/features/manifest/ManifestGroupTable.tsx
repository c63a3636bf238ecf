// One group of the manifest: "13:00 Sunset Cruise", its roll-up (bookings, guests by parameter, "8 of 12 booked",
// paid and due, "3 of 5 checked in"), an overbooking flag, and its bookings.
import type { ReactNode } from 'react';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { Formatter } from '../../ui/format.js';
import type { AnswerColumn } from './answer-columns.js';
import { isOverbooked, type ManifestGroup } from './manifest-groups.js';
import { capacityText, progressOf, progressWord } from './manifest-text.js';
import { countsText, unknownWord } from '../../ui/counts-text.js';
import { groupHeadingId } from './JumpStrip.js';
import { ManifestRow } from './ManifestRow.js';
import { isNoShow } from './no-show.js';
import type { AccountNow } from '../../ui/account-now.js';
import type { StampKind } from '../../../shared/domain/stamps.js';

interface Props {
  day: Day;
  group: ManifestGroup;
  labels: ReadonlyMap<string, string>;
  format: Formatter;
  now: AccountNow;
  /** The booking form's fields the desk chose to show, in its order. */
  answerColumns: readonly AnswerColumn[];
  /** How many of its bookings to draw now (first-rows.ts); all of them when not given. */
  rows?: number;
  /** The desk is reading the records of bookings whose guests and amounts are not known yet. */
  counting: boolean;
  onStamp(kind: StampKind, contents: BookingContents): void;
  /** Under the heading: a departure's closing (departures/DepartureCloser.tsx). */
  extra?: ReactNode;
}

export function ManifestGroupTable({ day, group, labels, format, now, answerColumns, rows, counting, onStamp, extra }: Props) {
  const { rollup } = group;
  const id = groupHeadingId(group);
  const capacity = capacityText(group, format);
  return (
    <section className="manifest-group" aria-labelledby={id}>
      <h3 id={id}>
        {group.time ? <span className="slot-time">{format.clock(group.time)}</span> : null} {group.itemName}
        <span className="progress">{format.number(progressOf(group))} of {format.count(rollup.bookings, 'booking')} {progressWord(group.section)}</span>
      </h3>
      {extra ? <div className="group-extra">{extra}</div> : null}
      <p className="rollup">
        {rollup.countsPending === rollup.bookings
          ? <strong>Guests {unknownWord(counting)}</strong>
          : <><strong>{format.count(rollup.guests, 'guest')}</strong>
            {rollup.guests > 0 ? <> ({countsText(rollup.counts, labels, format)})</> : null}</>}
        {rollup.countsPending > 0 && rollup.countsPending < rollup.bookings
          ? <span className="muted"> · {format.count(rollup.countsPending, 'booking')} {counting ? 'still being counted' : 'not counted yet'}</span> : null}
        {capacity ? <> · {capacity}</> : null}
        {isOverbooked(group) ? <span className="badge badge-bad">Overbooked</span> : null}
        {' · '}{rollup.valuePending > 0 && rollup.valuePending === rollup.bookings
          ? <>value {unknownWord(counting)}</>
          : <>{format.money(rollup.value)} booked</>}
        {rollup.valuePending > 0 && rollup.valuePending < rollup.bookings
          ? <span className="muted"> (not yet known for {format.count(rollup.valuePending, 'booking')})</span> : null}
      </p>
      <table className={answerColumns.length > 0 ? `manifest-table answers-${Math.min(answerColumns.length, 4)}` : 'manifest-table'}>
        <thead>
          <tr>
            <th scope="col" className="tick"><span className="print-only" aria-hidden="true">✓</span><span className="visually-hidden">Tick</span></th>
            <th scope="col">Guest</th><th scope="col" className="counts">Guests</th><th scope="col" className="money value">Value</th><th scope="col" className="money balance">Balance</th>
            <th scope="col" className="notes"><span className="visually-hidden">Notes</span></th>
            {answerColumns.map((column) => <th key={column.id} scope="col" className="answer">{column.label}</th>)}
            <th scope="col" className="row-status">Status</th>
            <th scope="col" className="no-print action"><span className="visually-hidden">Action</span></th>
          </tr>
        </thead>
        <tbody>
          {(rows === undefined ? group.entries : group.entries.slice(0, rows)).map((entry) => (
            <ManifestRow
              key={entry.contents.booking.code} entry={entry} section={group.section} day={day} labels={labels} format={format}
              noShow={isNoShow(entry.contents, group.section, day, now, entry.time)} answerColumns={answerColumns}
              counting={counting} onStamp={onStamp}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
}
