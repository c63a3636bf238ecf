// Changing the booking's status: the status, whether to notify the guest, and (for PAID with money due) settling
// the rest. set_paid takes no other input (docs/api-assumptions.md), so it rules out notifying.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BookingDetail } from '../../../shared/contract/model/booking.js';
import { isPositiveAmount } from '../../../shared/domain/money.js';
import { useDeskMutation } from '../../desk/hooks.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { formatMoney } from '../../ui/format.js';
import { AFTER_BOOKING_WRITE } from './booking-writes.js';
import { ConfirmStatusDialog } from './ConfirmStatusDialog.js';
import { InlineError } from '../../ui/InlineError.js';
import { statusChoices, statusName } from '../../ui/statuses.js';
import type { StatusDraft, StatusPlan } from './status-plan.js';
import { StatusOptions } from './StatusOptions.js';
import { PANEL_TITLES } from './panel-titles.js';

const FRESH: StatusDraft = { statusId: null, notify: false, settle: false };

function usePlan(booking: BookingDetail, draft: StatusDraft): { plan: StatusPlan; canSettle: boolean } {
  const { locale, currency } = useAccountFormat();
  const statusId = draft.statusId ?? booking.status.id;
  const canSettle = statusId === 'PAID' && isPositiveAmount(booking.due);
  const setPaid = canSettle && draft.settle;
  const plan: StatusPlan = {
    statusId, statusName: statusName(statusId, booking.status), setPaid, notify: draft.notify && !setPaid,
    dueText: formatMoney(booking.due, booking.currency || currency, locale), leavesDue: canSettle && !setPaid,
  };
  return { plan, canSettle };
}

export function StatusChange({ booking }: { booking: BookingDetail }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<StatusDraft>(FRESH);
  const [confirming, setConfirming] = useState(false);
  const mutation = useDeskMutation('bookings.setStatus', AFTER_BOOKING_WRITE);
  const { plan, canSettle } = usePlan(booking, draft);
  const unchanged = plan.statusId === booking.status.id && !plan.setPaid;
  const confirm = () => {
    setConfirming(false);
    const { statusId, notify, setPaid } = plan;
    mutation.mutate({ code: booking.code, statusId, notify, setPaid }, { onSuccess: () => setDraft(FRESH) });
  };
  return (
    <section className="panel" aria-labelledby="status-title">
      <h2 id="status-title">{intl.formatMessage(PANEL_TITLES.status)}</h2>
      <form className="status-form" onSubmit={(event) => { event.preventDefault(); if (!unchanged) setConfirming(true); }}>
        <StatusOptions choices={statusChoices(booking.status)} draft={draft} plan={plan} canSettle={canSettle}
          onChange={(next) => { mutation.reset(); setDraft(next); }} />
        <button type="submit" className="btn" disabled={unchanged || mutation.isPending} aria-busy={mutation.isPending}>
          {mutation.isPending
            ? <><span className="spinner" aria-hidden="true" /> {intl.formatMessage({ id: 'booking.status.changing', defaultMessage: 'Changing the status…' })}</>
            : intl.formatMessage({ id: 'booking.status.change', defaultMessage: 'Change status…' })}
        </button>
        {unchanged && !mutation.isPending ? <p className="hint">{intl.formatMessage({ id: 'booking.status.unchanged', defaultMessage: 'Choose another status to change it.' })}</p> : null}
      </form>
      <InlineError failure={mutation.error} />
      {confirming ? <ConfirmStatusDialog plan={plan} onConfirm={confirm} onCancel={() => setConfirming(false)} /> : null}
    </section>
  );
}
