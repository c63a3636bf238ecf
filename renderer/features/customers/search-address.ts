// A customer search lives in the address (#/customers?q=ann@example.com&by=name), so Back and Forward step
// through the searches made. "by" is written only when the person overrode the guess, which keeps links short.
import { guessSearchKind, isSearchKind, type SearchKind } from './search-kind.js';

export interface AskedSearch {
  /** As typed, trimmed; empty when nothing was searched yet. */
  text: string;
  /** The field searched: the one chosen, else the guess. */
  kind: SearchKind;
  /** The field the person chose over the guess, or null when the guess stands. */
  chosen: SearchKind | null;
}

export function readCustomerSearch(query: URLSearchParams): AskedSearch {
  const text = query.get('q')?.trim() ?? '';
  const by = query.get('by');
  const chosen = isSearchKind(by) ? by : null;
  return { text, kind: chosen ?? guessSearchKind(text), chosen };
}

/** The route of a search: `customers?q=…`, with `&by=…` only when it differs from what the text suggests. */
export function customerSearchPath(text: string, chosen: SearchKind | null): string {
  const trimmed = text.trim();
  if (!trimmed) return 'customers';
  const query = new URLSearchParams({ q: trimmed });
  if (chosen && chosen !== guessSearchKind(trimmed)) query.set('by', chosen);
  return `customers?${query.toString()}`;
}
