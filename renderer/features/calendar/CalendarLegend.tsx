// What the cell colours and marks mean; the swatches use the same classes as the cells.
import { LEGEND } from './availability.js';

export function CalendarLegend() {
  return (
    <ul className="cal-legend" aria-label="Legend">
      {LEGEND.map(({ level, label }) => (
        <li key={level}><span className={`cal-swatch cal-${level}`} aria-hidden="true">{level === 'none' ? '0' : ''}</span>{label}</li>
      ))}
      <li><span className="cal-swatch cal-swatch-weekend" aria-hidden="true" />Weekend</li>
      <li><span className="cal-swatch cal-swatch-today" aria-hidden="true" />Today</li>
      <li><span className="cal-swatch cal-swatch-over" aria-hidden="true">!</span>Overbooked: more booked than in stock</li>
    </ul>
  );
}
