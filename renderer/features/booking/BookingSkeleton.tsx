// The screen's frame while the booking loads: the same panels at about their final size, so nothing jumps
// when the record arrives.
import { Loading } from '../../ui/QueryState.js';

function Placeholder({ title, className }: { title: string; className: string }) {
  return (
    <section className={`panel skeleton ${className}`} aria-busy="true">
      <h2>{title}</h2>
    </section>
  );
}

export function BookingSkeleton({ code }: { code: string }) {
  return (
    <article className="booking" aria-busy="true">
      <header className="booking-header">
        <h1>Booking <span className="booking-code">{code}</span></h1>
        <Loading label="Loading the booking…" />
      </header>
      <div className="booking-layout">
        <Placeholder title="Details" className="skeleton-record" />
        <div className="booking-side">
          <Placeholder title="Arrival and departure" className="skeleton-arrival" />
          <Placeholder title="Status" className="skeleton-status" />
          <Placeholder title="Notes" className="skeleton-notes" />
        </div>
        <Placeholder title="Invoice" className="skeleton-invoice" />
      </div>
    </article>
  );
}
