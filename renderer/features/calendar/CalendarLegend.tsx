// What the cell colours and marks mean; the swatches use the same classes as the cells.
import { FormattedMessage, useIntl } from 'react-intl';
import { LEGEND } from './availability.js';

export function CalendarLegend() {
  const intl = useIntl();
  return (
    <ul className="cal-legend" aria-label={intl.formatMessage({ id: 'calendar.legend', defaultMessage: 'Legend' })}>
      {LEGEND.map(({ level, label }) => (
        <li key={level}><span className={`cal-swatch cal-${level}`} aria-hidden="true">{level === 'none' ? '0' : ''}</span>{intl.formatMessage(label)}</li>
      ))}
      <li><span className="cal-swatch cal-swatch-weekend" aria-hidden="true" /><FormattedMessage id="calendar.legend.weekend" defaultMessage="Weekend" /></li>
      <li><span className="cal-swatch cal-swatch-today" aria-hidden="true" /><FormattedMessage id="calendar.legend.today" defaultMessage="Today" /></li>
      <li>
        <span className="cal-swatch cal-swatch-over" aria-hidden="true">!</span>
        <FormattedMessage id="calendar.legend.overbooked" defaultMessage="Overbooked: more booked than in stock" />
      </li>
    </ul>
  );
}
