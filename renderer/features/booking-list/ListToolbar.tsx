// Around the table: paging and the quick filter above it; how it is sorted, which columns show and the export in the
// header.
import type { SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ColumnChooser } from './ColumnChooser.js';
import { columnLabel, type ColumnId } from './columns.js';
import { ExportControl } from './ExportControl.js';
import type { BookingFilters } from './filters.js';
import type { ListRefinement } from './export-pages.js';
import { Pager } from './Pager.js';

/**
 * The list opens newest bookings first (by Created), the order a person expects of a list of bookings; the service
 * lists by start date, then by booking id, which read as no order at all on a page.
 */
export const DEFAULT_SORTING: SortingState = [{ id: 'created', desc: true }];

const isDefault = (sorting: SortingState) =>
  sorting.length === 1 && sorting[0]!.id === DEFAULT_SORTING[0]!.id && sorting[0]!.desc === DEFAULT_SORTING[0]!.desc;

/** Sorting orders every matching booking the desk holds, across pages: the words say so. */
export function SortNote({ sorting, onReset }: { sorting: SortingState; onReset: () => void }) {
  const intl = useIntl();
  const sort = sorting[0];
  if (isDefault(sorting)) {
    return (
      <p className="sort-note hint">
        <FormattedMessage id="bookings.sort.default" defaultMessage="Newest bookings first. Column headings sort all matching bookings." />
      </p>
    );
  }
  const reset = (
    <button type="button" className="link-button" onClick={onReset}>
      <FormattedMessage id="bookings.sort.reset" defaultMessage="Newest first" />
    </button>
  );
  if (!sort) {
    return <p className="sort-note"><FormattedMessage id="bookings.sort.service" defaultMessage="In the booking service's own order." /> {reset}</p>;
  }
  return (
    <p className="sort-note">
      <FormattedMessage id="bookings.sort.by"
        defaultMessage="All matching bookings sorted by {column}, {order, select, desc {descending} other {ascending}}."
        values={{ column: columnLabel(sort.id, intl), order: sort.desc ? 'desc' : 'asc' }} /> {reset}
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
  currency: string;
  timeZone: string;
  /** "Print all": beside the export, which also takes every page. */
  print: ReactNode;
}

export function ListTools({ hidden, onShow, exportFilters, exportRefinement, exportDisabled, locale, currency, timeZone, print }: ListToolsProps) {
  return (
    <div className="list-tools">
      <ExportControl filters={exportFilters} refinement={exportRefinement} empty={exportDisabled} locale={locale}
        currency={currency} timeZone={timeZone} />
      {print}
      <ColumnChooser hidden={hidden} onShow={onShow} />
    </div>
  );
}
