// "New booking for Ann Lee": the New booking screen opens with this customer's details filled in (N on this page).
import { FormattedMessage } from 'react-intl';
import type { Customer } from '../../../shared/contract/model/customer.js';
import { navigate, newBookingPath } from '../../navigation/router.js';
import { useScreenKey } from '../../navigation/use-screen-key.js';

export function NewBookingLink({ customer }: { customer: Customer }) {
  const path = newBookingPath(customer.id);
  useScreenKey('n', () => navigate(path));
  return (
    <a className="btn btn-primary new-booking-link" href={`#/${path}`} aria-keyshortcuts="N">
      <FormattedMessage id="customer.newBooking" defaultMessage="{named, select, yes {New booking for {name}} other {New booking for this customer}}"
        values={{ named: customer.name ? 'yes' : 'no', name: <span translate="no">{customer.name}</span> }} />
      {' '}<kbd aria-hidden="true" translate="no">N</kbd>
    </a>
  );
}
