// The question before the basket is discarded: a modal <dialog>, so Esc keeps the basket and the focus starts
// on the harmless answer.
import { useEffect, useRef } from 'react';

export function DiscardBasketDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="dialog confirm-dialog" aria-labelledby="discard-title"
      aria-describedby="discard-details" onClose={onCancel}>
      <h2 id="discard-title">Discard the basket?</h2>
      <p id="discard-details">
        Every line is taken out and the basket is closed on the booking service. Nothing is booked. The search and
        the guest&rsquo;s details stay as typed.
      </p>
      <div className="row-actions confirm-actions">
        <button type="button" className="btn" onClick={onCancel} autoFocus>Keep the basket</button>
        <button type="button" className="btn btn-danger-solid" onClick={onConfirm}>Discard basket</button>
      </div>
    </dialog>
  );
}
