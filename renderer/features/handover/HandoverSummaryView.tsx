// A shift's summary, as the handover shows it on screen and on paper: what was done, the money settled here, what is
// still due today, the no-shows, what the next person should look at, and what still waits to be sent.
import type { HandoverSummary } from '../../../shared/contract/model/shift.js';
import { SHIFT_WRITE_KINDS } from '../../../shared/contract/model/shift-kinds.js';
import type { Formatter } from '../../ui/format.js';
import { KIND_WORDS } from './shift-words.js';

function Guests({ label, counted, format }: { label: string; counted: HandoverSummary['guestsIn']; format: Formatter }) {
  return (
    <p>
      <strong>{label}:</strong> {format.count(counted.guests, 'guest')} in {format.count(counted.bookings, 'booking')}
      {counted.guestsNotKnown > 0 ? <span className="muted"> (guests of {format.count(counted.guestsNotKnown, 'booking')} not known)</span> : null}
    </p>
  );
}

export function HandoverSummaryView({ summary, format }: { summary: HandoverSummary; format: Formatter }) {
  const money = (amount: string) => format.money(amount, summary.currency);
  const done = SHIFT_WRITE_KINDS.filter((kind) => summary.writes[kind] > 0);
  return (
    <div className="handover-summary">
      <p className="muted">From {format.dateTime(summary.since / 1000)} to {format.dateTime(summary.until / 1000)}</p>
      <h3>Done on this desk</h3>
      {done.length === 0 ? <p className="muted">No writes this shift.</p> : (
        <ul className="handover-writes" aria-label="Writes this shift">
          {done.map((kind) => <li key={kind}>{format.count(summary.writes[kind], KIND_WORDS[kind])}</li>)}
        </ul>
      )}
      <Guests label="Guests in" counted={summary.guestsIn} format={format} />
      <Guests label="Guests out" counted={summary.guestsOut} format={format} />
      <h3>Money settled at this desk</h3>
      {summary.settled.length === 0 ? <p className="muted">None.</p> : (
        <ul>{summary.settled.map((each) => <li key={each.method}>{money(each.amount)} by {each.method} ({format.count(each.count, 'booking')})</li>)}</ul>
      )}
      <p><strong>Settled in all: {money(summary.settledTotal)}</strong></p>
      <h3>Balances still due today: {money(summary.dueToday.total)}</h3>
      {summary.dueToday.notKnown > 0 ? <p className="muted">{format.count(summary.dueToday.notKnown, 'booking')} with a balance the desk could not read.</p> : null}
      {summary.dueToday.bookings.length === 0 ? <p className="muted">Nothing due today.</p> : (
        <ul>{summary.dueToday.bookings.map((each) => <li key={each.code}>{each.guestName} ({each.code}): {each.due === null ? 'not known' : money(each.due)}</li>)}</ul>
      )}
      <h3>No-shows</h3>
      {summary.noShows.length === 0 ? <p className="muted">None closed this shift.</p> : (
        <ul>{summary.noShows.map((each) => <li key={each.code}>{each.guestName || each.code} ({each.code}) · {each.what}</li>)}</ul>
      )}
      <h3>Open questions</h3>
      {summary.openQuestions.length === 0 ? <p className="muted">None.</p> : <ul>{summary.openQuestions.map((question) => <li key={question}>{question}</li>)}</ul>}
      <h3>Still waiting in the outbox</h3>
      {summary.outbox.length === 0 ? <p className="muted">Nothing: every change reached the booking service.</p> : <ul>{summary.outbox.map((write) => <li key={write}>{write}</li>)}</ul>}
    </div>
  );
}
