// A small hash router: #/manifest, #/bookings, #/booking/ABCD-123456, #/calendar, #/notes, #/bookmarks, #/outbox,
// #/new (?customer=42), #/customers, #/customer/42, #/reports, #/readiness (?day=20261113&days=7), #/shift, #/accounts. Any other address is "not found", never a
// blank window. Hash routes work the same from app://frontdesk/ and from the browser host.
import { useSyncExternalStore } from 'react';
import { Listeners } from '../../shared/listeners.js';

export type Route =
  | { screen: 'manifest' }
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
  /** The bookings of a day (tomorrow when not given) or the next days with something to do before arrival. */
  | { screen: 'readiness'; day: number | null; days: number }
  /** The shift's record and its handover. */
  | { screen: 'shift' }
  | { screen: 'accounts' }
  /** An address that names no screen (a typo, a broken link, an old bookmark), as it was written. */
  | { screen: 'not-found'; address: string };

/** A positive whole number from a route, or null. */
function routeId(text: string | null | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A path segment as written, or null when its %-escapes are broken (`%E0%A4%A`): decodeURIComponent throws then. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function parseRoute(hash: string): Route {
  const address = hash.replace(/^#\/?/, '');
  const [path = '', search = ''] = address.split('?');
  const [first, second] = path.split('/');
  const notFound: Route = { screen: 'not-found', address: decoded(address) ?? address };
  switch (first) {
    case 'bookings':
      return { screen: 'bookings', query: new URLSearchParams(search) };
    case 'booking': {
      if (!second) return { screen: 'bookings', query: new URLSearchParams() };
      const code = decoded(second);
      return code ? { screen: 'booking', code, justBooked: new URLSearchParams(search).has('booked') } : notFound;
    }
    case 'new':
      return { screen: 'new', customerId: routeId(new URLSearchParams(search).get('customer')) };
    case 'customers':
      return { screen: 'customers', query: new URLSearchParams(search) };
    case 'customer': {
      const id = routeId(second);
      return id ? { screen: 'customer', id } : { screen: 'customers', query: new URLSearchParams() };
    }
    case 'readiness': {
      const query = new URLSearchParams(search);
      const day = Number(query.get('day'));
      const days = Number(query.get('days'));
      return { screen: 'readiness', day: /^\d{8}$/.test(String(day)) ? day : null, days: days >= 1 && days <= 14 ? Math.floor(days) : 1 };
    }
    case 'shift':
    case 'calendar':
    case 'notes':
    case 'bookmarks':
    case 'outbox':
    case 'reports':
    case 'accounts':
      return { screen: first };
    case '':
    case 'manifest':
      return { screen: 'manifest' };
    default:
      return notFound;
  }
}

// The browser tells a new hash in a later task ("hashchange"); a key pressed in between (PageDown then Enter, Alt+2
// then a letter) would act on the screen that was. So navigate() tells the screens itself, within the key's task.
const moved = new Listeners();

function subscribe(callback: () => void): () => void {
  window.addEventListener('hashchange', callback);
  const stop = moved.on(callback);
  return () => {
    window.removeEventListener('hashchange', callback);
    stop();
  };
}

/** The address as written (the hash): what a screen's boundary is keyed by, so each address starts afresh. */
export function useAddress(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

export function useRoute(): Route {
  return parseRoute(useAddress());
}

/** A screen's name as a person reads it in the navigation and in "The … screen could not be shown". */
export function screenName(route: Route): string {
  switch (route.screen) {
    case 'manifest': return 'Manifest';
    case 'booking': return `booking ${route.code}`;
    case 'customer': return 'customer';
    case 'new': return 'New booking';
    case 'accounts': return 'Accounts';
    case 'shift': return 'Shift';
    case 'not-found': return 'Not found';
    default: return route.screen[0]!.toUpperCase() + route.screen.slice(1);
  }
}

export function navigate(path: string): void {
  window.location.hash = `#/${path.replace(/^\/+/, '')}`;
  moved.emit();
}

/** The screen before this one; the manifest when this window has none to go back to. */
export function goBack(): void {
  if (history.length > 1) history.back();
  else navigate('manifest');
}

export const bookingPath = (code: string) => `booking/${encodeURIComponent(code)}`;
/** The readiness board of a day (or of `days` days from it). */
export const readinessPath = (day: number, days = 1) => `readiness?day=${day}${days > 1 ? `&days=${days}` : ''}`;
/** A booking opened straight after it was made at the desk: it says so, with what to tell the guest. */
export const justBookedPath = (code: string) => `${bookingPath(code)}?booked=1`;
export const customerPath = (id: number) => `customer/${id}`;
/** A new booking, pre-filled for a returning customer when one is named. */
export const newBookingPath = (customerId?: number) => (customerId ? `new?customer=${customerId}` : 'new');
