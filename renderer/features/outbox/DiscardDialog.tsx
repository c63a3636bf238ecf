// The question before a queued write is dropped, asked as every such question is (ui/ConfirmDialog): Esc and Enter
// keep it.
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { PendingWrite } from '../../../shared/contract/model/outbox.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { discardQuestion, writeText } from './outbox-text.js';

const SAID = words(defineMessages({
  keep: { id: 'outbox.discard.keep', defaultMessage: 'Keep it' },
  discard: { id: 'outbox.discard.confirm', defaultMessage: 'Discard' },
}));

interface Props {
  write: PendingWrite;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DiscardDialog({ write, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  return (
    <ConfirmDialog title={discardQuestion(intl, write)} keepLabel={intl.formatMessage(SAID.keep)} confirmLabel={intl.formatMessage(SAID.discard)}
      onConfirm={onConfirm} onCancel={onCancel}>
      {writeText(intl, write)}
    </ConfirmDialog>
  );
}
