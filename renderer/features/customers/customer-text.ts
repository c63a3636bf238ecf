// How a customer's record reads on screen: where they live, their address as an envelope shows it, a phone link.
import type { IntlShape } from 'react-intl';
import type { Customer } from '../../../shared/contract/model/customer.js';

/** "CA" → "Canada" in the account's language; anything that is not a region code stays as the service wrote it. */
export function countryName(country: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

const joined = (parts: string[], separator = ', ') => parts.map((part) => part.trim()).filter(Boolean).join(separator);

/** "Seattle, WA, United States": the place column of the search results. */
export function placeText(customer: Customer, locale: string): string {
  return joined([customer.city, customer.region, countryName(customer.country, locale)]);
}

/** The address block: street, then town with region and postal code, then country; empty lines left out. */
export function addressLines(customer: Customer, locale: string): string[] {
  const town = joined([joined([customer.city, customer.region]), customer.postalCode], '  ');
  return [customer.address.trim(), town, countryName(customer.country, locale)].filter(Boolean);
}

/** tel: wants the digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "3 bookings, latest stay first", "1 booking, …", "No bookings, …": the head of a customer's bookings. */
export function bookingCount(count: number, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'customer.bookings.count',
    defaultMessage: '{count, plural, =0 {No bookings} one {# booking} other {# bookings}}, latest stay first',
  }, { count });
}
