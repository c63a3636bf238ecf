// "Print all": every booking of the list as filtered, sorted and quick-filtered on screen, read a page at a time
// with progress and Cancel, then handed to the printer. The rows are kept only until the printout is done.
import { useEffect, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { readFailure, type ListRefinement } from './export-pages.js';
import type { BookingFilters } from './filters.js';
import { useAllPages } from './use-all-pages.js';

const STOPPED = defineMessage({
  id: 'bookings.print.failed',
  defaultMessage: 'Preparing the printout stopped unexpectedly. Try again; if it keeps failing, restart Frontdesk.',
});

export type PrintAllState =
  | { phase: 'idle' }
  | { phase: 'reading'; done: number; total: number | null }
  | { phase: 'failed'; error: DeskFailure };

export function usePrintAll(filters: BookingFilters, refinement: ListRefinement, timeZone: string) {
  const pages = useAllPages(filters, refinement, timeZone);
  const [state, setState] = useState<PrintAllState>({ phase: 'idle' });
  const [rows, setRows] = useState<BookingSummary[] | null>(null);
  const intl = useIntl();
  // Printed once the rows are on the page; forgotten when the printout is done (afterprint follows print()).
  useEffect(() => {
    if (!rows) return;
    const forget = () => setRows(null);
    window.addEventListener('afterprint', forget, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', forget);
  }, [rows]);

  const start = async () => {
    const run = pages.begin();
    setState({ phase: 'reading', done: 0, total: null });
    try {
      const all = await pages.read(run, ({ done, total }) => setState({ phase: 'reading', done, total }));
      if (!all) return;
      setState({ phase: 'idle' });
      setRows(all);
    } catch (error) {
      if (!run.cancelled) setState({ phase: 'failed', error: readFailure(error, intl.formatMessage(STOPPED)) });
    }
  };

  const cancel = () => {
    pages.cancel();
    setState({ phase: 'idle' });
  };

  return { state, rows, start, cancel };
}
