// A report's list of bookings (who owes, cancellations, no-shows) as far as the page has read it: the report carries
// its first LIST_PAGE rows, and the rest (up to LIST_LIMIT) are read a page at a time as the table is scrolled to
// them, or all at once for an export or a print.
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  LIST_LIMIT, LIST_PAGE, type Report, type ReportBooking, type ReportList,
} from '../../../shared/contract/model/report.js';
import { useDesk } from '../../desk/DeskProvider.js';
import type { ReportChoice } from './report-settings.js';

export interface BookingList {
  /** The report with the list's rows read so far. */
  report: Report;
  /** How many rows the list can show (the table's length, read or not). */
  rowCount: number;
  /** The table shows rows up to this index: read the pages they are on. */
  needRows: (upTo: number) => void;
  /** The report with every row of the list, for an export or a print. */
  whole: () => Promise<Report>;
}

/** `question`: what `report` answers (not the choice still being worked out while the last report stays shown). */
export function useBookingList(report: Report, question: ReportChoice, list: ReportList): BookingList {
  const desk = useDesk();
  const first = report[list];
  const rowCount = Math.min(report.listed[list], LIST_LIMIT);
  // Pages wanted, the report's own first; a new report starts again from its first page.
  const [wanted, setWanted] = useState({ report, pages: 1 });
  const pages = wanted.report === report ? Math.min(wanted.pages, Math.ceil(rowCount / LIST_PAGE)) : 1;
  const rowsFrom = useCallback((from: number, count: number) =>
    desk.value('reports.rows', { ...question, list, from, count }), [desk, question, list]);
  // The pages read so far, in order; the same array while none of them changes.
  const read = useQueries({
    queries: Array.from({ length: Math.max(0, pages - 1) }, (_, index) => {
      const from = (index + 1) * LIST_PAGE;
      return { queryKey: ['reports.rows', { ...question, list, from, count: LIST_PAGE }], queryFn: () => rowsFrom(from, LIST_PAGE) };
    }),
    combine: (results) => results.map((page) => page.data),
  });
  const shown = useMemo(() => {
    const rows: ReportBooking[] = [...first];
    // Pages join the list in order: a page read before the one above it waits for it.
    for (const page of read) {
      if (!page) break;
      rows.push(...page);
    }
    return rows.length === first.length ? report : { ...report, [list]: rows };
  }, [report, list, first, read]);
  const needRows = useCallback((upTo: number) => {
    const pagesUpTo = Math.ceil((upTo + 1) / LIST_PAGE);
    setWanted((current) => (current.report === report && current.pages >= pagesUpTo ? current : { report, pages: pagesUpTo }));
  }, [report]);
  const whole = useCallback(async () => {
    if (rowCount <= first.length) return report;
    const rest = await rowsFrom(first.length, rowCount - first.length);
    return { ...report, [list]: [...first, ...rest] };
  }, [report, list, first, rowCount, rowsFrom]);
  return { report: shown, rowCount, needRows, whole };
}
