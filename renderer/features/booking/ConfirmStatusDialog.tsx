// The question before a status change, saying exactly what will happen; a modal <dialog> so focus stays in it
// and Esc cancels.
import { useEffect, useRef } from 'react';
import { isDestructive, planDetails, planQuestion, type StatusPlan } from './status-plan.js';
import '../../ui/confirm-dialog.css';

interface ConfirmProps {
  plan: StatusPlan;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmStatusDialog({ plan, onConfirm, onCancel }: ConfirmProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const danger = isDestructive(plan);
  return (
    <dialog ref={dialog} className="dialog confirm-dialog" aria-labelledby="confirm-status-title"
      aria-describedby="confirm-status-details" onClose={onCancel}>
      <h2 id="confirm-status-title">{planQuestion(plan)}</h2>
      <ul id="confirm-status-details" className="confirm-details">
        {planDetails(plan).map((line) => <li key={line}>{line}</li>)}
      </ul>
      <div className="row-actions confirm-actions">
        {/* Cancel comes first and takes the focus, so Enter on a dangerous change does nothing harmful. */}
        <button type="button" className="btn" onClick={onCancel} autoFocus>Cancel</button>
        <button type="button" className={danger ? 'btn btn-danger-solid' : 'btn btn-primary'} onClick={onConfirm}>
          Change to {plan.statusName}
        </button>
      </div>
    </dialog>
  );
}
