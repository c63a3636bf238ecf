// One row's cells. Drawn again only when the row shows another booking or the columns change: while the quick filter
// narrows the list, the bookings that stay in view keep their cells (only their row's place changes), so a key press
// draws just the rows that are new on screen.
import { memo } from 'react';
import type { BookingSummary } from '../../../shared/contract/model/booking.js';
import { MONEY_COLUMNS, serviceData, type BookingColumns } from './columns.js';

interface BookingCellsProps {
  booking: BookingSummary;
  /** The columns shown (columns.ts shownColumns). */
  columns: BookingColumns;
}

export const BookingCells = memo(function BookingCells({ booking, columns }: BookingCellsProps) {
  return columns.map((column) => (
    <td key={column.id} className={MONEY_COLUMNS.has(column.id!) ? 'money' : undefined} translate={serviceData(column.id!)}>
      {column.meta!.show(booking)}
    </td>
  ));
});
