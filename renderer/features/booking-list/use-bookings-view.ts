// Which bookings the screen shows: filters and page, read from the address (#/bookings?status=PAID&page=2) and
// written back to it as they change, so a link, Back, or a reload opens the same list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { bookingsLink, readBookingsLink } from '../../navigation/bookings-link.js';
import { NO_FILTERS, type BookingFilters } from './filters.js';

export interface BookingsView {
  filters: BookingFilters;
  page: number;
  /** The last change was typed (e-mail, a date), so it waits for a pause; a pick from a list applies at once. */
  typed?: boolean;
}

/** Typing pauses this long before the list is asked for: every keystroke stays instant, one query follows. */
export const FILTER_PAUSE_MS = 250;

export function viewOf(query: URLSearchParams): BookingsView {
  const { page, status, ...filters } = readBookingsLink(query);
  return { filters: { ...filters, ...(status ? { status: status.toUpperCase() } : {}) }, page: page && page > 0 ? page : 1 };
}

export const addressOf = (view: BookingsView) => bookingsLink({ ...view.filters, ...(view.page > 1 ? { page: view.page } : {}) });

/** Typed filters settle after a pause; anything else (a list pick, Clear, a page) applies at once. */
function useSettled(view: BookingsView): BookingsView {
  const [settled, setSettled] = useState(view);
  const now = view.filters === settled.filters || !view.typed;
  useEffect(() => {
    if (view === settled) return;
    const timer = setTimeout(() => setSettled(view), now ? 0 : FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [view, settled, now]);
  return now ? view : settled;
}

/**
 * Replaces the address rather than adding to history: Back leaves the list instead of undoing each keystroke.
 * `query` is parsed afresh whenever the app re-renders on a hash change, so a new object with another address
 * means someone opened a different list (a link, the nav, Back): the screen takes it over.
 */
function useAddress(query: URLSearchParams, settled: BookingsView, adopt: (view: BookingsView) => void) {
  const written = useRef(addressOf(settled));
  useEffect(() => {
    const opened = viewOf(query);
    if (addressOf(opened) === written.current) return;
    written.current = addressOf(opened);
    adopt(opened);
  }, [query, adopt]);
  useEffect(() => {
    const address = addressOf(settled);
    if (address === written.current) return;
    written.current = address;
    history.replaceState(history.state, '', `#/${address}`);
  }, [settled]);
}

export function useBookingsView(query: URLSearchParams) {
  const [view, setView] = useState(() => viewOf(query));
  const settled = useSettled(view);
  useAddress(query, settled, setView);
  // The same functions from render to render, so the filter panel is not drawn again at each key of the quick filter.
  const setFilters = useCallback((filters: BookingFilters, typed = false) => setView({ filters, page: 1, typed }), []);
  // The same view when the page does not change: every key of the quick filter asks for page 1, and a new view
  // would draw the whole screen a second time after the key's own drawing.
  const setPage = useCallback(
    (page: number) => setView((current) => (current.page === page ? current : { ...current, page })), []);
  const clearFilters = useCallback(() => setView({ filters: NO_FILTERS, page: 1 }), []);
  return {
    /** What the filter fields show, as typed. */
    filters: view.filters,
    /** What the list is asked for. */
    settled,
    setFilters,
    setPage,
    clearFilters,
  };
}
