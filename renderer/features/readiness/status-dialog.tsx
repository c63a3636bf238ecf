// A status change from a list (the readiness board): the account's statuses, and "Notify the guest", never ticked by
// itself. Ticked, the booking service sends the guest the account's own e-mail or text for the new status: that is
// how a desk reminds a guest (a booking left Pending, a balance before arrival). Cancel holds the focus first.
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BookingStatus } from '../../../shared/contract/model/booking.js';
import type { CallName } from '../../../shared/contract/calls.js';
import { useDeskMutation, useDeskQuery } from '../../desk/hooks.js';
import { ModalDialog } from '../../ui/ModalDialog.js';
import '../../ui/confirm-dialog.css';
import { InlineError } from '../../ui/InlineError.js';

interface Props {
  code: string;
  guestName: string;
  current: BookingStatus;
  refresh: CallName[];
  onClose(): void;
}

export function StatusDialog({ code, guestName, current, refresh, onClose }: Props) {
  const id = useId();
  const statuses = useDeskQuery('accounts.statuses', {}).data?.statuses ?? [current];
  const [statusId, setStatusId] = useState(current.id);
  const [notify, setNotify] = useState(false);
  const change = useDeskMutation('bookings.setStatus', refresh);
  const choices = statuses.some((status) => status.id === current.id) ? statuses : [...statuses, current];
  const chosen = choices.find((status) => status.id === statusId) ?? current;
  const confirm = () => change.mutate({ code, statusId, notify, setPaid: false }, { onSuccess: onClose });
  return (
    <ModalDialog className="confirm-dialog" labelledBy={`${id}-title`} onCancel={onClose}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="readiness.status.title" defaultMessage="Status of {code} ({guest})"
          values={{ code: <span translate="no">{code}</span>, guest: <span translate="no">{guestName}</span> }} />
      </h2>
      <div className="field">
        <label htmlFor={`${id}-status`}><FormattedMessage id="readiness.status.new" defaultMessage="New status" /></label>
        <select id={`${id}-status`} value={statusId} onChange={(event) => setStatusId(event.target.value)} translate="no">
          {choices.map((status) => <option key={status.id} value={status.id}>{status.name}</option>)}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} aria-describedby={`${id}-notify`} />
        <FormattedMessage id="readiness.status.notify" defaultMessage="Notify the guest" />
      </label>
      <p id={`${id}-notify`} className="hint">
        <FormattedMessage id="readiness.status.notify.about"
          defaultMessage="Ticked, the booking service sends the guest the account's own e-mail or text for {status}: that is how the desk reminds a guest. Left as it is, nothing is sent to the guest."
          values={{ status: <span translate="no">{chosen.name}</span> }} />
      </p>
      <InlineError failure={change.error} />
      <div className="row-actions confirm-actions">
        {/* The harmless answer holds the focus, whatever comes first: Enter never changes a status by itself. */}
        <button type="button" className="btn" onClick={onClose} data-autofocus>
          <FormattedMessage id="readiness.status.cancel" defaultMessage="Cancel" /></button>
        <button type="button" className="btn btn-primary" disabled={statusId === current.id && !notify || change.isPending} onClick={confirm}>
          <FormattedMessage id="readiness.status.change" defaultMessage="{notify, select, yes {Change to {status} and notify} other {Change to {status}}}"
            values={{ notify: notify ? 'yes' : 'no', status: <span translate="no">{chosen.name}</span> }} />
        </button>
      </div>
    </ModalDialog>
  );
}
