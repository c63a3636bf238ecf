// The question before a desk is removed from the venue (issue 23): removal cannot be undone from here, so a modal
// <dialog> says what it does, Esc keeps the desk, and the focus starts on the harmless answer.
import { useEffect, useRef } from 'react';

export function RemoveDeskDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="dialog confirm-dialog" aria-labelledby="remove-desk-title"
      aria-describedby="remove-desk-details" onClose={onCancel}>
      <h2 id="remove-desk-title">Remove the {name} desk from this venue?</h2>
      <p id="remove-desk-details">
        It is cut off at once and refused from then on, and it is told so. The changes it shared and has not sent go
        out from the desks still in the venue. To bring it back, a person resets its venue identity on it, then pairs it
        again as a new desk.
      </p>
      <div className="row-actions confirm-actions">
        <button type="button" className="btn" onClick={onCancel} autoFocus>Keep it</button>
        <button type="button" className="btn btn-danger-solid" onClick={onConfirm}>Remove {name}</button>
      </div>
    </dialog>
  );
}
