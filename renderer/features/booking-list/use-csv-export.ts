// The CSV export as a person runs it: start, watch the count grow, cancel, get a file.
import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { dayInZone } from '../../../shared/domain/dates.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDesk } from '../../desk/DeskProvider.js';
import type { AccountFormat } from '../../ui/account-format.js';
import { bookingsCsv } from '../../ui/csv.js';
import { downloadCsv } from '../../ui/download.js';
import { EXPORT_PAGE_SIZE, readFailure, type ListRefinement } from './export-pages.js';
import { useAllPages } from './use-all-pages.js';
import type { BookingLines } from '../../../shared/contract/model/booking-lines.js';
import type { BookingFilters } from './filters.js';

const STOPPED = defineMessage({
  id: 'bookings.export.failed', defaultMessage: 'The export stopped unexpectedly. Try again; if it keeps failing, restart Frontdesk.',
});

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

/** The account's currency and zone, from the screen that already read them. */
type ExportFormat = Pick<AccountFormat, 'currency' | 'timeZone'>;

export function useCsvExport(filters: BookingFilters, refinement: ListRefinement, { currency, timeZone }: ExportFormat) {
  const desk = useDesk();
  const pages = useAllPages(filters, refinement, timeZone);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const intl = useIntl();

  const start = async () => {
    const run = pages.begin();
    setState({ phase: 'running', done: 0, total: null });
    try {
      const bookings = await pages.read(run, ({ done, total }) => setState({ phase: 'running', done, total }));
      if (!bookings) return;
      const lines = await linesOf(bookings.map((booking) => booking.code), (codes) => desk.value('bookings.lines', { codes }));
      // Leaving the screen stops the export rather than dropping a file on the person later.
      if (run.cancelled) return;
      const fileName = `bookings-${dayInZone(Date.now() / 1000, timeZone)}.csv`;
      downloadCsv(bookingsCsv(bookings, { intl, currency, timeZone, lines }), fileName);
      setState({ phase: 'done', count: bookings.length, fileName });
    } catch (error) {
      if (!run.cancelled) setState({ phase: 'failed', error: readFailure(error, intl.formatMessage(STOPPED)) });
    }
  };

  const cancel = () => {
    pages.cancel();
    setState({ phase: 'cancelled' });
  };

  return { state, start, cancel, dismiss: () => setState({ phase: 'idle' }) };
}
