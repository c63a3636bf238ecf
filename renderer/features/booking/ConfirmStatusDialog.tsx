// The question before a status change, saying exactly what will happen; asked as every question is (ui/ModalDialog):
// Esc and Enter cancel.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ModalDialog } from '../../ui/ModalDialog.js';
import { isDestructive, planDetails, planQuestion, type StatusPlan } from './status-plan.js';
import '../../ui/confirm-dialog.css';

interface ConfirmProps {
  plan: StatusPlan;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmStatusDialog({ plan, onConfirm, onCancel }: ConfirmProps) {
  const id = useId();
  const intl = useIntl();
  const danger = isDestructive(plan);
  return (
    <ModalDialog className="confirm-dialog" labelledBy={`${id}-title`} describedBy={`${id}-details`} onCancel={onCancel}>
      <h2 id={`${id}-title`}>{planQuestion(plan, intl)}</h2>
      <ul id={`${id}-details`} className="confirm-details">
        {planDetails(plan, intl).map((line) => <li key={line}>{line}</li>)}
      </ul>
      <div className="row-actions confirm-actions">
        {/* Cancel comes first and takes the focus, so Enter on a dangerous change does nothing harmful. */}
        <button type="button" className="btn" onClick={onCancel} data-autofocus><FormattedMessage id="booking.status.cancel" defaultMessage="Cancel" /></button>
        <button type="button" className={danger ? 'btn btn-danger-solid' : 'btn btn-primary'} onClick={onConfirm}>
          <FormattedMessage id="booking.status.changeTo" defaultMessage="Change to {status}"
            values={{ status: <span translate="no">{plan.statusName}</span> }} />
        </button>
      </div>
    </ModalDialog>
  );
}
