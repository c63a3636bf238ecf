// The question before something that cannot be taken back (discarding a basket or a queued write, removing a desk of
// the venue or an account): it says what will happen, Esc keeps things as they are, and the focus starts on the
// harmless answer, so that Enter keeps them too.
import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.js';
import './confirm-dialog.css';

interface Props {
  title: string;
  /** What the action does, in a sentence or two. */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, children, keepLabel, confirmLabel, onConfirm, onCancel }: Props) {
  const id = useId();
  return (
    <ModalDialog className="confirm-dialog" labelledBy={`${id}-title`} describedBy={`${id}-details`} onCancel={onCancel}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-details`}>{children}</p>
      <div className="row-actions confirm-actions">
        <button type="button" className="btn" onClick={onCancel} data-autofocus>{keepLabel}</button>
        <button type="button" className="btn btn-danger-solid" onClick={onConfirm}>{confirmLabel}</button>
      </div>
    </ModalDialog>
  );
}
