// A report view's numbers as a real table (the chart's numbers too, for screen readers and print); rows that
// name a booking open it. A long table (a year's outstanding balances, sales by day) keeps only the rows in view
// in the page, so changing the period repaints a few dozen rows rather than thousands; printing shows them all.
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { Report } from '../../../shared/contract/model/report.js';
import { bookingPath } from '../../navigation/router.js';
import type { Formatter } from '../../ui/format.js';
import { usePrinting } from '../../ui/use-printing.js';
import { cellText, isNumeric } from './report-cells.js';
import { kindOf, type CellKind, type ReportColumn, type ReportTable } from './report-tables.js';

const WORDS = words(defineMessages({
  reading: { id: 'reports.table.reading', defaultMessage: 'Reading…' },
  frame: { id: 'reports.table.frame', defaultMessage: '{title}, table' },
}));

/** Keep in step with reports.css (.report-table tbody tr height). */
const ROW_HEIGHT = 27;
/** Tables up to this long are drawn whole: too short to be worth the spacer rows. */
const WHOLE_UP_TO = 40;
/** A long table's frame before its first size is known: reports.css caps it at 360 px high. */
const FRAME = { width: 600, height: 360 };

/**
 * The frame's size from a ResizeObserver's own entries: the virtualizer's default asks getBoundingClientRect when it
 * starts watching a frame, which laid out the whole screen at once on every change of period that brought a table
 * back (20 ms of each change).
 */
function observeFrame(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: { width: number; height: number }) => void) {
  const frame = instance.scrollElement;
  if (!frame) return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (entry) report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(frame);
  return () => observer.disconnect();
}

interface ReportTableViewProps<Row> {
  table: ReportTable<Row>;
  report: Report;
  format: Formatter;
  /** Said when the view has no rows. */
  empty: string;
  /** Every row in the page (for print). */
  whole?: boolean;
  /** The table's length when not every row is read yet (a list of bookings read a page at a time). */
  rowCount?: number;
  /** The table shows rows up to this index, some not read yet. */
  onNeedRows?: (upTo: number) => void;
}

/** Figures right-aligned; days and instants kept on one line on paper (reports.css). */
const cellClass = (kind: CellKind) => (isNumeric(kind) ? 'num' : kind === 'day' || kind === 'instant' ? 'date' : undefined);

interface TableRowProps<Row> {
  table: ReportTable<Row>;
  row: Row;
  index: number;
  format: Formatter;
  intl: IntlShape;
}

/**
 * A cell that is no words of the desk's, marked so (translate="no"): the service's names and codes, and figures, days
 * and amounts as the account's locale writes them. A count in words ("at least 12") and "Not known" are the desk's.
 */
function isData<Row>(column: ReportColumn<Row>, row: Row, kind: CellKind, value: string | number | null): boolean {
  if (value === null) return false;
  if (kind === 'text') return typeof column.serviceData === 'function' ? column.serviceData(row) : column.serviceData === true;
  return !(kind === 'count' && typeof value === 'string');
}

function TableRow<Row>({ table, row, index, format, intl }: TableRowProps<Row>) {
  return (
    <tr data-index={index}>
      {table.columns.map((column, columnIndex) => {
        const kind = kindOf(column, row);
        const value = column.value(row);
        const text = cellText(kind, value, format, intl);
        const code = columnIndex === 0 && table.bookingCode ? table.bookingCode(row) : null;
        const Cell = columnIndex === 0 ? 'th' : 'td';
        return (
          <Cell key={column.label} scope={columnIndex === 0 ? 'row' : undefined} className={cellClass(kind)}
            translate={isData(column, row, kind, value) ? 'no' : undefined}>
            {code ? <a href={`#/${bookingPath(code)}`}>{text}</a> : text}
          </Cell>
        );
      })}
    </tr>
  );
}

/** A row not read yet: the table keeps its length and place while its page is read. */
function RowBeingRead({ index, width }: { index: number; width: number }) {
  const intl = useIntl();
  return <tr data-index={index}><td colSpan={width} className="hint">{intl.formatMessage(WORDS.reading)}</td></tr>;
}

export function ReportTableView<Row>(props: ReportTableViewProps<Row>) {
  const { table, report, format, empty, whole = false, onNeedRows } = props;
  const intl = useIntl();
  const rows = table.rows(report);
  const count = whole ? rows.length : Math.max(rows.length, props.rowCount ?? 0);
  const frame = useRef<HTMLDivElement>(null);
  // Paper gets every row, whether one view is printed (whole) or the whole screen is.
  const printing = usePrinting();
  const virtual = !whole && !printing && count > WHOLE_UP_TO;
  const virtualizer = useVirtualizer({
    count: virtual ? count : 0, getScrollElement: () => frame.current, estimateSize: () => ROW_HEIGHT, overscan: 6,
    initialRect: FRAME, observeElementRect: observeFrame,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = virtual ? items.at(-1)?.index ?? 0 : rows.length - 1;
  useEffect(() => {
    if (lastShown >= rows.length) onNeedRows?.(lastShown);
  }, [lastShown, rows.length, onNeedRows]);
  // The frame stays one element whatever the rows, empty too: the virtualizer scrolls a frame it starts watching,
  // which laid the whole screen out each time a change of period took a table's rows away and brought them back.
  if (rows.length === 0) return <div className="report-table-frame" ref={frame}><p className="hint">{empty}</p></div>;
  const shown = virtual ? items.map((item) => item.index) : rows.map((_, index) => index);
  const top = virtual && items[0] ? items[0].start : 0;
  const bottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items.at(-1)!.end : 0;
  const width = table.columns.length;
  return (
    // A long table scrolls inside its view: the frame takes focus so the keyboard can scroll it too.
    <div className="report-table-frame" tabIndex={0} role="group" aria-label={intl.formatMessage(WORDS.frame, { title: table.title })} ref={frame}>
      <table className="report-table" aria-rowcount={count + 1}>
        <caption className="visually-hidden">{table.title}</caption>
        <thead>
          <tr>{table.columns.map((column, index) => {
            const numeric = isNumeric(kindOf(column, rows[0]!));
            return <th key={column.label} scope="col" className={numeric && index > 0 ? 'num' : undefined}>{column.label}</th>;
          })}</tr>
        </thead>
        <tbody>
          {top > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={width} style={{ height: top }} /></tr> : null}
          {shown.map((index) => (index < rows.length
            ? <TableRow key={index} table={table} row={rows[index]!} index={index} format={format} intl={intl} />
            : <RowBeingRead key={index} index={index} width={width} />))}
          {bottom > 0 ? <tr aria-hidden="true" className="spacer"><td colSpan={width} style={{ height: bottom }} /></tr> : null}
        </tbody>
      </table>
    </div>
  );
}
