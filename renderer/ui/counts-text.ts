// A booking's guest counts in words, with the one formatter ("3 Adults, 2 Children"), and what is said of counts
// the desk does not have yet: the Manifest's rows and a booking's lines say them the same way.
import type { Formatter } from './format.js';

/**
 * What is said of guests or amounts the desk does not have: being counted while it reads the records behind the
 * day (`counting`), or not known while it cannot (the service is down): never a 0 that reads as nobody.
 */
export const unknownWord = (counting: boolean) => (counting ? 'being counted' : 'not known yet');

/** Parameter ids in the account's order; labels as the account wrote them, the id until they are known. */
export function countsText(counts: Record<string, number> | null, labels: ReadonlyMap<string, string>, format: Formatter,
  counting = false): string {
  if (counts === null) return counting ? 'Being counted…' : 'Not known yet';
  const known = [...labels.keys()];
  const ids = Object.keys(counts).filter((id) => (counts[id] ?? 0) > 0)
    .sort((a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99) || a.localeCompare(b));
  if (ids.length === 0) return 'No guests counted';
  return ids.map((id) => format.guests(counts[id]!, labels.get(id) ?? `Parameter ${id}`)).join(', ');
}
