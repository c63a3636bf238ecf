// The screen's frame while the booking loads: the same panels at about their final size, so nothing jumps
// when the record arrives.
import { useIntl } from 'react-intl';
import { Loading } from '../../ui/QueryState.js';
import { BookingTitle } from './BookingHeader.js';
import { PANEL_TITLES } from './panel-titles.js';

function Placeholder({ title, className }: { title: string; className: string }) {
  return (
    <section className={`panel skeleton ${className}`} aria-busy="true">
      <h2>{title}</h2>
    </section>
  );
}

export function BookingSkeleton({ code }: { code: string }) {
  const intl = useIntl();
  const title = (panel: keyof typeof PANEL_TITLES) => intl.formatMessage(PANEL_TITLES[panel]);
  return (
    <article className="booking" aria-busy="true">
      <header className="booking-header">
        <h1><BookingTitle code={code} /></h1>
        <Loading label={intl.formatMessage({ id: 'booking.loading', defaultMessage: 'Loading the booking…' })} />
      </header>
      <div className="booking-layout">
        <Placeholder title={title('details')} className="skeleton-record" />
        <div className="booking-side">
          <Placeholder title={title('arrival')} className="skeleton-arrival" />
          <Placeholder title={title('status')} className="skeleton-status" />
          <Placeholder title={title('notes')} className="skeleton-notes" />
        </div>
        <Placeholder title={title('invoice')} className="skeleton-invoice" />
      </div>
    </article>
  );
}
