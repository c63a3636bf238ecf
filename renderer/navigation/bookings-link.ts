// The address of a filtered booking list (#/bookings?…), so that any screen can open "these bookings".
// The bookings screen reads the same names back.

export interface BookingsLink {
  status?: string;
  itemId?: number;
  email?: string;
  /** yyyymmdd bounds, inclusive. */
  startAfter?: number;
  startBefore?: number;
  endAfter?: number;
  endBefore?: number;
  startOn?: number;
  endOn?: number;
  /** yyyymmdd days; the bookings screen reads them as whole days in the account's time zone. */
  createdAfter?: number;
  createdBefore?: number;
  modifiedAfter?: number;
  modifiedBefore?: number;
  /** The page of the list, so Back returns to where the person was. */
  page?: number;
}

const NAMES: Record<keyof BookingsLink, string> = {
  status: 'status', itemId: 'item', email: 'email', startAfter: 'startAfter', startBefore: 'startBefore',
  endAfter: 'endAfter', endBefore: 'endBefore', startOn: 'startOn', endOn: 'endOn', createdAfter: 'createdAfter',
  createdBefore: 'createdBefore', modifiedAfter: 'modifiedAfter', modifiedBefore: 'modifiedBefore', page: 'page',
};

export function bookingsLink(filters: BookingsLink): string {
  const query = new URLSearchParams();
  for (const [key, name] of Object.entries(NAMES) as [keyof BookingsLink, string][]) {
    const value = filters[key];
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `bookings?${text}` : 'bookings';
}

export function readBookingsLink(query: URLSearchParams): BookingsLink {
  const number = (name: string) => {
    const value = Number(query.get(name));
    return query.has(name) && Number.isInteger(value) ? value : undefined;
  };
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const link: BookingsLink = {};
  const set = <K extends keyof BookingsLink>(key: K, value: BookingsLink[K] | undefined) => {
    if (value !== undefined) link[key] = value;
  };
  set('status', text('status'));
  set('itemId', number('item'));
  set('email', text('email'));
  set('startAfter', number('startAfter'));
  set('startBefore', number('startBefore'));
  set('endAfter', number('endAfter'));
  set('endBefore', number('endBefore'));
  set('startOn', number('startOn'));
  set('endOn', number('endOn'));
  set('createdAfter', number('createdAfter'));
  set('createdBefore', number('createdBefore'));
  set('modifiedAfter', number('modifiedAfter'));
  set('modifiedBefore', number('modifiedBefore'));
  set('page', number('page'));
  return link;
}
