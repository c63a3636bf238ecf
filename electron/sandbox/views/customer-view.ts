// Customers on the wire (spec 2.6), shaped like the recorded sample (collections keyed by customer code).
import { isoInZone } from '../../../shared/domain/dates.js';
import type { Customer } from '../state/model.js';
import type { Store } from '../state/store.js';

export function customerRecord(store: Store, customer: Customer) {
  const { timezone } = store.state.account;
  const bookings = store.state.bookings.filter((b) => b.customerId === customer.id);
  const last = bookings.reduce((latest, b) => Math.max(latest, b.createdAt), 0);
  return {
    customer_id: customer.id,
    meta_id: null,
    code: customer.code,
    status_id: 'ACTIVE',
    created_date: isoInZone(customer.createdAt, timezone),
    updated_date: isoInZone(customer.updatedAt, timezone),
    last_booking_date: last > 0 ? isoInZone(last, timezone) : null,
    customer_name: customer.name,
    customer_email: customer.email,
    customer_email_optin: customer.emailOptin === null ? null : Number(customer.emailOptin),
    customer_region: customer.region,
    customer_city: customer.city,
    customer_address: customer.address,
    // The live service sends "0" for an empty country or phone (samples/customer-search.json).
    customer_country: customer.country || '0',
    customer_postal_zip: customer.postalZip,
    customer_phone: customer.phone || '0',
    customer_crm_id: null,
    notes: null,
    meta: { ...customer.meta },
    referer: null,
    bookings: Object.fromEntries(bookings.map((b) => [b.code, { created_date: isoInZone(b.createdAt, timezone) }])),
  };
}
