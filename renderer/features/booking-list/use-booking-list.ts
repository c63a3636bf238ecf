// Which bookings the list shows: a page the desk answers (the service's listing online; the desk's copy when sorted,
// offline, or filtered by words), or, once words are typed and the list is held in the page (use-held-bookings.ts),
// that list narrowed here, in the frame after the key press.
import { keepPreviousData } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDeskQuery } from '../../desk/hooks.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { bookingQuery, listQuery } from './filters.js';
import { listSort } from './list-sort.js';
import { usePageSize } from './preferences.js';
import { filterHeld } from './quick-filter.js';
import { asTyped, hasWords, useQuickText } from './quick-text.js';
import { useBookingsView } from './use-bookings-view.js';
import { useHeldBookings } from './use-held-bookings.js';

const noWords = () => '';

/**
 * The list's sources, drawn again by a key of the quick filter only while the list is not held in the page: the
 * address's filters and page, the column order, the list held in the page, and the desk's answer for the page. Once
 * the list is held, the words are read only by useShownList below.
 */
export function useBookingList(query: URLSearchParams, sorting: SortingState) {
  const view = useBookingsView(query);
  const [pageSize, setPageSize] = usePageSize();
  const format = useAccountFormat();
  const { filters, page } = view.settled;
  const words = useQuickText(hasWords);
  // The list is held in the page once its first page is on screen (so reading it never delays that page), or at
  // once when words are typed.
  const [firstShown, setFirstShown] = useState(false);
  const held = useHeldBookings(listQuery(filters, format.timeZone, listSort(sorting)), firstShown || words);
  // Words typed before the list is held are the desk's to answer; once it is held they are narrowed in the page.
  const typed = useQuickText(held.data ? noWords : asTyped);
  const unfiltered = bookingQuery(filters, page, pageSize, format.timeZone, listSort(sorting));
  // Narrowed in the page, the desk is not asked: the list it would answer stays the unfiltered one, not one per key.
  const asked = useDeskQuery('bookings.list', hasWords(typed) ? { ...unfiltered, text: typed } : unfiltered, {
    // The page on screen stays while the next one loads, so the table never empties and jumps.
    placeholderData: keepPreviousData,
    enabled: !(words && held.data),
  });
  useEffect(() => {
    if (asked.data !== undefined) setFirstShown(true);
  }, [asked.data]);
  // What a key can bring onto the page: the table measures these for its columns before anyone types.
  const upcoming = useMemo(() => held.data?.entries.map((entry) => entry.booking) ?? null, [held.data]);
  const choosePageSize = useCallback((size: number) => {
    setPageSize(size);
    view.setPage(1);
  }, [setPageSize, view]);
  return { view, format, pageSize, choosePageSize, held: held.data, asked, unfiltered, upcoming };
}

export type ListSources = ReturnType<typeof useBookingList>;

/** The rows on screen for the words typed: the held list narrowed in the frame after the key, or the desk's page. */
export function useShownList({ view, pageSize, held, asked, unfiltered }: ListSources, text: string) {
  const words = hasWords(text);
  const { page } = view.settled;
  const narrowed = useMemo(() => (words && held ? filterHeld(held, text, page, pageSize) : null),
    [words, held, text, page, pageSize]);
  // Which list the rows on screen belong to: it moves on when the new page arrives, not when it is asked for. Kept in
  // a ref, not state: set during the render, state would draw the list twice for each key of the quick filter.
  const lastShown = useRef('');
  const keyFor = (typed: string) => JSON.stringify({ ...unfiltered, ...(hasWords(typed) ? { text: typed } : {}) });
  const key = keyFor(text);
  const arrived = narrowed !== null || (asked.data !== undefined && !asked.isPlaceholderData);
  if (arrived) lastShown.current = key;
  const list = {
    data: narrowed ?? asked.data, error: narrowed ? null : asked.error, refetch: asked.refetch,
    isFetching: narrowed ? false : asked.isFetching, isPending: narrowed ? false : asked.isPending,
    isPlaceholderData: narrowed ? false : asked.isPlaceholderData,
  };
  const pages = list.data?.pages;
  // A remembered page past the end (the list shrank since): show the last page there is.
  useEffect(() => {
    if (!list.isPlaceholderData && pages !== undefined && page > pages) view.setPage(Math.max(1, pages));
  }, [list.isPlaceholderData, pages, page, view]);
  return { list, shownKey: lastShown.current, keyFor };
}
