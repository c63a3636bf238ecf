// The list on screen as the desk holds it, every page of it, read in the background once the screen shows its
// first page, so that the quick filter narrows it in the page (quick-filter.ts). Read a thousand at a time, two at
// once, so the desk answers other calls between pages; read again when the desk's copy changed meanwhile (its generation).
// After a sync that stored bookings, and whenever the bookings lists are asked again (a check-in, a note: the
// AFTER_* lists name this key), only what changed since is asked for (held-changes.ts), not the whole list: at
// 100,000 bookings that was 100 pages for a note.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BookingQuery } from '../../../shared/contract/model/booking-query.js';
import type { HeldPage } from '../../../shared/contract/model/booking.js';
import { useDesk } from '../../desk/DeskProvider.js';
import type { DeskClient } from '../../desk/desk-client.js';
import { withChanges } from './held-changes.js';
import { makeLetterPairsWhenIdle } from './letter-pairs.js';
import { heldBookings, type HeldList } from './quick-filter.js';

const HELD_PAGE = 1000;
/** A held list of 20,000 bookings is megabytes: one left behind by another filter is not kept long. */
const KEPT_MS = 30_000;

export type HeldQuery = Omit<BookingQuery, 'page' | 'limit' | 'text'>;

/** Pages asked at once: the desk answers a screen's other calls between them. */
const IN_FLIGHT = 2;

/** Every page, all from the first page's moment of the desk's copy (the desk keeps it for them). */
async function readAll(desk: DeskClient, query: HeldQuery): Promise<HeldPage[]> {
  const first = await desk.value('bookings.held', { ...query, page: 1, limit: HELD_PAGE });
  const pages: HeldPage[] = [first];
  let next = 2;
  const reader = async () => {
    for (let page = next++; page <= first.pages; page = next++) {
      pages[page - 1] = await desk.value('bookings.held', { ...query, page, limit: HELD_PAGE, generation: first.generation });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, reader));
  return pages;
}

/** A list another screen replaced on the desk meanwhile is read once more; its pages then fit together. */
export async function readHeld(desk: DeskClient, query: HeldQuery): Promise<HeldList> {
  let pages = await readAll(desk, query);
  if (pages.some((page) => page.generation !== pages[0]!.generation)) pages = await readAll(desk, query);
  const first = pages[0]!;
  return {
    entries: heldBookings(pages.flatMap((page) => page.bookings)), asOf: first.asOf, asOfReason: first.asOfReason, skipped: 0,
    generation: first.generation,
  };
}

/** The list held brought up to date with what changed since, or read whole when the desk cannot say what did. */
async function readChanged(desk: DeskClient, query: HeldQuery, held: HeldList | undefined): Promise<HeldList> {
  if (held) {
    const changes = await desk.value('bookings.heldChanges', { ...query, since: held.generation });
    const changed = changes.kind === 'changes' ? withChanges(held, changes) : null;
    if (changed) return changed;
  }
  return readHeld(desk, query);
}

export function useHeldBookings(query: HeldQuery, enabled: boolean) {
  const desk = useDesk();
  const queryClient = useQueryClient();
  // A sync that stored bookings may have changed any of them: once it ends, the held list is read again (the screen
  // filters the old one meanwhile). A sync that found nothing new costs nothing.
  const stored = useRef(false);
  useEffect(() => desk.on('sync.progress', (progress) => {
    if (progress.phase !== 'idle') stored.current ||= progress.done > 0;
    else if (stored.current) {
      stored.current = false;
      void queryClient.invalidateQueries({ queryKey: ['bookings.held'] });
    }
  }), [desk, queryClient]);
  const held = useQuery({
    queryKey: ['bookings.held', query], enabled, gcTime: KEPT_MS,
    queryFn: () => readChanged(desk, query, queryClient.getQueryData<HeldList>(['bookings.held', query])),
    // 20,000 bookings compared with the last read for nothing: a read is a new list.
    structuralSharing: false,
  });
  // The list's pairs of letters, for the quick filter's rare keys, made while nothing else runs; a list replaced
  // before they are done is left unmade.
  useEffect(() => (held.data ? makeLetterPairsWhenIdle(held.data) : undefined), [held.data]);
  return held;
}
