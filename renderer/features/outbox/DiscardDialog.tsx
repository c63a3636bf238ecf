// The question before a queued write is dropped: a modal <dialog>, so focus stays in it and Esc cancels.
import { useEffect, useId, useRef } from 'react';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { discardQuestion } from './outbox-text.js';

interface Props {
  write: PendingWrite;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DiscardDialog({ write, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="dialog outbox-dialog" aria-labelledby={titleId} onClose={onCancel}>
      <h2 id={titleId}>{discardQuestion(write)}</h2>
      <p className="muted">{write.description}</p>
      <div className="row-actions outbox-dialog-actions">
        {/* Cancel takes the focus, so an Enter pressed out of habit drops nothing. */}
        <button type="button" className="btn" onClick={onCancel} autoFocus>Keep it</button>
        <button type="button" className="btn outbox-danger" onClick={onConfirm}>Discard</button>
      </div>
    </dialog>
  );
}
