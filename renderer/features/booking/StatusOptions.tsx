// The fields of a status change: the status, "Notify the guest" and, when it applies, "Mark as paid".
import { FormattedMessage } from 'react-intl';
import type { BookingStatus } from '../../../shared/contract/model/booking.js';
import type { StatusDraft, StatusPlan } from './status-plan.js';

interface OptionsProps {
  choices: readonly BookingStatus[];
  draft: StatusDraft;
  plan: StatusPlan;
  canSettle: boolean;
  onChange: (draft: StatusDraft) => void;
}

export function StatusOptions({ choices, draft, plan, canSettle, onChange }: OptionsProps) {
  return (
    <>
      <div className="field">
        <label htmlFor="status-choice"><FormattedMessage id="booking.status.new" defaultMessage="New status" /></label>
        <select id="status-choice" value={plan.statusId} translate="no"
          onChange={(event) => onChange({ ...draft, statusId: event.target.value })}>
          {choices.map((status) => <option key={status.id} value={status.id}>{status.name}</option>)}
        </select>
      </div>
      {canSettle ? (
        <label className="check">
          <input type="checkbox" checked={draft.settle} onChange={(event) => onChange({ ...draft, settle: event.target.checked })} />
          <FormattedMessage id="booking.status.markPaid" defaultMessage="Mark as paid (settle the remaining {due})" values={{ due: plan.dueText }} />
        </label>
      ) : null}
      <label className="check">
        <input type="checkbox" checked={plan.notify} disabled={plan.setPaid} aria-describedby={plan.setPaid ? 'notify-why' : undefined}
          onChange={(event) => onChange({ ...draft, notify: event.target.checked })} />
        <FormattedMessage id="booking.status.notify" defaultMessage="Notify the guest" />
      </label>
      {plan.setPaid ? (
        <p id="notify-why" className="hint">
          <FormattedMessage id="booking.status.notifyWhy"
            defaultMessage="The guest cannot be notified while settling the payment: the service takes no other input with it." />
        </p>
      ) : null}
    </>
  );
}
