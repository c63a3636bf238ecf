// The question before a desk is removed from the venue: removal cannot be undone from here, so it says
// what removal does; Esc keeps the desk.
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

export function RemoveDeskDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ConfirmDialog title={`Remove the ${name} desk from this venue?`} keepLabel="Keep it" confirmLabel={`Remove ${name}`}
      onConfirm={onConfirm} onCancel={onCancel}>
      It is cut off at once and refused from then on, and it is told so. The changes it shared and has not sent go out
      from the desks still in the venue. To bring it back, a person resets its venue identity on it, then pairs it again
      as a new desk.
    </ConfirmDialog>
  );
}
