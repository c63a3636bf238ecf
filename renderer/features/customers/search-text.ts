// What the customer search says: how the service matches each field, and what to try when nothing matched.
import type { SearchKind } from './search-kind.js';

/** The service matches whole values only (spec 4.3), so each hint shows what a whole value looks like. */
export const MATCH_HINTS: Record<SearchKind, string> = {
  email: 'The whole e-mail address, e.g. ann.lee@example.com.',
  name: 'The full name as recorded, e.g. Ann Lee; several customers may share it.',
  phone: 'The digits are enough, with or without spaces, dashes or the country code, e.g. 250 555 0123.',
};

const FIELD_WORDS: Record<SearchKind, string> = {
  email: 'the e-mail address', name: 'the name', phone: 'the phone number',
};

/** "No customer has the e-mail address “ann@exmaple.com”." */
export function noMatchText(kind: SearchKind, text: string): string {
  return `No customer has ${FIELD_WORDS[kind]} “${text}”.`;
}

const OTHER_WAYS: Record<SearchKind, string> = {
  email: 'search by their name or phone number instead',
  name: 'search by their e-mail address or phone number instead (a name must be written in full, as recorded)',
  phone: 'search by their e-mail address or name instead (spaces and dashes in a number do not matter)',
};

/** What to do next: the service finds only exact matches, so a small slip is the likeliest cause. */
export function noMatchAdvice(kind: SearchKind): string {
  return `Check the spelling, or ${OTHER_WAYS[kind]}.`;
}

/** "2 customers named “Ann Lee”": read out when the results arrive. */
export function resultsText(count: number, kind: SearchKind, text: string): string {
  const who = `${count} ${count === 1 ? 'customer' : 'customers'}`;
  switch (kind) {
    case 'email': return `${who} with the e-mail address “${text}”`;
    case 'phone': return `${who} with the phone number “${text}”`;
    case 'name': return `${who} named “${text}”`;
  }
}
