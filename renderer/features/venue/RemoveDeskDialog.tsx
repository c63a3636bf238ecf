// The question before a desk is removed from the venue: removal cannot be undone from here, so it says
// what removal does; Esc keeps the desk.
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';

export function RemoveDeskDialog({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog title={intl.formatMessage({ id: 'venue.remove.title', defaultMessage: 'Remove the {desk} desk from this venue?' }, { desk: name })}
      keepLabel={intl.formatMessage({ id: 'venue.remove.keep', defaultMessage: 'Keep it' })}
      confirmLabel={intl.formatMessage({ id: 'venue.remove.confirm', defaultMessage: 'Remove {desk}' }, { desk: name })}
      onConfirm={onConfirm} onCancel={onCancel}>
      <FormattedMessage id="venue.remove.about"
        defaultMessage="It is cut off at once and refused from then on, and it is told so. The changes it shared and has not sent go out from the desks still in the venue. To bring it back, a person resets its venue identity on it, then pairs it again as a new desk." />
    </ConfirmDialog>
  );
}
