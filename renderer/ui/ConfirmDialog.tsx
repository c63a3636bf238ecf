// The question before something that cannot be taken back (discarding a basket or a queued write, removing a desk of the venue): a
// modal <dialog> that says what will happen, where Esc keeps things as they are and the focus starts on the harmless
// answer.
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="dialog confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-details`} onClose={onCancel}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-details`}>{children}</p>
      <div className="row-actions confirm-actions">
        <button type="button" className="btn" onClick={onCancel} autoFocus>{keepLabel}</button>
        <button type="button" className="btn btn-danger-solid" onClick={onConfirm}>{confirmLabel}</button>
      </div>
    </dialog>
  );
}
