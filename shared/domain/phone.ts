// A phone number as a person types it and as the account wrote it down. The service matches customer_phone exactly
// (spec 4.3), so "250-555-0123" never found a guest recorded as "+1 250 555 0123". The desk compares digits: it asks
// for the number as typed, and as the account's own numbers write it, the forms it learned from the records it holds.

/** The number's digits alone: spaces, dashes, dots, brackets and the plus sign do not matter. */
export const phoneDigits = (text: string): string => text.replace(/\D/g, '');

/** Fewer digits than this match no number by its end: "0123" would find every number ending so. */
const MIN_TAIL = 7;
/** A country code or trunk prefix the typed number may leave off: up to three digits. */
const MOST_LEFT_OFF = 3;
/** Each writing costs the service one search. */
const MOST_WRITINGS = 6;

/**
 * How the typed number may be written on the account, most likely first: as typed; then each form of a known
 * number with the same digits, or whose digits end with the typed ones (the country code left off); then the typed
 * digits in the shape of the account's numbers ("+# ### ### ####"), a left-off prefix taken from a number of that
 * shape. At most six, none twice.
 */
export function phoneWritings(typed: string, known: Iterable<string>): string[] {
  const digits = phoneDigits(typed);
  const writings = new Set([typed.trim()]);
  if (digits.length < MIN_TAIL) return [...writings];
  const shapes = new Map<string, string>();
  for (const number of known) {
    const theirs = phoneDigits(number);
    const leftOff = theirs.length - digits.length;
    if (leftOff >= 0 && leftOff <= MOST_LEFT_OFF && theirs.endsWith(digits)) writings.add(number.trim());
    const shape = number.trim().replace(/\d/g, '#');
    if (!shapes.has(shape)) shapes.set(shape, theirs);
  }
  for (const [shape, example] of shapes) {
    const leftOff = example.length - digits.length;
    if (leftOff < 0 || leftOff > MOST_LEFT_OFF) continue;
    const filled = example.slice(0, leftOff) + digits;
    let at = 0;
    writings.add(shape.replace(/#/g, () => filled[at++]!));
  }
  return [...writings].slice(0, MOST_WRITINGS);
}
