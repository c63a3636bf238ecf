// Which bookings the list shows: a page the desk answers (the service's listing online; the desk's copy when sorted,
// offline, or filtered by words), or, once words are typed and the list is held in the page (use-held-bookings.ts),
// that list narrowed here, in the frame after the key press.
import { keepPreviousData } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDeskQuery } from '../../desk/hooks.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { bookingQuery, listQuery } from './filters.js';
import { listSort } from './list-sort.js';
import { usePageSize } from './preferences.js';
import { filterHeld } from './quick-filter.js';
import { useBookingsView } from './use-bookings-view.js';
import { useHeldBookings } from './use-held-bookings.js';

/** The list's own choices beside the address's filters: the column order and the quick filter's words. */
interface ListChoices {
  sorting: SortingState;
  text: string;
}

export function useBookingList(query: URLSearchParams, { sorting, text }: ListChoices) {
  const view = useBookingsView(query);
  const [pageSize, setPageSize] = usePageSize();
  const format = useAccountFormat();
  const { filters, page } = view.settled;
  const words = text.trim() !== '';
  // The list is held in the page once its first page is on screen (so reading it never delays that page), or at
  // once when words are typed.
  const [firstShown, setFirstShown] = useState(false);
  const held = useHeldBookings(listQuery(filters, format.timeZone, listSort(sorting)), firstShown || words);
  // Words typed, and the list held: narrowed in the page, in the frame after the key press.
  const narrowed = useMemo(() => (words && held.data ? filterHeld(held.data, text, page, pageSize) : null),
    [words, held.data, text, page, pageSize]);
  // What a key can bring onto the page: the table measures these for its columns before anyone types.
  const upcoming = useMemo(() => held.data?.entries.map((entry) => entry.booking) ?? null, [held.data]);
  const unfiltered = bookingQuery(filters, page, pageSize, format.timeZone, listSort(sorting));
  const input = { ...unfiltered, ...(words ? { text } : {}) };
  // Narrowed in the page, the desk is not asked: the list it would answer stays the unfiltered one, not one per key.
  const asked = useDeskQuery('bookings.list', narrowed ? unfiltered : input, {
    // The page on screen stays while the next one loads, so the table never empties and jumps.
    placeholderData: keepPreviousData,
    enabled: narrowed === null,
  });
  // Which list the rows on screen belong to: it moves on when the new page arrives, not when it is asked for. Kept in
  // a ref, not state: set during the render, state would draw the whole screen twice for each key of the quick filter.
  const lastShown = useRef('');
  const key = JSON.stringify(input);
  const arrived = narrowed !== null || (asked.data !== undefined && !asked.isPlaceholderData);
  if (arrived) lastShown.current = key;
  const shownKey = lastShown.current;
  const list = {
    data: narrowed ?? asked.data, error: narrowed ? null : asked.error, refetch: asked.refetch,
    isFetching: narrowed ? false : asked.isFetching, isPending: narrowed ? false : asked.isPending,
    isPlaceholderData: narrowed ? false : asked.isPlaceholderData,
  };
  useEffect(() => {
    if (asked.data !== undefined) setFirstShown(true);
  }, [asked.data]);
  const pages = list.data?.pages;
  // A remembered page past the end (the list shrank since): show the last page there is.
  useEffect(() => {
    if (!list.isPlaceholderData && pages !== undefined && page > pages) view.setPage(Math.max(1, pages));
  }, [list.isPlaceholderData, pages, page, view]);
  const choosePageSize = (size: number) => {
    setPageSize(size);
    view.setPage(1);
  };
  return { view, list, format, pageSize, choosePageSize, shownKey, upcoming };
}
