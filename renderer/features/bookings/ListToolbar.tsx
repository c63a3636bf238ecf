// Around the table: paging and the quick filter above it; how it is sorted, which columns show and the export in the
// header.
import type { SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ColumnChooser } from './ColumnChooser.js';
import { COLUMN_LABELS, type ColumnId } from './columns.js';
import { ExportControl } from './ExportControl.js';
import type { BookingFilters } from './filters.js';
import type { ListRefinement } from './export-pages.js';
import { Pager } from './Pager.js';

/** Sorting orders every matching booking the desk holds, across pages: the words say so. */
export function SortNote({ sorting, onClear }: { sorting: SortingState; onClear: () => void }) {
  const sort = sorting[0];
  if (!sort) return <p className="sort-note hint">Column headings sort all matching bookings.</p>;
  const label = COLUMN_LABELS[sort.id as ColumnId] ?? sort.id;
  return (
    <p className="sort-note">
      All matching bookings sorted by {label}, {sort.desc ? 'descending' : 'ascending'}.{' '}
      <button type="button" className="link-button" onClick={onClear}>Clear sort</button>
    </p>
  );
}

interface ListToolbarProps {
  pager: Parameters<typeof Pager>[0];
  /** The quick filter, beside the pager so the list keeps its rows. */
  children: ReactNode;
}

export function ListToolbar({ pager, children }: ListToolbarProps) {
  return (
    <div className="list-toolbar">
      <Pager {...pager} />
      {children}
    </div>
  );
}

interface ListToolsProps {
  hidden: ColumnId[];
  onShow: (id: ColumnId, shown: boolean) => void;
  exportFilters: BookingFilters;
  exportRefinement: ListRefinement;
  exportDisabled: boolean;
  locale: string;
  /** "Print all": beside the export, which also takes every page. */
  print: ReactNode;
}

export function ListTools({ hidden, onShow, exportFilters, exportRefinement, exportDisabled, locale, print }: ListToolsProps) {
  return (
    <div className="list-tools">
      <ExportControl filters={exportFilters} refinement={exportRefinement} empty={exportDisabled} locale={locale} />
      {print}
      <ColumnChooser hidden={hidden} onShow={onShow} />
    </div>
  );
}
