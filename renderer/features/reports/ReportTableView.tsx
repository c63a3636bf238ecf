// A report view's numbers as a real table (the chart's numbers too, for screen readers and print); rows that
// name a booking open it.
import type { Report } from '../../../shared/contract/model/report.js';
import { bookingPath } from '../../app/router.js';
import type { Formatter } from '../../ui/format.js';
import { cellText, isNumeric } from './report-cells.js';
import { kindOf, type ReportTable } from './report-tables.js';

interface ReportTableViewProps<Row> {
  table: ReportTable<Row>;
  report: Report;
  format: Formatter;
  /** Said when the view has no rows. */
  empty: string;
}

export function ReportTableView<Row>({ table, report, format, empty }: ReportTableViewProps<Row>) {
  const rows = table.rows(report);
  if (rows.length === 0) return <p className="hint">{empty}</p>;
  return (
    // A long table scrolls inside its view: the frame takes focus so the keyboard can scroll it too.
    <div className="report-table-frame" tabIndex={0} role="group" aria-label={`${table.title}, table`}>
      <table className="report-table">
        <caption className="visually-hidden">{table.title}</caption>
        <thead>
          <tr>{table.columns.map((column, index) => {
            const numeric = isNumeric(kindOf(column, rows[0]!));
            return <th key={column.label} scope="col" className={numeric && index > 0 ? 'num' : undefined}>{column.label}</th>;
          })}</tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {table.columns.map((column, index) => {
                const kind = kindOf(column, row);
                const text = cellText(kind, column.value(row), format);
                const code = index === 0 && table.bookingCode ? table.bookingCode(row) : null;
                const Cell = index === 0 ? 'th' : 'td';
                return (
                  <Cell key={column.label} scope={index === 0 ? 'row' : undefined} className={isNumeric(kind) ? 'num' : undefined}>
                    {code ? <a href={`#/${bookingPath(code)}`}>{text}</a> : text}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
