// A shift's summary, as the handover shows it on screen and on paper: what was done, the money settled here, what is
// still due today, the no-shows, what the next person should look at, and what still waits to be sent.
import { FormattedMessage, useIntl } from 'react-intl';
import type { HandoverSummary } from '../../../shared/contract/model/shift.js';
import { SHIFT_WRITE_KINDS } from '../../../shared/contract/model/shift-kinds.js';
import type { Formatter } from '../../ui/format.js';
import { kindCount } from './shift-words.js';
import { openQuestionText, waitingWriteText } from './handover-text.js';

const NONE = <p className="muted"><FormattedMessage id="handover.none" defaultMessage="None." /></p>;

function Guests({ direction, counted }: { direction: 'in' | 'out'; counted: HandoverSummary['guestsIn'] }) {
  return (
    <p>
      <FormattedMessage id="handover.guests"
        defaultMessage="<b>{direction, select, in {Guests in} other {Guests out}}:</b> {guests, plural, one {# guest} other {# guests}} in {bookings, plural, one {# booking} other {# bookings}}"
        values={{ direction, guests: counted.guests, bookings: counted.bookings, b: (chunks) => <strong>{chunks}</strong> }} />
      {counted.guestsNotKnown > 0 ? (
        <span className="muted"> <FormattedMessage id="handover.guests.notKnown"
          defaultMessage="(guests of {count, plural, one {# booking} other {# bookings}} not known)" values={{ count: counted.guestsNotKnown }} /></span>
      ) : null}
    </p>
  );
}

export function HandoverSummaryView({ summary, format }: { summary: HandoverSummary; format: Formatter }) {
  const intl = useIntl();
  const money = (amount: string) => format.money(amount, summary.currency);
  const done = SHIFT_WRITE_KINDS.filter((kind) => summary.writes[kind] > 0);
  return (
    <div className="handover-summary">
      <p className="muted">
        <FormattedMessage id="handover.period" defaultMessage="From {from} to {to}"
          values={{ from: format.dateTime(summary.since / 1000), to: format.dateTime(summary.until / 1000) }} />
      </p>
      <h3><FormattedMessage id="handover.done.title" defaultMessage="Done on this desk" /></h3>
      {done.length === 0 ? <p className="muted"><FormattedMessage id="handover.noWrites" defaultMessage="No writes this shift." /></p> : (
        <ul className="handover-writes" aria-label={intl.formatMessage({ id: 'handover.writes', defaultMessage: 'Writes this shift' })}>
          {done.map((kind) => <li key={kind}>{kindCount(kind, summary.writes[kind], intl)}</li>)}
        </ul>
      )}
      <Guests direction="in" counted={summary.guestsIn} />
      <Guests direction="out" counted={summary.guestsOut} />
      <h3><FormattedMessage id="handover.settled.title" defaultMessage="Money settled at this desk" /></h3>
      {summary.settled.length === 0 ? NONE : (
        <ul>
          {summary.settled.map((each) => (
            <li key={each.method}>
              <FormattedMessage id="handover.settled.by" defaultMessage="{amount} by {method} ({count, plural, one {# booking} other {# bookings}})"
                values={{ amount: money(each.amount), method: <span translate="no">{each.method}</span>, count: each.count }} />
            </li>
          ))}
        </ul>
      )}
      <p><strong><FormattedMessage id="handover.settled.total" defaultMessage="Settled in all: {amount}" values={{ amount: money(summary.settledTotal) }} /></strong></p>
      <h3><FormattedMessage id="handover.due.title" defaultMessage="Balances still due today: {amount}" values={{ amount: money(summary.dueToday.total) }} /></h3>
      {summary.dueToday.notKnown > 0 ? (
        <p className="muted">
          <FormattedMessage id="handover.due.notKnown" defaultMessage="{count, plural, one {# booking} other {# bookings}} with a balance the desk could not read."
            values={{ count: summary.dueToday.notKnown }} />
        </p>
      ) : null}
      {summary.dueToday.bookings.length === 0 ? <p className="muted"><FormattedMessage id="handover.due.none" defaultMessage="Nothing due today." /></p> : (
        <ul>
          {summary.dueToday.bookings.map((each) => (
            <li key={each.code}>
              <span translate="no">{each.guestName} ({each.code})</span>:{' '}
              {each.due === null ? <FormattedMessage id="handover.due.unknown" defaultMessage="not known" /> : <span translate="no">{money(each.due)}</span>}
            </li>
          ))}
        </ul>
      )}
      <h3><FormattedMessage id="handover.noShows" defaultMessage="No-shows" /></h3>
      {summary.noShows.length === 0 ? <p className="muted"><FormattedMessage id="handover.noShows.none" defaultMessage="None closed this shift." /></p> : (
        <ul>{summary.noShows.map((each) => <li key={each.code} translate="no">{each.guestName || each.code} ({each.code}) · {each.what}</li>)}</ul>
      )}
      <h3><FormattedMessage id="handover.questions" defaultMessage="Open questions" /></h3>
      {summary.openQuestions.length === 0 ? NONE : <ul>{summary.openQuestions.map((question, at) => <li key={at}>{openQuestionText(intl, question)}</li>)}</ul>}
      <h3><FormattedMessage id="handover.outbox" defaultMessage="Still waiting in the outbox" /></h3>
      {summary.outbox.length === 0
        ? <p className="muted"><FormattedMessage id="handover.outbox.none" defaultMessage="Nothing: every change reached the booking service." /></p>
        : <ul>{summary.outbox.map((write, at) => <li key={at}>{waitingWriteText(intl, write)}</li>)}</ul>}
    </div>
  );
}
