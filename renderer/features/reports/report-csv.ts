// A report view as a CSV file: plain decimal amounts in the account's currency and its decimals, ISO days and instants, so a
// spreadsheet sums them; the period and the date basis head the file so it is never read for another month.
import { defineMessages, type IntlShape } from 'react-intl';
import type { Report } from '../../../shared/contract/model/report.js';
import { isoDay, isoInZone } from '../../../shared/domain/dates.js';
import { amountInCurrency } from '../../../shared/domain/money.js';
import { csvText, NOT_KNOWN, type CsvValue } from '../../ui/csv.js';
import { words } from '../../i18n/words.js';
import { kindOf, type ReportTable } from './report-tables.js';

/** The line that heads the file, after the view's title: the period, the date basis and the currency. */
const ABOUT = words(defineMessages({
  period: { id: 'reports.csv.period', defaultMessage: '{from} to {to}' },
  basis: { id: 'reports.csv.basis', defaultMessage: 'by {basis}' },
  currency: { id: 'reports.csv.currency', defaultMessage: '{known, select, yes {amounts in {currency}} other {amounts in the account currency}}' },
}));

export interface ReportCsvContext {
  /** The desk's language: the file's headings. */
  intl: IntlShape;
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
  const say = context.intl.formatMessage;
  const heading: CsvValue[][] = [
    [table.title, say(ABOUT.period, { from: isoDay(from), to: isoDay(to) }), say(ABOUT.basis, { basis: context.basis }),
      say(ABOUT.currency, { known: context.currency ? 'yes' : 'no', currency: context.currency })],
    table.columns.map((column) => column.label),
  ];
  const rows = table.rows(report).map((row) =>
    table.columns.map((column) => csvValue(kindOf(column, row), column.value(row), context)));
  return csvText([...heading, ...rows]);
}

export const reportFileName = (table: { id: string }, report: Report) =>
  `report-${table.id}-${report.period.from}-${report.period.to}.csv`;
