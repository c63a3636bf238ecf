// The question before a queued write is dropped, asked as every such question is (ui/ConfirmDialog): Esc and Enter
// keep it.
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { discardQuestion } from './outbox-text.js';

interface Props {
  write: PendingWrite;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DiscardDialog({ write, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog title={discardQuestion(write)} keepLabel="Keep it" confirmLabel="Discard" onConfirm={onConfirm} onCancel={onCancel}>
      {write.description}
    </ConfirmDialog>
  );
}
