// One item's row: its name and stock, then a button per day that opens the bookings covering that day.
import { useIntl, type IntlShape } from 'react-intl';
import type { Item } from '../../../shared/contract/model/catalogue.js';
import type { Day } from '../../../shared/domain/dates.js';
import { formatDay } from '../../ui/format.js';
import { availabilityOf, cellWords, shownOverbooking, unitsText, type Overbooking } from './availability.js';
import type { UnitsLeft } from './calendar-rows.js';
import { dayColumnClass } from './day-labels.js';
import type { CellPosition } from './grid-navigation.js';

export interface ItemRowProps {
  item: Item;
  row: number;
  days: Day[];
  today: Day;
  locale: string;
  /** null while the calendar is on its way: the cells keep their place and shimmer. */
  unitsLeft: UnitsLeft | null;
  overbooked: (itemId: number, day: Day) => Overbooking | null;
  /** The column holding the grid's one tab stop, when it is in this row. */
  tabColumn: number | null;
  onOpen: (itemId: number, day: Day) => void;
  onFocusCell: (position: CellPosition) => void;
}

function stockNote(item: Item, intl: IntlShape): string {
  if (item.unlimited) return intl.formatMessage({ id: 'calendar.item.unlimited', defaultMessage: 'Unlimited' });
  return item.stock > 0 ? intl.formatMessage({ id: 'calendar.item.stock', defaultMessage: '{stock, number} in stock' }, { stock: item.stock }) : '';
}

interface DayCellProps extends Omit<ItemRowProps, 'days' | 'tabColumn'> {
  day: Day;
  column: number;
  tabbable: boolean;
}

function DayCell({ item, row, day, column, today, locale, unitsLeft, overbooked, tabbable, onOpen, onFocusCell }: DayCellProps) {
  const intl = useIntl();
  const units = unitsLeft?.(item.id, day);
  const level = availabilityOf(units, item.stock, item.unlimited);
  const over = unitsLeft ? shownOverbooking(level, overbooked(item.id, day)) : null;
  const state = unitsLeft ? cellWords(units, level, over, intl) : intl.formatMessage({ id: 'calendar.cell.loading', defaultMessage: 'loading' });
  return (
    <td className={`cal-day ${dayColumnClass(day, today)}`}>
      <button
        type="button" className={`cal-cell cal-${unitsLeft ? level : 'loading'}${over ? ' cal-overbooked' : ''}`} tabIndex={tabbable ? 0 : -1}
        data-cell={`${row}:${column}`} aria-label={`${item.name}, ${formatDay(day, locale)}: ${state}`} title={state}
        onClick={() => onOpen(item.id, day)} onFocus={() => onFocusCell({ row, column })}
      >
        {unitsLeft ? unitsText(units, level) : null}
        {over ? <span className="cal-over-mark" aria-hidden="true">!</span> : null}
      </button>
    </td>
  );
}

export function ItemRow({ days, tabColumn, ...shared }: ItemRowProps) {
  const note = stockNote(shared.item, useIntl());
  return (
    <tr>
      <th scope="row" className="cal-item">
        <span className="cal-item-name" translate="no">{shared.item.name}</span>
        {/* The space keeps the name and the stock apart when read out as one header. */}
        {note ? <> <span className="cal-item-stock">{note}</span></> : null}
      </th>
      {/* Keyed by column, not by day: moving the range keeps the same buttons, so the focus stays put. */}
      {days.map((day, column) => (
        <DayCell key={column} {...shared} day={day} column={column} tabbable={tabColumn === column} />
      ))}
    </tr>
  );
}
