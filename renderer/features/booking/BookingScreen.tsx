// The booking screen: one booking's whole record and everything the desk does with it, on one page.
import { FormattedMessage, useIntl } from 'react-intl';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { ErrorNotice } from '../../ui/QueryState.js';
import { AnswerNotes } from '../offline/AnswerNotes.js';
import { LINES_AND_NOTES } from '../offline/record-names.js';
import { BookingHeader, BookingTitle } from './BookingHeader.js';
import { BookingRecord } from './BookingRecord.js';
import { BookingSkeleton } from './BookingSkeleton.js';
import { BookingTimeline } from './BookingTimeline.js';
import { CheckInOut } from './CheckInOut.js';
import { InvoicePanel } from './InvoicePanel.js';
import { JustBooked } from './JustBooked.js';
import { noticeText } from '../../ui/booking-notice-text.js';
import { NotesPanel } from './NotesPanel.js';
import { PendingWrites } from './PendingWrites.js';
import { StatusChange } from './StatusChange.js';
import './booking.css';

interface BookingViewProps {
  booking: BookingDetail;
  refetchError: DeskFailure | null;
  justBooked: boolean;
}

function BookingView({ booking, refetchError, justBooked }: BookingViewProps) {
  const intl = useIntl();
  return (
    <article className="booking" aria-labelledby="booking-title">
      <BookingHeader booking={booking} />
      {justBooked ? <JustBooked booking={booking} /> : null}
      <AnswerNotes source={booking} what={LINES_AND_NOTES} />
      <ErrorNotice error={refetchError} />
      {(booking.notices ?? []).map((notice) => <p key={notice.id} className="notice notice-warn" role="status">{noticeText(intl, notice)}</p>)}
      <PendingWrites booking={booking} />
      <div className="booking-layout">
        <BookingRecord booking={booking} />
        <div className="booking-side">
          <CheckInOut booking={booking} />
          <StatusChange booking={booking} />
          <NotesPanel booking={booking} />
          <BookingTimeline code={booking.code} />
        </div>
        <InvoicePanel code={booking.code} />
      </div>
    </article>
  );
}

function isMissing(failure: DeskFailure): boolean {
  // A code the contract cannot even accept names no booking either.
  return failure.error.kind === 'not-found' || failure.error.kind === 'invalid-input';
}

export function BookingScreen({ code, justBooked = false }: { code: string; justBooked?: boolean }) {
  const query = useDeskQuery('bookings.get', { code });
  // Data first: a failed refetch keeps what was shown, with the notice above it.
  // Keyed by code: a half-written note or status choice must never carry over to the next booking opened.
  if (query.data) return <BookingView key={code} booking={query.data} refetchError={query.error} justBooked={justBooked} />;
  if (query.isPending) return <BookingSkeleton code={code} />;
  if (isMissing(query.error)) {
    return (
      <article className="booking">
        <h1>
          <FormattedMessage id="booking.missing" defaultMessage="There is no booking {code}" values={{ code: <span translate="no">{code}</span> }} />
        </h1>
        <p>
          <FormattedMessage id="booking.missingHint" defaultMessage="Check the code for typing mistakes, or <a>find the booking in the list</a>."
            values={{ a: (chunks) => <a href="#/bookings">{chunks}</a> }} />
        </p>
      </article>
    );
  }
  return (
    <article className="booking">
      <h1><BookingTitle code={code} /></h1>
      <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
    </article>
  );
}
