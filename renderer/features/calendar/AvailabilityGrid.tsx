// Items × days as an ARIA grid with one tab stop: arrows move between cells, Enter opens the cell's bookings,
// PageUp/PageDown move the range. While items load, skeleton rows of the same size hold the layout.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Day } from '../../../shared/domain/dates.js';
import type { ItemGroup, UnitsLeft } from './calendar-rows.js';
import { clampToGrid, moveInGrid, type CellPosition } from './grid-navigation.js';
import { GridHeader } from './GridHeader.js';
import { ItemRow } from './ItemRow.js';
import { SkeletonRows } from './SkeletonRows.js';
import { useScrollToToday } from './use-scroll-to-today.js';
import type { Overbooking } from './availability.js';

/** A month (or a longer range) is drawn compact, so that a month fits 1366×768 without scrolling sideways. */
const COMPACT_AFTER_DAYS = 14;

export interface AvailabilityGridProps {
  days: Day[];
  today: Day;
  locale: string;
  /** null while the items load. */
  groups: ItemGroup[] | null;
  unitsLeft: UnitsLeft | null;
  /** Whether the desk's copy shows more bookings than stock for the item that day. */
  overbooked: (itemId: number, day: Day) => Overbooking | null;
  labelledBy: string;
  onOpen: (itemId: number, day: Day) => void;
  onPage: (steps: number) => void;
}

/** The roving tab stop; it starts on today's column when today is in view. */
function useActiveCell(days: Day[], today: Day, rows: number) {
  const [active, setActive] = useState<CellPosition>(() => ({ row: 0, column: Math.max(0, days.indexOf(today)) }));
  return [clampToGrid(active, { rows, columns: days.length }), setActive] as const;
}

export function AvailabilityGrid(props: AvailabilityGridProps) {
  const { days, groups, onPage } = props;
  const grid = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useScrollToToday(scroller, days, groups !== null);
  const items = groups?.flatMap((group) => group.items) ?? [];
  const size = { rows: items.length, columns: days.length };
  const [active, setActive] = useActiveCell(days, props.today, size.rows);
  const refocusAfterPaging = useRef(false);

  const focusCell = (position: CellPosition) => {
    setActive(position);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${position.row}:${position.column}"]`)?.focus();
  };

  // A shorter month can drop the focused column; put the focus back on the cell that now holds the tab stop.
  useEffect(() => {
    if (!refocusAfterPaging.current) return;
    refocusAfterPaging.current = false;
    grid.current?.querySelector<HTMLElement>('.cal-cell[tabindex="0"]')?.focus();
  }, [days]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      refocusAfterPaging.current = true;
      onPage(event.key === 'PageUp' ? -1 : 1);
      return;
    }
    const next = size.rows > 0 ? moveInGrid(active, event.key, size, event.ctrlKey) : null;
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const rowOf = new Map(items.map((item, index) => [item.id, index]));
  return (
    <div className="cal-scroll" ref={scroller}>
      <table ref={grid} role="grid" className={`cal-grid${days.length > COMPACT_AFTER_DAYS ? ' cal-grid-compact' : ''}`} aria-labelledby={props.labelledBy} aria-busy={!groups || !props.unitsLeft} onKeyDown={onKeyDown}>
        <GridHeader days={days} today={props.today} locale={props.locale} />
        {groups ? groups.map((group) => (
          <tbody key={group.categoryName}>
            <tr className="cal-group">
              <th scope="rowgroup" colSpan={days.length + 1}>
                {group.categoryName ? <span translate="no">{group.categoryName}</span>
                  : <span><FormattedMessage id="calendar.noCategory" defaultMessage="Other items" /></span>}
              </th>
            </tr>
            {group.items.map((item) => (
              <ItemRow
                key={item.id} item={item} row={rowOf.get(item.id) ?? 0} days={days} today={props.today}
                locale={props.locale} unitsLeft={props.unitsLeft} overbooked={props.overbooked}
                tabColumn={rowOf.get(item.id) === active.row ? active.column : null}
                onOpen={props.onOpen} onFocusCell={setActive}
              />
            ))}
          </tbody>
        )) : <SkeletonRows days={days} today={props.today} />}
      </table>
    </div>
  );
}
