// The booking's own timeline: what this desk did to it (and where each write stands), the notes on the
// service's record with their authors, and the check-ins and check-outs other desks of the venue made. Newest first.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { ErrorNotice } from '../../ui/QueryState.js';
import { stateText, whatText, whereText, whoText, type MoneyText } from './timeline-text.js';

const SAID = words(defineMessages({
  title: { id: 'booking.timeline.title', defaultMessage: 'Timeline' },
  nothing: { id: 'booking.timeline.nothing', defaultMessage: 'Nothing recorded yet.' },
  list: { id: 'booking.timeline.list', defaultMessage: 'What happened to this booking, newest first' },
  someone: { id: 'booking.timeline.someone', defaultMessage: 'Someone' },
  timeNotKnown: { id: 'booking.timeline.timeNotKnown', defaultMessage: 'time not known' },
}));

export function BookingTimeline({ code }: { code: string }) {
  const format = useFormatter();
  const intl = useIntl();
  const query = useDeskQuery('bookings.timeline', { code });
  const events = query.data?.events ?? [];
  const money: MoneyText = (amount, currency) => format.money(amount, currency);
  return (
    <section className="panel timeline-panel" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{intl.formatMessage(SAID.title)} <span className="muted">({events.length})</span></h2>
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      {query.data && events.length === 0 ? <p className="muted">{intl.formatMessage(SAID.nothing)}</p> : null}
      <ol className="timeline" aria-label={intl.formatMessage(SAID.list)}>
        {events.map((event, index) => {
          const who = whoText(intl, event.who);
          const where = whereText(intl, event);
          return (
            <li key={`${event.at ?? 'x'}-${index}`} className={`timeline-${event.source}`}>
              <p className="note-meta">
                {who ? <strong translate={event.who.kind === 'staff' ? 'no' : undefined}>{who}</strong> : <strong>{intl.formatMessage(SAID.someone)}</strong>}
                {/* A desk's own name is the venue's data; the words around one are the desk's. */}
                <span className="muted" translate={event.source === 'thisDesk' && event.desk && !event.takenOverFrom ? 'no' : undefined}>{where}</span>
                {event.at !== null ? <time dateTime={new Date(event.at).toISOString()} translate="no">{format.when(event.at / 1000)}</time>
                  : <span className="muted">{intl.formatMessage(SAID.timeNotKnown)}</span>}
                {event.state ? <span className="badge badge-warn">{stateText(intl, event.state)}</span> : null}
              </p>
              <p className="note-body">{whatText(intl, event.what, money)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
