// What the search box shows for the typed text: at once the bookings the desk already holds (its working set,
// which answers offline too, and the screens' cached answers), then what the service finds (a code is looked up;
// an e-mail address or a whole name is matched exactly, spec 4.3).
import { keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { Customer } from '../../../shared/contract/model/customer.js';
import { useDesk } from '../../desk/DeskProvider.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDeskQuery } from '../../desk/hooks.js';
import { cachedBookings } from './cached-bookings.js';
import { classifySearch, matchBookings } from './search-match.js';
import { useDebounced } from '../../ui/use-debounced.js';
import { errorText } from '../../desk/error-text.js';

export interface SearchResult {
  code: string;
  guest: string;
  /** null when the service named the booking (a customer's booking code) but the desk holds no summary yet. */
  booking: BookingSummary | null;
}

export interface SearchAnswer {
  results: SearchResult[];
  searching: boolean;
  /** Why the service added nothing, for a person to read; null when it answered. */
  problem: string | null;
}

const MAX_RESULTS = 12;
const CUSTOMERS_FOLLOWED = 3;

function problemOf(errors: (DeskFailure | null)[], code: string | null, intl: IntlShape): string | null {
  const error = errors.find((e) => e !== null);
  if (!error) return null;
  if (error.error.kind === 'not-found' && code) {
    return intl.formatMessage({ id: 'search.noSuchBooking', defaultMessage: 'The service has no booking {code}.' }, { code });
  }
  return intl.formatMessage({
    id: 'search.serviceNotAsked', defaultMessage: 'The service could not be asked ({problem}); showing what this desk holds.',
  }, { problem: errorText(intl, error.error).text });
}

function merge(found: BookingSummary[], customers: Customer[]): SearchResult[] {
  const results = new Map<string, SearchResult>();
  for (const booking of found) {
    if (!results.has(booking.code)) results.set(booking.code, { code: booking.code, guest: booking.customer.name, booking });
  }
  for (const customer of customers) {
    for (const code of customer.bookingCodes) {
      if (!results.has(code)) results.set(code, { code, guest: customer.name, booking: null });
    }
  }
  return [...results.values()].slice(0, MAX_RESULTS);
}

function useServiceSearch(text: string) {
  const desk = useDesk();
  const intl = useIntl();
  const input = classifySearch(text);
  const code = input.kind === 'code' ? input.code : '';
  const email = input.kind === 'email' ? input.email : '';
  const name = input.kind === 'name' ? input.name : '';
  const byCode = useDeskQuery('bookings.get', { code }, { enabled: code !== '', retry: false });
  const byEmail = useDeskQuery('bookings.list', { customerEmail: email, limit: 50 }, { enabled: email !== '' });
  const customers = useDeskQuery('customers.search', email ? { email } : { name }, { enabled: Boolean(email || name) });
  const found = customers.data?.customers ?? [];
  const followed = name ? found.slice(0, CUSTOMERS_FOLLOWED) : [];
  const byCustomer = useQueries({
    queries: followed.map((customer) => ({
      queryKey: ['bookings.list', { customerId: customer.id, limit: 50 }],
      queryFn: () => desk.value('bookings.list', { customerId: customer.id, limit: 50 }),
    })),
  });
  const bookings = [
    ...(code && byCode.data ? [byCode.data] : []), ...(email ? byEmail.data?.bookings ?? [] : []),
    ...byCustomer.flatMap((query) => query.data?.bookings ?? []),
  ];
  const active = [code ? byCode : null, email ? byEmail : null, email || name ? customers : null];
  const searching = active.some((query) => query?.isFetching) || byCustomer.some((query) => query.isFetching);
  const errors = active.map((query) => query?.error ?? null);
  return { bookings, customers: email || name ? found : [], searching, problem: problemOf(errors, code || null, intl) };
}

/** The working set's matches for every keystroke; the last answer stays until the next, cut to what still matches. */
function useLocalSearch(text: string): BookingSummary[] {
  const query = text.trim().slice(0, 200);
  const local = useDeskQuery('search.local', { text: query }, {
    enabled: query !== '', placeholderData: keepPreviousData, staleTime: 5_000, retry: false,
  });
  if (query === '' || !local.data) return [];
  return local.isPlaceholderData ? matchBookings(local.data, text) : local.data;
}

export function useSearchResults(text: string): SearchAnswer {
  const queryClient = useQueryClient();
  const local = useLocalSearch(text);
  const settled = useDebounced(text, 250);
  const service = useServiceSearch(settled);
  // Read the cache again whenever the service answers: its answers land there too.
  const held = useMemo(() => matchBookings(cachedBookings(queryClient), text), [queryClient, text, service.searching]);
  // The service's answer is for the text as it was at the last pause; while typing on, the desk's own matches lead.
  const current = settled === text;
  const results = text.trim() === '' ? [] : merge([...local, ...held, ...(current ? service.bookings : [])], current ? service.customers : []);
  const waiting = settled !== text && classifySearch(text).kind !== 'partial';
  return { results, searching: service.searching || waiting, problem: current ? service.problem : null };
}
