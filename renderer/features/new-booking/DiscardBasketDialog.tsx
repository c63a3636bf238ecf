// The question before the basket is discarded: Esc keeps the basket and the focus starts on the harmless answer.
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

export function DiscardBasketDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog title={intl.formatMessage({ id: 'newBooking.discard.title', defaultMessage: 'Discard the basket?' })}
      keepLabel={intl.formatMessage({ id: 'newBooking.discard.keep', defaultMessage: 'Keep the basket' })}
      confirmLabel={intl.formatMessage({ id: 'newBooking.discard.confirm', defaultMessage: 'Discard basket' })}
      onConfirm={onConfirm} onCancel={onCancel}>
      <FormattedMessage id="newBooking.discard.details"
        defaultMessage="Every line is taken out and the basket is closed on the booking service. Nothing is booked. The search and the guest’s details stay as typed." />
    </ConfirmDialog>
  );
}
