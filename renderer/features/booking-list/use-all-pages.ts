// Reading every page of the list as the screen shows it (for the CSV export and "Print all"), one run at a time: a
// new run, a Cancel or leaving the screen stops the one before, before its next request.
import { useEffect, useRef } from 'react';
import { useDesk } from '../../desk/DeskProvider.js';
import { listPages, readAllPages, type ExportProgress, type ListRefinement } from './export-pages.js';
import type { BookingFilters } from './filters.js';

export interface PagesRun {
  cancelled: boolean;
}

/** `timeZone` is the account's, from the screen: read here again, the account's format would run at every key of the quick filter. */
export function useAllPages(filters: BookingFilters, refinement: ListRefinement, timeZone: string) {
  const desk = useDesk();
  const current = useRef<PagesRun | null>(null);
  const cancel = () => {
    if (current.current) current.current.cancelled = true;
  };
  useEffect(() => cancel, []);
  const begin = (): PagesRun => {
    cancel();
    current.current = { cancelled: false };
    return current.current;
  };
  /** Every booking of the list, or null when the run was stopped. */
  const read = (run: PagesRun, onProgress: (progress: ExportProgress) => void) =>
    readAllPages(listPages(desk, filters, refinement, timeZone), onProgress, () => run.cancelled);
  return { begin, read, cancel };
}
