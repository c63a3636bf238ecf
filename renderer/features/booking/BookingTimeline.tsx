// The booking's own timeline: what this desk did to it (and where each write stands), the notes on the
// service's record with their authors, and the check-ins and check-outs other desks of the venue made. Newest first.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { ErrorNotice } from '../../ui/QueryState.js';

const SOURCE_WORDS = words(defineMessages({
  thisDesk: { id: 'booking.timeline.thisDesk', defaultMessage: 'This desk' },
  service: { id: 'booking.timeline.service', defaultMessage: 'Booking service' },
  venue: { id: 'booking.timeline.venue', defaultMessage: 'Another desk' },
}));

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
  return (
    <section className="panel timeline-panel" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{intl.formatMessage(SAID.title)} <span className="muted">({events.length})</span></h2>
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      {query.data && events.length === 0 ? <p className="muted">{intl.formatMessage(SAID.nothing)}</p> : null}
      <ol className="timeline" aria-label={intl.formatMessage(SAID.list)}>
        {events.map((event, index) => (
          <li key={`${event.at ?? 'x'}-${index}`} className={`timeline-${event.source}`}>
            <p className="note-meta">
              {event.who ? <strong translate="no">{event.who}</strong> : <strong>{intl.formatMessage(SAID.someone)}</strong>}
              {event.where ? <span className="muted" translate="no">{event.where}</span>
                : <span className="muted">{intl.formatMessage(SOURCE_WORDS[event.source])}</span>}
              {event.at !== null ? <time dateTime={new Date(event.at).toISOString()} translate="no">{format.when(event.at / 1000)}</time>
                : <span className="muted">{intl.formatMessage(SAID.timeNotKnown)}</span>}
              {event.state ? <span className="badge badge-warn">{event.state}</span> : null}
            </p>
            <p className="note-body">{event.what}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
