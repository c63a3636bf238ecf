// Placeholder rows while the items load, the same height as real ones, so the grid does not jump.
import type { Day } from '../../../shared/domain/dates.js';
import { dayColumnClass } from './day-labels.js';

/** About as many rows as a small business has items, so the first real answer barely moves the page. */
const SKELETON_ROWS = 8;

export function SkeletonRows({ days, today }: { days: Day[]; today: Day }) {
  return (
    <tbody aria-hidden="true">
      <tr className="cal-group"><th colSpan={days.length + 1}><span className="cal-shimmer cal-shimmer-text" /></th></tr>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <tr key={row}>
          <th className="cal-item"><span className="cal-shimmer cal-shimmer-text" /></th>
          {days.map((day) => (
            <td key={day} className={`cal-day ${dayColumnClass(day, today)}`}><span className="cal-cell cal-loading" /></td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
