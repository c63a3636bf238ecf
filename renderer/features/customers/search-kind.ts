// What a person typed into the customer search: an e-mail address, a phone number or a name. The service
// matches one field exactly (spec 4.3), so the desk must send the text as the right one.
import type { CustomerSearch } from '../../../shared/contract/model/customer.js';

export type SearchKind = 'email' | 'name' | 'phone';

export const SEARCH_KINDS: readonly SearchKind[] = ['email', 'name', 'phone'];

/** Characters a phone number is written with besides its digits: "+1 (250) 555-0123", "250.555.0123". */
const PHONE_PUNCTUATION = /[+\-().\s/]/g;
const MIN_PHONE_DIGITS = 3;
/** "Mostly" digits: an extension or a stray letter ("+1 250 555 0123 x4") still reads as a phone number. */
const PHONE_SHARE = 0.8;

export function isSearchKind(text: string | null | undefined): text is SearchKind {
  return SEARCH_KINDS.includes(text as SearchKind);
}

function looksLikePhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  const rest = text.replace(PHONE_PUNCTUATION, '').length;
  return digits >= MIN_PHONE_DIGITS && rest > 0 && digits / rest >= PHONE_SHARE;
}

/** The field the text most likely is: "@" makes an e-mail, mostly digits a phone, anything else a name. */
export function guessSearchKind(text: string): SearchKind {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return 'email';
  return looksLikePhone(trimmed) ? 'phone' : 'name';
}

/** The contract's input for one search; null when there is nothing to look for yet. */
export function customerSearchInput(kind: SearchKind, text: string): CustomerSearch | null {
  const value = text.trim();
  return value ? { [kind]: value } : null;
}
