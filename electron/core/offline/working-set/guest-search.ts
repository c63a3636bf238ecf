// Guests whose name holds some text, from the desk's copy of bookings, each with every booking the copy holds for
// them: the service's customer search matches whole names only (spec 4.3), so "ander" finds Elena Andersson here.
// Her bookings are counted by customer (id, or e-mail without one) over the whole copy, as her own page lists them
// by customer id; counting only the bookings a search ranked highest said 2 where her page listed 7.
import { SCANNED_AT_ONCE } from '../../../../shared/domain/list-page.js';
import { normaliseText } from './normalise.js';
import type { StoredBooking } from './stored-booking.js';

export interface NamedGuest {
  /** The service's customer id, when the listing carried one (a live listing may not). */
  id: number | null;
  name: string;
  email: string;
  bookings: number;
}

const guestKey = ({ summary: { customer } }: StoredBooking) =>
  (customer.id !== null ? `id:${customer.id}` : `email:${customer.email.toLowerCase()}`);

/** At most `limit` guests, those whose name starts with the text first, then by name; every booking of each counted. */
export function* guestScan(entries: readonly StoredBooking[], query: string, limit: number): Generator<void, NamedGuest[]> {
  const text = normaliseText(query);
  if (text === '' || limit <= 0) return [];
  const counts = new Map<string, number>();
  const named = new Map<string, { guest: NamedGuest; starts: boolean }>();
  for (let at = 0; at < entries.length; at += 1) {
    if (at > 0 && at % SCANNED_AT_ONCE === 0) yield;
    const entry = entries[at]!;
    const key = guestKey(entry);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const inName = entry.nameKey.indexOf(text);
    if (inName < 0 || named.has(key)) continue;
    const { id, name, email } = entry.summary.customer;
    named.set(key, { guest: { id, name, email, bookings: 0 }, starts: inName === 0 });
  }
  return [...named.entries()]
    .sort(([, a], [, b]) => Number(b.starts) - Number(a.starts) || a.guest.name.localeCompare(b.guest.name))
    .slice(0, limit)
    .map(([key, { guest }]) => ({ ...guest, bookings: counts.get(key) ?? 0 }));
}
