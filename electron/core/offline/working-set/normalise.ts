// Text as a person types it when looking for a guest: case, accents and punctuation in codes do not matter.

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
