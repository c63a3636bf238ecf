// Changes to this booking that the service has not confirmed yet: the screen already shows their effect, so it
// says plainly which parts are only queued, and puts a refused one (with the service's reason) in front.
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { useDeskStatus } from '../../desk/hooks.js';
import { clockText } from '../offline/offline-text.js';
import { useClock } from '../offline/use-clock.js';
import { markerText, unsavedText } from '../outbox/outbox-text.js';
import { WriteActions } from '../outbox/WriteActions.js';
import { ErrorWords } from '../../ui/InlineError.js';

export function PendingWrites({ booking }: { booking: BookingDetail }) {
  const online = useDeskStatus().data?.connectivity.online ?? true;
  const clock = useClock();
  const intl = useIntl();
  if (booking.pending.length === 0) return null;
  const refused = booking.pending.some((write) => write.state === 'conflict');
  return (
    <section className={refused ? 'pending-writes has-conflict' : 'pending-writes'} aria-labelledby="pending-title">
      <h2 id="pending-title"><FormattedMessage id="booking.pending.title" defaultMessage="Not confirmed by the booking service yet" /></h2>
      <ul>
        {booking.pending.map((write) => (
          <li key={write.id} className={write.state === 'conflict' ? 'is-conflict' : undefined}>
            <p>{markerText(intl, write, clockText(write.createdAt, clock), online)}</p>
            {write.unsaved ? <p className="outbox-reason">{unsavedText(intl)}</p> : null}
            {write.state === 'pending' && write.error?.kind === 'signed-out' ? <p className="hint"><ErrorWords error={write.error} /></p> : null}
            {write.state === 'conflict' ? (
              <>
                {write.error ? <p className="outbox-reason"><strong><FormattedMessage id="booking.pending.serviceSaid" defaultMessage="The booking service said:" /></strong> <ErrorWords error={write.error} /></p> : null}
                <WriteActions write={write} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="hint">
        <FormattedMessage id="booking.pending.seeOutbox" defaultMessage="Everything this desk still has to send is listed in the <a>Outbox</a>."
          values={{ a: (chunks) => <a href="#/outbox">{chunks}</a> }} />
      </p>
    </section>
  );
}
