// A booking's guest counts in words, with the one formatter ("3 Adults, 2 Children"), and what is said of counts
// the desk does not have yet: the Manifest's rows and a booking's lines say them the same way.
import type { Formatter } from './format.js';

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
