// The question before the basket is discarded: Esc keeps the basket and the focus starts on the harmless answer.
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

export function DiscardBasketDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog title="Discard the basket?" keepLabel="Keep the basket" confirmLabel="Discard basket"
      onConfirm={onConfirm} onCancel={onCancel}>
      Every line is taken out and the basket is closed on the booking service. Nothing is booked. The search and the
      guest&rsquo;s details stay as typed.
    </ConfirmDialog>
  );
}
