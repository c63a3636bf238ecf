// A report view as a CSV file: plain decimal amounts in the account's currency and its decimals, ISO days and instants, so a
// spreadsheet sums them; the period and the date basis head the file so it is never read for another month.
import type { Report } from '../../../shared/contract/model/report.js';
import { isoDay, isoInZone } from '../../../shared/domain/dates.js';
import { amountInCurrency } from '../../../shared/domain/money.js';
import { csvText, NOT_KNOWN, type CsvValue } from '../../ui/csv.js';
import { kindOf, type ReportTable } from './report-tables.js';

export interface ReportCsvContext {
  currency: string;
  timeZone: string;
  /** "Start date", "Created", "End date". */
  basis: string;
}

function csvValue(kind: ReturnType<typeof kindOf>, value: string | number | null, context: ReportCsvContext): CsvValue {
  // A count nobody made (guests whose record was never read) says so in words.
  if (value === null) return kind === 'count' ? NOT_KNOWN : null;
  // An amount in the currency's own decimals: 12.345 in KWD, 1200 in JPY.
  if (kind === 'money') return amountInCurrency(String(value), context.currency);
  if (typeof value === 'string') return value;
  const { timeZone } = context;
  switch (kind) {
    case 'day': return isoDay(value);
    case 'instant': return isoInZone(value, timeZone);
    case 'change': return `${(value * 100).toFixed(1)}%`;
    default: return value;
  }
}

export function reportCsv<Row>(table: ReportTable<Row>, report: Report, context: ReportCsvContext): string {
  const { from, to } = report.period;
  const heading: CsvValue[][] = [
    [table.title, `${isoDay(from)} to ${isoDay(to)}`, `by ${context.basis}`, `amounts in ${context.currency || 'the account currency'}`],
    table.columns.map((column) => column.label),
  ];
  const rows = table.rows(report).map((row) =>
    table.columns.map((column) => csvValue(kindOf(column, row), column.value(row), context)));
  return csvText([...heading, ...rows]);
}

export const reportFileName = (table: { id: string }, report: Report) =>
  `report-${table.id}-${report.period.from}-${report.period.to}.csv`;
