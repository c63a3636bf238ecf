// A returning customer's record as booking form values: the same guest is not typed in twice.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { FormField, FormValues } from '../../../shared/contract/model/booking-form.js';
import type { Customer } from '../../../shared/contract/model/customer.js';

export function customerValues(customer: Customer): FormValues {
  const values: FormValues = {
    customer_name: customer.name, customer_email: customer.email, customer_phone: customer.phone,
    customer_address: customer.address, customer_city: customer.city, customer_country: customer.country,
    customer_region: customer.region, customer_postal_zip: customer.postalCode,
  };
  // An empty field on the record must not wipe what the desk already typed.
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}

/**
 * The option a select should show for a stored value: codes compare without case (the service accepts lower
 * case), so "ca" on a customer record selects the "CA" option.
 */
export function optionCodeFor(field: FormField, value: string): string {
  const wanted = value.trim().toLowerCase();
  return field.options.find((option) => option.code.toLowerCase() === wanted)?.code ?? value;
}

const SAID = words(defineMessages({
  filled: { id: 'newBooking.lookup.filled', defaultMessage: "Filled in from {name}''s record (returning customer)." },
  none: { id: 'newBooking.lookup.none', defaultMessage: 'No guest has this e-mail yet: the booking makes a new customer.' },
  several: { id: 'newBooking.lookup.several', defaultMessage: '{count} guests have this e-mail; fill in the details by hand.' },
}));

/** What a search by e-mail found, said for the desk: only one match may fill the form. */
export function lookupOutcome(found: readonly Customer[], intl: IntlShape): { customer: Customer | null; message: string } {
  const [only] = found;
  if (found.length === 1 && only) return { customer: only, message: intl.formatMessage(SAID.filled, { name: only.name }) };
  if (found.length === 0) return { customer: null, message: intl.formatMessage(SAID.none) };
  return { customer: null, message: intl.formatMessage(SAID.several, { count: found.length }) };
}
