// A small hash router: #/today, #/bookings, #/booking/ABCD-123456, #/calendar, #/notes, #/bookmarks, #/outbox,
// #/new (?customer=42), #/customers, #/customer/42, #/reports, #/connect.
// Hash routes work the same from app://frontdesk/ and from the browser host.
import { useSyncExternalStore } from 'react';

export type Route =
  | { screen: 'today' }
  | { screen: 'bookings'; query: URLSearchParams }
  | { screen: 'booking'; code: string; justBooked: boolean }
  | { screen: 'calendar' }
  | { screen: 'notes' }
  | { screen: 'bookmarks' }
  | { screen: 'outbox' }
  | { screen: 'new'; customerId: number | null }
  | { screen: 'customers'; query: URLSearchParams }
  | { screen: 'customer'; id: number }
  | { screen: 'reports' }
  | { screen: 'connect' };

/** A positive whole number from a route, or null. */
function routeId(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function parseRoute(hash: string): Route {
  const [path = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [first, second] = path.split('/');
  switch (first) {
    case 'bookings':
      return { screen: 'bookings', query: new URLSearchParams(search) };
    case 'booking':
      return second
        ? { screen: 'booking', code: decodeURIComponent(second), justBooked: new URLSearchParams(search).has('booked') }
        : { screen: 'bookings', query: new URLSearchParams() };
    case 'new':
      return { screen: 'new', customerId: routeId(new URLSearchParams(search).get('customer')) };
    case 'customers':
      return { screen: 'customers', query: new URLSearchParams(search) };
    case 'customer': {
      const id = routeId(second);
      return id ? { screen: 'customer', id } : { screen: 'customers', query: new URLSearchParams() };
    }
    case 'calendar':
    case 'notes':
    case 'bookmarks':
    case 'outbox':
    case 'reports':
    case 'connect':
      return { screen: first };
    default:
      return { screen: 'today' };
  }
}

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  return () => window.removeEventListener('hashchange', callback);
}

export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}

export function navigate(path: string): void {
  window.location.hash = `#/${path.replace(/^\/+/, '')}`;
}

export const bookingPath = (code: string) => `booking/${encodeURIComponent(code)}`;
/** A booking opened straight after it was made at the desk: it says so, with what to tell the guest. */
export const justBookedPath = (code: string) => `${bookingPath(code)}?booked=1`;
export const customerPath = (id: number) => `customer/${id}`;
/** A new booking, pre-filled for a returning customer when one is named. */
export const newBookingPath = (customerId?: number) => (customerId ? `new?customer=${customerId}` : 'new');
