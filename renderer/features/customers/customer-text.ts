// How a customer's record reads on screen: where they live, their address as an envelope shows it, a phone link.
import type { Customer } from '../../../shared/contract/model/customer.js';
import { formatNumber } from '../../ui/format.js';

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

/** "3 bookings", "1 booking", "No bookings". */
export function bookingCount(count: number, locale: string): string {
  if (count === 0) return 'No bookings';
  return `${formatNumber(count, locale)} ${count === 1 ? 'booking' : 'bookings'}`;
}
