// One view of a report: its heading, Export CSV and Print, an optional chart, and the table of its numbers.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { Report } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { downloadCsv } from '../../ui/download.js';
import { printSection } from './print-section.js';
import { reportCsv, reportFileName } from './report-csv.js';
import type { ReportTable } from './report-tables.js';
import type { BookingList } from './use-booking-list.js';
import { ReportTableView } from './ReportTableView.js';

const WORDS = words(defineMessages({
  saved: { id: 'reports.export.saved', defaultMessage: 'Saved as {file}.' },
  failed: { id: 'reports.export.failed', defaultMessage: 'Frontdesk could not read the whole list. Try again.' },
  exportCsv: { id: 'reports.export.csv', defaultMessage: 'Export CSV' },
  print: { id: 'reports.print', defaultMessage: 'Print' },
  paperNote: {
    id: 'reports.print.firstRows',
    defaultMessage: "On paper, the first {shown} of {all} rows: this view's own Print button prints them all.",
  },
}));

interface ReportSectionProps<Row> {
  table: ReportTable<Row>;
  report: Report;
  format: Formatter;
  basisLabel: string;
  empty: string;
  /** Shown under the heading: a chart, a choice of steps, a note. */
  children?: ReactNode;
  /** A list read a page at a time (use-booking-list.ts): its length, what to read next, and every row for paper. */
  list?: Pick<BookingList, 'rowCount' | 'needRows' | 'whole'>;
}

export function ReportSection<Row>(props: ReportSectionProps<Row>) {
  const { table, report, format, basisLabel, empty, children, list } = props;
  const intl = useIntl();
  const section = useRef<HTMLElement>(null);
  const [saved, setSaved] = useState<ReactNode>(null);
  // Printing draws the whole table first (on screen a long one keeps only the rows in view), then prints.
  const [printed, setPrinted] = useState<Report | null>(null);
  useEffect(() => {
    if (printed && section.current) printSection(section.current, () => setPrinted(null));
  }, [printed]);
  const titleId = `report-${table.id}-title`;
  const whole = async () => (list ? list.whole() : report);
  const exportCsv = async () => {
    const name = reportFileName(table, report);
    const csv = reportCsv(table, await whole(), { intl, currency: format.currency, timeZone: format.timeZone, basis: basisLabel });
    downloadCsv(csv, name);
    setSaved(intl.formatMessage(WORDS.saved, { file: <span translate="no">{name}</span> }));
  };
  const failed = () => setSaved(intl.formatMessage(WORDS.failed));
  return (
    <section ref={section} className="report-section" aria-labelledby={titleId}>
      <header className="report-section-header">
        <h2 id={titleId}>{table.title}</h2>
        <div className="report-actions">
          <span className="hint" role="status">{saved}</span>
          <button type="button" className="btn" onClick={() => void exportCsv().catch(failed)} aria-describedby={titleId}>
            {intl.formatMessage(WORDS.exportCsv)}
          </button>
          <button type="button" className="btn" onClick={() => void whole().then(setPrinted, failed)}
            aria-describedby={titleId}>{intl.formatMessage(WORDS.print)}</button>
        </div>
      </header>
      {children}
      {list && !printed && table.rows(report).length < list.rowCount ? (
        // Paper cannot wait for the rest of a list to be read: printing the whole screen says what it leaves out.
        <p className="hint report-print-note">
          {intl.formatMessage(WORDS.paperNote, { shown: format.number(table.rows(report).length), all: format.number(list.rowCount) })}
        </p>
      ) : null}
      <ReportTableView table={table} report={printed ?? report} format={format} empty={empty} whole={printed !== null}
        rowCount={list?.rowCount} onNeedRows={list?.needRows} />
    </section>
  );
}
