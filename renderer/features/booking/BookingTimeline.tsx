// The booking's own timeline: what this desk did to it (and where each write stands), the notes on the
// service's record with their authors, and the check-ins and check-outs other desks of the venue made. Newest first.
import type { TimelineEvent } from '../../../shared/contract/model/changes.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { useFormatter } from '../../ui/account-format.js';
import { ErrorNotice } from '../../ui/QueryState.js';

const SOURCE_WORDS: Record<TimelineEvent['source'], string> = { thisDesk: 'This desk', service: 'Booking service', venue: 'Another desk' };

export function BookingTimeline({ code }: { code: string }) {
  const format = useFormatter();
  const query = useDeskQuery('bookings.timeline', { code });
  const events = query.data?.events ?? [];
  return (
    <section className="panel timeline-panel" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline <span className="muted">({events.length})</span></h2>
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      {query.data && events.length === 0 ? <p className="muted">Nothing recorded yet.</p> : null}
      <ol className="timeline" aria-label="What happened to this booking, newest first">
        {events.map((event, index) => (
          <li key={`${event.at ?? 'x'}-${index}`} className={`timeline-${event.source}`}>
            <p className="note-meta">
              <strong>{event.who || 'Someone'}</strong>
              <span className="muted">{event.where || SOURCE_WORDS[event.source]}</span>
              {event.at !== null ? <time dateTime={new Date(event.at).toISOString()}>{format.when(event.at / 1000)}</time> : <span className="muted">time not known</span>}
              {event.state ? <span className="badge badge-warn">{event.state}</span> : null}
            </p>
            <p className="note-body">{event.what}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
