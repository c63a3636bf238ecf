// One view of a report: its heading, Export CSV and Print, an optional chart, and the table of its numbers.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Report } from '../../../shared/contract/model/report.js';
import type { Formatter } from '../../ui/format.js';
import { downloadCsv } from '../bookings/download.js';
import { printSection } from './print-section.js';
import { reportCsv, reportFileName } from './report-csv.js';
import type { ReportTable } from './report-tables.js';
import { ReportTableView } from './ReportTableView.js';

interface ReportSectionProps<Row> {
  table: ReportTable<Row>;
  report: Report;
  format: Formatter;
  basisLabel: string;
  empty: string;
  /** Shown under the heading: a chart, a choice of steps, a note. */
  children?: ReactNode;
}

export function ReportSection<Row>({ table, report, format, basisLabel, empty, children }: ReportSectionProps<Row>) {
  const section = useRef<HTMLElement>(null);
  const [saved, setSaved] = useState('');
  // Printing draws the whole table first (on screen a long one keeps only the rows in view), then prints.
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (printing && section.current) printSection(section.current, () => setPrinting(false));
  }, [printing]);
  const titleId = `report-${table.id}-title`;
  const exportCsv = () => {
    const name = reportFileName(table, report);
    downloadCsv(reportCsv(table, report, { currency: format.currency, timeZone: format.timeZone, basis: basisLabel }), name);
    setSaved(`Saved as ${name}.`);
  };
  return (
    <section ref={section} className="report-section" aria-labelledby={titleId}>
      <header className="report-section-header">
        <h2 id={titleId}>{table.title}</h2>
        <div className="report-actions">
          <span className="hint" role="status">{saved}</span>
          <button type="button" className="btn" onClick={exportCsv} aria-describedby={titleId}>Export CSV</button>
          <button type="button" className="btn" onClick={() => setPrinting(true)}
            aria-describedby={titleId}>Print</button>
        </div>
      </header>
      {children}
      <ReportTableView table={table} report={report} format={format} empty={empty} whole={printing} />
    </section>
  );
}
