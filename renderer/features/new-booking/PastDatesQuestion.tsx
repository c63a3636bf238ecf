// Booking days already gone is the exception (recording a stay or a tour that happened): asked first, with the
// harmless answer first, so that Enter cancels (ui/ConfirmDialog). Asked once per first day: the same search again,
// or a line changed to that day, goes ahead.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Day } from '../../../shared/domain/dates.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { formatDay } from '../../ui/format-dates.js';

interface Asking {
  day: Day;
  confirmLabel: string;
  proceed: () => void;
}

export interface PastDatesQuestion {
  /** Goes ahead at once for today or later (or when today is not known); otherwise after the person confirms. */
  ask: (firstDay: Day, confirmLabel: string, proceed: () => void) => void;
  dialog: ReactNode;
}

export function usePastDatesQuestion(today: Day | null, locale: string, onCancel: () => void): PastDatesQuestion {
  const intl = useIntl();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [confirmedDay, setConfirmedDay] = useState<Day | null>(null);
  const ask = (day: Day, confirmLabel: string, proceed: () => void) => {
    if (today === null || day >= today || day === confirmedDay) proceed();
    else setAsking({ day, confirmLabel, proceed });
  };
  const dialog = asking ? (
    <ConfirmDialog title={intl.formatMessage({ id: 'newBooking.past.title', defaultMessage: 'Book days in the past?' })}
      keepLabel={intl.formatMessage({ id: 'newBooking.past.cancel', defaultMessage: 'Cancel' })} confirmLabel={asking.confirmLabel}
      onCancel={() => { setAsking(null); onCancel(); }}
      onConfirm={() => { setAsking(null); setConfirmedDay(asking.day); asking.proceed(); }}>
      <FormattedMessage id="newBooking.past.question"
        defaultMessage="The first day, {first}, is before today ({today}). Book it only to record a stay or a tour that has already happened; the basket will say so."
        values={{
          first: <span translate="no">{formatDay(asking.day, locale, 'long')}</span>,
          today: <span translate="no">{formatDay(today!, locale, 'long')}</span>,
        }} />
    </ConfirmDialog>
  ) : null;
  return { ask, dialog };
}
