// Column headings: each sorts the loaded page when clicked, and says how it is sorted (aria-sort).
import { flexRender, type Header, type Table } from '@tanstack/react-table';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { MONEY_COLUMNS } from './columns.js';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼' } as const;

function Heading({ header }: { header: Header<BookingSummary, unknown> }) {
  const sorted = header.column.getIsSorted();
  const money = MONEY_COLUMNS.has(header.column.id);
  return (
    <th scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined} style={{ width: header.getSize() }}
      className={money ? 'money' : undefined}>
      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
        {flexRender(header.column.columnDef.header, header.getContext())}
        <span className="sort-arrow" aria-hidden="true">{sorted ? ARROW[sorted] : ''}</span>
      </button>
    </th>
  );
}

export function TableHead({ table }: { table: Table<BookingSummary> }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={1}>
          {group.headers.map((header) => <Heading key={header.id} header={header} />)}
        </tr>
      ))}
    </thead>
  );
}
