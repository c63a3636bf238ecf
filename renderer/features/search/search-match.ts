// The search box's pure half: what kind of thing was typed, and which bookings the desk already holds match it.
// Kept free of React and the desk so the rules can be read and tested on their own.
import type { BookingSummary } from '../../../shared/contract/model/booking.js';

export type SearchInput =
  | { kind: 'empty' }
  | { kind: 'code'; code: string }
  | { kind: 'email'; email: string }
  | { kind: 'name'; name: string }
  /** Too short or half an address: answered from the desk's own cache only. */
  | { kind: 'partial'; text: string };

/** Case-, accent- and spacing-insensitive form: "  Zoë  MÜLLER " → "zoe muller". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Codes look like ABCD-123456; anything with a dash and digits (and only code characters) is treated as one. */
export function looksLikeCode(text: string): boolean {
  return /^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/.test(text) && /\d/.test(text);
}

const COMPLETE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The service only matches whole e-mail addresses and whole names (spec 4.3), so only those are sent to it. */
export function classifySearch(raw: string): SearchInput {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  if (looksLikeCode(text)) return { kind: 'code', code: text.toUpperCase() };
  if (text.includes('@')) return COMPLETE_EMAIL.test(text) ? { kind: 'email', email: text } : { kind: 'partial', text };
  if (text.length >= 3 && /\p{L}/u.test(text) && !/\d/.test(text)) return { kind: 'name', name: text.replace(/\s+/g, ' ') };
  return { kind: 'partial', text };
}

/** Lower is better: an exact code first, then code prefixes, then names, then e-mail addresses. */
function rank(booking: BookingSummary, query: string): number | null {
  const code = normalise(booking.code);
  if (code === query) return 0;
  if (code.startsWith(query)) return 1;
  const name = normalise(booking.customer.name);
  if (name.startsWith(query)) return 2;
  if (name.includes(query)) return 3;
  if (normalise(booking.customer.email).includes(query)) return 4;
  return null;
}

/** Bookings among those the desk holds that match the typed text, best first, each code once. */
export function matchBookings(bookings: Iterable<BookingSummary>, raw: string, limit = 8): BookingSummary[] {
  const query = normalise(raw);
  if (query === '') return [];
  const best = new Map<string, { booking: BookingSummary; rank: number }>();
  for (const booking of bookings) {
    const score = rank(booking, query);
    if (score === null || best.has(booking.code)) continue;
    best.set(booking.code, { booking, rank: score });
  }
  return [...best.values()]
    .sort((a, b) => a.rank - b.rank || (b.booking.startDay ?? 0) - (a.booking.startDay ?? 0))
    .slice(0, limit)
    .map((entry) => entry.booking);
}
