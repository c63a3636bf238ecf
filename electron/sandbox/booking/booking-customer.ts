// The customer a new booking belongs to (spec 1: "customers, created automatically when a booking is made").
import { randomInt } from 'node:crypto';
import type { Customer } from '../state/model.js';
import type { Store } from '../state/store.js';
import type { Audience } from './form-fields.js';
import type { FormValues } from './form-input.js';

/** Like the seed's codes (seed/people.ts): two letters, a digit, three digits, then the id. */
function customerCode(id: number): string {
  const letter = () => String.fromCharCode(65 + randomInt(26));
  return `${letter()}${letter()}${randomInt(1, 10)}-${String(randomInt(1000)).padStart(3, '0')}-${String(id).padStart(3, '0')}`;
}

/** Reuses the customer whose email matches exactly, ignoring case; otherwise creates one from the form. */
export function customerFor(store: Store, values: FormValues, audience: Audience, now: number): Customer {
  const email = (values.customer_email ?? '').toLowerCase();
  const known = email === '' ? undefined : store.state.customers.find((c) => c.email.toLowerCase() === email);
  if (known) return known;
  const id = store.state.nextIds.customer++;
  // A customer booking for themselves came through the web; the desk says how its guest came, if it does.
  const source = audience === 'customer' ? 'web' : values.source ?? '';
  const customer: Customer = {
    id, code: customerCode(id), name: values.customer_name ?? '', email: values.customer_email ?? '',
    phone: values.customer_phone ?? '', address: values.customer_address ?? '', city: values.customer_city ?? '',
    region: values.customer_region ?? '', country: values.customer_country ?? '',
    postalZip: values.customer_postal_zip ?? '', emailOptin: null, meta: source === '' ? {} : { source },
    createdAt: now, updatedAt: now,
  };
  store.addCustomer(customer);
  return customer;
}
