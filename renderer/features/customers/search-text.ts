// What the customer search says: how the service matches each field, and what to try when nothing matched.
import { defineMessages, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { SearchKind } from './search-kind.js';

/** The service matches whole values only (spec 4.3), so each hint shows what a whole value looks like. */
export const MATCH_HINTS = words(defineMessages({
  email: { id: 'customers.hint.email', defaultMessage: 'The whole e-mail address, e.g. ann.lee@example.com.' },
  name: { id: 'customers.hint.name', defaultMessage: 'The full name as recorded, e.g. Ann Lee; several customers may share it.' },
  phone: {
    id: 'customers.hint.phone',
    defaultMessage: 'The digits are enough, with or without spaces, dashes or the country code, e.g. 250 555 0123.',
  },
})) satisfies Record<SearchKind, unknown>;

/** The field each kind searches, as the choice under the box names it. */
export const KIND_LABELS = words(defineMessages({
  email: { id: 'customers.kind.email', defaultMessage: 'E-mail' },
  name: { id: 'customers.kind.name', defaultMessage: 'Name' },
  phone: { id: 'customers.kind.phone', defaultMessage: 'Phone' },
})) satisfies Record<SearchKind, unknown>;

/** "No customer has the e-mail address “ann@exmaple.com”." */
export function noMatchText(kind: SearchKind, text: string, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'customers.noMatch',
    defaultMessage: '{kind, select, email {No customer has the e-mail address “{text}”.} phone {No customer has the phone number “{text}”.} other {No customer has the name “{text}”.}}',
  }, { kind, text });
}

/** What to do next: the service finds only exact matches, so a small slip is the likeliest cause. */
export function noMatchAdvice(kind: SearchKind, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'customers.noMatch.advice',
    defaultMessage: '{kind, select, email {Check the spelling, or search by their name or phone number instead.} '
      + 'phone {Check the spelling, or search by their e-mail address or name instead (spaces and dashes in a number do not matter).} '
      + 'other {Check the spelling, or search by their e-mail address or phone number instead (a name must be written in full, as recorded).}}',
  }, { kind });
}

/** "2 customers named “Ann Lee”": read out when the results arrive. */
export function resultsText(count: number, kind: SearchKind, text: string, intl: IntlShape): string {
  return intl.formatMessage({
    id: 'customers.results',
    defaultMessage: '{kind, select, email {{count, plural, one {# customer} other {# customers}} with the e-mail address “{text}”} '
      + 'phone {{count, plural, one {# customer} other {# customers}} with the phone number “{text}”} '
      + 'other {{count, plural, one {# customer} other {# customers}} named “{text}”}}',
  }, { count, kind, text });
}
