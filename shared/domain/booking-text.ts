// Text as a person types it when looking for a guest, and the quick filter's rule: case, accents and punctuation in
// codes do not matter, and a booking matches when its text holds every word typed. One rule for the desk's copy
// (electron/core/offline/working-set) and for the Bookings screen, which filters the bookings it holds in the page.

// Letters NFD does not split into a base letter and a mark, so they are folded by hand.
const FOLDS: Record<string, string> = {
  'ß': 'ss', 'æ': 'ae', 'œ': 'oe', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'ı': 'i', 'ħ': 'h',
};
const FOLDABLE = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');
const MARKS = /\p{M}+/gu;
// Plain ASCII needs no decomposition: most names and every e-mail take this fast path.
const PLAIN = /^[\x20-\x7e]*$/;

/** Lower case, accents removed, runs of white space made one: "  Zoë  Ørsted " → "zoe orsted". */
export function normaliseText(text: string): string {
  const lower = text.toLowerCase();
  const folded = PLAIN.test(lower) ? lower
    : lower.normalize('NFD').replace(MARKS, '').replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter);
  return folded.replace(/\s+/g, ' ').trim();
}

/** A booking code without its dashes and spaces, so "pvca 0503" finds PVCA-050314. */
export function normaliseCode(code: string): string {
  return normaliseText(code).replace(/[^a-z0-9]/g, '');
}

/** An e-mail address as the service compares it: trimmed, case ignored. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the quick filter looks in: the code (as written and without its dashes), guest, e-mail and items. */
export function bookingTextKey(booking: { code: string; customer: { name: string; email: string }; summary: string }): string {
  const { code, customer, summary } = booking;
  return `${code.toLowerCase()} ${normaliseCode(code)} ${normaliseText(customer.name)} ${normaliseEmail(customer.email)} ${normaliseText(summary)}`;
}

/** The words typed, normalised; none for blank text (which filters nothing). */
export function quickFilterWords(text: string): string[] {
  return normaliseText(text).split(' ').filter((word) => word !== '');
}

/** Whether a booking's text key holds every word. */
export function holdsWords(key: string, words: readonly string[]): boolean {
  // A loop, not `every`: called for each of 100,000 bookings at a key, a callback each time is garbage.
  for (let at = 0; at < words.length; at += 1) if (!key.includes(words[at]!)) return false;
  return true;
}
