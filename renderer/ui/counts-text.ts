// A booking's guest counts in words, with the one formatter ("3 Adults, 2 Children"), and what is said of counts
// the desk does not have yet: the Manifest's rows and a booking's lines say them the same way.
import { defineMessages, type IntlShape } from 'react-intl';
import type { Formatter } from './format.js';

export const COUNTS = defineMessages({
  beingCounted: { id: 'manifest.counts.beingCounted', defaultMessage: 'Being counted…' },
  notKnown: { id: 'manifest.counts.notKnown', defaultMessage: 'Not known yet' },
  none: { id: 'manifest.counts.none', defaultMessage: 'No guests counted' },
});

/**
 * Parameter ids in the account's order; labels as the account wrote them, the id until they are known. `data`: the
 * text is the guests by the account's labels (shown translate="no"), not the desk's own words.
 */
export function countsWords(intl: IntlShape, counts: Record<string, number> | null, labels: ReadonlyMap<string, string>,
  format: Formatter, counting = false): { text: string; data: boolean } {
  if (counts === null) return { text: intl.formatMessage(counting ? COUNTS.beingCounted : COUNTS.notKnown), data: false };
  const known = [...labels.keys()];
  const ids = Object.keys(counts).filter((id) => (counts[id] ?? 0) > 0)
    .sort((a, b) => (known.indexOf(a) + 1 || 99) - (known.indexOf(b) + 1 || 99) || a.localeCompare(b));
  if (ids.length === 0) return { text: intl.formatMessage(COUNTS.none), data: false };
  const label = (id: string) => labels.get(id) ?? intl.formatMessage({ id: 'counts.parameter', defaultMessage: 'Parameter {id}' }, { id });
  return { text: ids.map((id) => format.guests(counts[id]!, label(id))).join(', '), data: true };
}

export const countsText = (intl: IntlShape, counts: Record<string, number> | null, labels: ReadonlyMap<string, string>,
  format: Formatter, counting = false): string => countsWords(intl, counts, labels, format, counting).text;
