// Around the table: paging and how the page is sorted above it; which columns show and the export in the header.
import type { SortingState } from '@tanstack/react-table';
import { ColumnChooser } from './ColumnChooser.js';
import { COLUMN_LABELS, type ColumnId } from './columns.js';
import { ExportControl } from './ExportControl.js';
import type { BookingFilters } from './filters.js';
import { Pager } from './Pager.js';

/** Sorting reorders only the rows loaded, never the whole list: the words say so. */
function SortNote({ sorting, onClear }: { sorting: SortingState; onClear: () => void }) {
  const sort = sorting[0];
  if (!sort) return <p className="sort-note hint">Column headings sort the rows on this page.</p>;
  const label = COLUMN_LABELS[sort.id as ColumnId] ?? sort.id;
  return (
    <p className="sort-note">
      Sorted on this page by {label}, {sort.desc ? 'descending' : 'ascending'}.{' '}
      <button type="button" className="link-button" onClick={onClear}>Clear sort</button>
    </p>
  );
}

interface ListToolbarProps {
  pager: Parameters<typeof Pager>[0];
  sorting: SortingState;
  onClearSort: () => void;
}

export function ListToolbar({ pager, sorting, onClearSort }: ListToolbarProps) {
  return (
    <div className="list-toolbar">
      <Pager {...pager} />
      <SortNote sorting={sorting} onClear={onClearSort} />
    </div>
  );
}

interface ListToolsProps {
  hidden: ColumnId[];
  onShow: (id: ColumnId, shown: boolean) => void;
  exportFilters: BookingFilters;
  exportDisabled: boolean;
  locale: string;
}

export function ListTools({ hidden, onShow, exportFilters, exportDisabled, locale }: ListToolsProps) {
  return (
    <div className="list-tools">
      <ExportControl filters={exportFilters} empty={exportDisabled} locale={locale} />
      <ColumnChooser hidden={hidden} onShow={onShow} />
    </div>
  );
}
