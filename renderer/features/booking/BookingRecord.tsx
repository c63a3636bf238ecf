// The booking as recorded: guest, dates, what was booked, when it was made and changed, and the money.
import type { BookingDetail, BookingSummary } from '../../../shared/contract/model/booking.js';
import { customerPath } from '../../navigation/router.js';
import { useFormatter } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';
import { BookingAnswers } from './BookingAnswers.js';
import { datesText, formatUnix } from './booking-format.js';
import { BookingLines } from './BookingLines.js';
import { MoneySummary } from './MoneySummary.js';

function Guest({ booking }: { booking: BookingDetail }) {
  const { customer, phone } = booking;
  return (
    <dd>
      {/* The guest's page lists their other bookings and starts a new one for them. */}
      {customer.id
        ? <a className="guest-name" href={`#/${customerPath(customer.id)}`}>{customer.name || 'No name given'}</a>
        : <span className="guest-name">{customer.name || 'No name given'}</span>}
      <br />
      {customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : <span className="muted">No e-mail given</span>}
      <br />
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : <span className="muted">No phone given</span>}
    </dd>
  );
}

function Timestamps({ booking, format }: { booking: BookingSummary; format: Formatter }) {
  return (
    <>
      <div><dt>Created</dt><dd>{formatUnix(booking.createdAt, format)}</dd></div>
      <div><dt>Last modified</dt><dd>{formatUnix(booking.lastModified, format)}</dd></div>
    </>
  );
}

export function BookingRecord({ booking }: { booking: BookingDetail }) {
  const format = useFormatter();
  // The booking names its currency; the account's is the fallback (both are the account's on the service).
  const money = { booking, format, currency: booking.currency || format.currency };
  return (
    <section className="panel booking-record" aria-labelledby="record-title">
      <h2 id="record-title">Details</h2>
      <dl className="facts">
        <div><dt>Guest</dt><Guest booking={booking} /></div>
        <div>
          <dt>Dates</dt>
          <dd>{datesText(booking, format)}{booking.startTime ? <span className="muted"> (by the hour)</span> : null}</dd>
        </div>
        <Timestamps booking={booking} format={format} />
      </dl>
      <BookingAnswers booking={booking} format={format} />
      <BookingLines {...money} />
      <MoneySummary {...money} />
    </section>
  );
}
