// The CSV export as a person runs it: start, watch the count grow, cancel, get a file.
import { useEffect, useRef, useState } from 'react';
import { dayInZone } from '../../../shared/domain/dates.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { bookingsCsv } from './csv.js';
import { downloadCsv } from './download.js';
import { EXPORT_PAGE_SIZE, listPages, readAllPages, readFailure, type ListRefinement } from './export-pages.js';
import type { BookingLines } from '../../../shared/contract/model/booking-lines.js';
import type { BookingFilters } from './filters.js';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number | null }
  | { phase: 'done'; count: number; fileName: string }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: DeskFailure };


/** Guests and per-item amounts for the file, a thousand codes a call (the contract's limit). */
async function linesOf(codes: string[], read: (codes: string[]) => Promise<BookingLines[]>) {
  const lines = new Map<string, BookingLines>();
  for (let start = 0; start < codes.length; start += EXPORT_PAGE_SIZE) {
    for (const known of await read(codes.slice(start, start + EXPORT_PAGE_SIZE))) lines.set(known.code, known);
  }
  return lines;
}

export function useCsvExport(filters: BookingFilters, refinement: ListRefinement = {}) {
  const desk = useDesk();
  const { currency, timeZone } = useAccountFormat();
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const run = useRef<{ cancelled: boolean } | null>(null);
  // Leaving the screen stops the export rather than dropping a file on the person later.
  useEffect(() => () => {
    if (run.current) run.current.cancelled = true;
  }, []);

  const start = async () => {
    const current = { cancelled: false };
    run.current = current;
    setState({ phase: 'running', done: 0, total: null });
    try {
      const bookings = await readAllPages(
        listPages(desk, filters, refinement, timeZone),
        ({ done, total }) => setState({ phase: 'running', done, total }),
        () => current.cancelled,
      );
      if (!bookings) return;
      const lines = await linesOf(bookings.map((booking) => booking.code), (codes) => desk.value('bookings.lines', { codes }));
      if (current.cancelled) return;
      const fileName = `bookings-${dayInZone(Date.now() / 1000, timeZone)}.csv`;
      downloadCsv(bookingsCsv(bookings, { currency, timeZone, lines }), fileName);
      setState({ phase: 'done', count: bookings.length, fileName });
    } catch (error) {
      if (!current.cancelled) setState({ phase: 'failed', error: readFailure(error, 'The export') });
    } finally {
      if (run.current === current) run.current = null;
    }
  };

  const cancel = () => {
    if (run.current) run.current.cancelled = true;
    setState({ phase: 'cancelled' });
  };

  return { state, start, cancel, dismiss: () => setState({ phase: 'idle' }) };
}
