// One group of the manifest: "13:00 Sunset Cruise", its roll-up (bookings, guests by parameter, "8 of 12 booked",
// paid and due, "3 of 5 checked in"), an overbooking flag, and its bookings.
import { words } from '../../i18n/words.js';
import { FormattedMessage, defineMessages, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import type { BookingContents } from '../../../shared/contract/model/booking-contents.js';
import type { Day } from '../../../shared/domain/dates.js';
import type { Formatter } from '../../ui/format.js';
import type { AnswerColumn } from './answer-columns.js';
import { isOverbooked, type ManifestGroup } from './manifest-groups.js';
import { capacityText, progressOf } from './manifest-text.js';
import { countsText } from '../../ui/counts-text.js';
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

const COLUMNS = words(defineMessages({
  tick: { id: 'manifest.column.tick', defaultMessage: 'Tick' },
  guest: { id: 'manifest.column.guest', defaultMessage: 'Guest' },
  guests: { id: 'manifest.column.guests', defaultMessage: 'Guests' },
  value: { id: 'manifest.column.value', defaultMessage: 'Value' },
  balance: { id: 'manifest.column.balance', defaultMessage: 'Balance' },
  notes: { id: 'manifest.column.notes', defaultMessage: 'Notes' },
  status: { id: 'manifest.column.status', defaultMessage: 'Status' },
  action: { id: 'manifest.column.action', defaultMessage: 'Action' },
}));

export function ManifestGroupTable({ day, group, labels, format, now, answerColumns, rows, counting, onStamp, extra }: Props) {
  const { rollup } = group;
  const id = groupHeadingId(group);
  const intl = useIntl();
  const capacity = capacityText(group, intl);
  return (
    <section className="manifest-group" aria-labelledby={id}>
      <h3 id={id}>
        {group.time ? <span className="slot-time" translate="no">{format.clock(group.time)}</span> : null} <span translate="no">{group.itemName}</span>
        <span className="progress"><FormattedMessage id="manifest.group.progress"
          defaultMessage="{section, select, departures {{done, number} of {bookings, plural, one {# booking} other {# bookings}} checked out} other {{done, number} of {bookings, plural, one {# booking} other {# bookings}} checked in}}"
          values={{ section: group.section === 'departures' ? 'departures' : 'other', done: progressOf(group), bookings: rollup.bookings }} /></span>
      </h3>
      {extra ? <div className="group-extra">{extra}</div> : null}
      {/* Busy while its figures are being counted: a screen reader waits for them, and so can a test in any language. */}
      <p className="rollup" aria-busy={counting && (rollup.countsPending > 0 || rollup.valuePending > 0)}>
        {rollup.countsPending === rollup.bookings
          ? <strong><FormattedMessage id="manifest.group.guestsUnknown" defaultMessage="{counting, select, yes {Guests being counted} other {Guests not known yet}}"
            values={{ counting: counting ? 'yes' : 'no' }} /></strong>
          : <><strong><FormattedMessage id="manifest.guests" defaultMessage="{guests, plural, one {# guest} other {# guests}}" values={{ guests: rollup.guests }} /></strong>
            {rollup.guests > 0 ? <> (<span translate="no">{countsText(intl, rollup.counts, labels, format)}</span>)</> : null}</>}
        {rollup.countsPending > 0 && rollup.countsPending < rollup.bookings
          ? <span className="muted"> · <FormattedMessage id="manifest.group.notCounted"
            defaultMessage="{pending, plural, one {# booking} other {# bookings}} {counting, select, yes {still being counted} other {not counted yet}}"
            values={{ pending: rollup.countsPending, counting: counting ? 'yes' : 'no' }} /></span> : null}
        {capacity ? <> · {capacity}</> : null}
        {isOverbooked(group) ? <span className="badge badge-bad"><FormattedMessage id="manifest.group.overbooked" defaultMessage="Overbooked" /></span> : null}
        {' · '}{rollup.valuePending > 0 && rollup.valuePending === rollup.bookings
          ? <FormattedMessage id="manifest.group.valueUnknown" defaultMessage="{counting, select, yes {value being counted} other {value not known yet}}"
            values={{ counting: counting ? 'yes' : 'no' }} />
          : <FormattedMessage id="manifest.group.valueBooked" defaultMessage="{value} booked" values={{ value: format.money(rollup.value) }} />}
        {rollup.valuePending > 0 && rollup.valuePending < rollup.bookings
          ? <span className="muted"> <FormattedMessage id="manifest.group.valueNotKnownFor"
            defaultMessage="(not yet known for {pending, plural, one {# booking} other {# bookings}})" values={{ pending: rollup.valuePending }} /></span> : null}
      </p>
      <table className={answerColumns.length > 0 ? `manifest-table answers-${Math.min(answerColumns.length, 4)}` : 'manifest-table'}>
        <thead>
          <tr>
            <th scope="col" className="tick"><span className="print-only" aria-hidden="true">✓</span><span className="visually-hidden">{intl.formatMessage(COLUMNS.tick)}</span></th>
            <th scope="col">{intl.formatMessage(COLUMNS.guest)}</th><th scope="col" className="counts">{intl.formatMessage(COLUMNS.guests)}</th>
            <th scope="col" className="money value">{intl.formatMessage(COLUMNS.value)}</th><th scope="col" className="money balance">{intl.formatMessage(COLUMNS.balance)}</th>
            <th scope="col" className="notes"><span className="visually-hidden">{intl.formatMessage(COLUMNS.notes)}</span></th>
            {answerColumns.map((column) => <th key={column.id} scope="col" className="answer" translate="no">{column.label}</th>)}
            <th scope="col" className="row-status">{intl.formatMessage(COLUMNS.status)}</th>
            <th scope="col" className="no-print action"><span className="visually-hidden">{intl.formatMessage(COLUMNS.action)}</span></th>
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
