// The booking as recorded: guest, dates, what was booked, when it was made and changed, and the money.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { BookingDetail, BookingSummary } from '../../../shared/contract/model/booking.js';
import { customerPath } from '../../navigation/router.js';
import { useFormatter } from '../../ui/account-format.js';
import type { Formatter } from '../../ui/format.js';
import { BookingAnswers } from './BookingAnswers.js';
import { datesText, formatUnix } from './booking-format.js';
import { BookingLines } from './BookingLines.js';
import { MoneySummary } from './MoneySummary.js';
import { PANEL_TITLES } from './panel-titles.js';

const SAID = words(defineMessages({
  noName: { id: 'booking.guest.noName', defaultMessage: 'No name given' },
  noEmail: { id: 'booking.guest.noEmail', defaultMessage: 'No e-mail given' },
  noPhone: { id: 'booking.guest.noPhone', defaultMessage: 'No phone given' },
  guest: { id: 'booking.details.guest', defaultMessage: 'Guest' },
  dates: { id: 'booking.details.dates', defaultMessage: 'Dates' },
  byTheHour: { id: 'booking.details.byTheHour', defaultMessage: '(by the hour)' },
  created: { id: 'booking.details.created', defaultMessage: 'Created' },
  lastModified: { id: 'booking.details.lastModified', defaultMessage: 'Last modified' },
}));

function Guest({ booking }: { booking: BookingDetail }) {
  const { customer, phone } = booking;
  const intl = useIntl();
  const name = customer.name ? <span translate="no">{customer.name}</span> : intl.formatMessage(SAID.noName);
  return (
    <dd>
      {/* The guest's page lists their other bookings and starts a new one for them. */}
      {customer.id
        ? <a className="guest-name" href={`#/${customerPath(customer.id)}`}>{name}</a>
        : <span className="guest-name">{name}</span>}
      <br />
      {customer.email ? <a href={`mailto:${customer.email}`} translate="no">{customer.email}</a>
        : <span className="muted">{intl.formatMessage(SAID.noEmail)}</span>}
      <br />
      {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} translate="no">{phone}</a>
        : <span className="muted">{intl.formatMessage(SAID.noPhone)}</span>}
    </dd>
  );
}

function Timestamps({ booking, format }: { booking: BookingSummary; format: Formatter }) {
  const intl = useIntl();
  // A time is written in the account's locale (data); "Not known" is the desk's words.
  const when = (seconds: number | null) =>
    <dd translate={seconds === null ? undefined : 'no'}>{formatUnix(seconds, format, intl)}</dd>;
  return (
    <>
      <div><dt>{intl.formatMessage(SAID.created)}</dt>{when(booking.createdAt)}</div>
      <div><dt>{intl.formatMessage(SAID.lastModified)}</dt>{when(booking.lastModified)}</div>
    </>
  );
}

export function BookingRecord({ booking }: { booking: BookingDetail }) {
  const format = useFormatter();
  const intl = useIntl();
  // The booking names its currency; the account's is the fallback (both are the account's on the service).
  const money = { booking, format, currency: booking.currency || format.currency };
  return (
    <section className="panel booking-record" aria-labelledby="record-title">
      <h2 id="record-title">{intl.formatMessage(PANEL_TITLES.details)}</h2>
      <dl className="facts">
        <div><dt>{intl.formatMessage(SAID.guest)}</dt><Guest booking={booking} /></div>
        <div>
          <dt>{intl.formatMessage(SAID.dates)}</dt>
          <dd>
            <span translate="no">{datesText(booking, format, intl)}</span>
            {booking.startTime ? <span className="muted"> {intl.formatMessage(SAID.byTheHour)}</span> : null}
          </dd>
        </div>
        <Timestamps booking={booking} format={format} />
      </dl>
      <BookingAnswers booking={booking} format={format} />
      <BookingLines {...money} />
      <MoneySummary {...money} />
    </section>
  );
}
