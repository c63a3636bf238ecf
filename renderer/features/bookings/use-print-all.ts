// "Print all": every booking of the list as filtered, sorted and quick-filtered on screen, read a page at a time
// with progress and Cancel, then handed to the printer. The rows are kept only until the printout is done.
import { useEffect, useRef, useState } from 'react';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import type { DeskFailure } from '../../desk/desk-client.js';
import { useDesk } from '../../desk/DeskProvider.js';
import { useAccountFormat } from '../../ui/account-format.js';
import { listPages, readAllPages, readFailure, type ListRefinement } from './export-pages.js';
import type { BookingFilters } from './filters.js';

export type PrintAllState =
  | { phase: 'idle' }
  | { phase: 'reading'; done: number; total: number | null }
  | { phase: 'failed'; error: DeskFailure };

export function usePrintAll(filters: BookingFilters, refinement: ListRefinement) {
  const desk = useDesk();
  const { timeZone } = useAccountFormat();
  const [state, setState] = useState<PrintAllState>({ phase: 'idle' });
  const [rows, setRows] = useState<BookingSummary[] | null>(null);
  const run = useRef<{ cancelled: boolean } | null>(null);
  useEffect(() => () => {
    if (run.current) run.current.cancelled = true;
  }, []);
  // Printed once the rows are on the page; forgotten when the printout is done (afterprint follows print()).
  useEffect(() => {
    if (!rows) return;
    const forget = () => setRows(null);
    window.addEventListener('afterprint', forget, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', forget);
  }, [rows]);

  const start = async () => {
    const current = { cancelled: false };
    run.current = current;
    setState({ phase: 'reading', done: 0, total: null });
    try {
      const all = await readAllPages(listPages(desk, filters, refinement, timeZone),
        ({ done, total }) => setState({ phase: 'reading', done, total }), () => current.cancelled);
      if (!all) return;
      setState({ phase: 'idle' });
      setRows(all);
    } catch (error) {
      if (!current.cancelled) setState({ phase: 'failed', error: readFailure(error, 'Preparing the printout') });
    } finally {
      if (run.current === current) run.current = null;
    }
  };

  const cancel = () => {
    if (run.current) run.current.cancelled = true;
    setState({ phase: 'idle' });
  };

  return { state, rows, start, cancel };
}
