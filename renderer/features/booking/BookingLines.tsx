// What was booked, line by line: each line its own item, days and times (a stay and the next morning's tour are two
// lines), quantity, counts per booking parameter (spec 2.4) and amount.
import type { OrderLine } from '../../../shared/contract/model/order-line.js';
import type { Formatter } from '../../ui/format.js';
import { datesText } from './booking-format.js';
import type { MoneyProps } from './MoneySummary.js';
import { useDeskQuery } from '../../desk/hooks.js';

/**
 * Parameter names live in the account's configuration (2.4); until they are known (or offline), ids are shown. A
 * parameter hidden to all is nobody's choice, so its count is not shown.
 */
function countsText(counts: Record<string, number>, labels: ReadonlyMap<string, string | null>): string {
  const parts = Object.entries(counts).filter(([id]) => labels.get(id) !== null)
    .map(([id, count]) => `${labels.get(id) ?? `Parameter ${id}`}: ${count}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** Labels by parameter id; null for a parameter hidden to all. */
function useParameterLabels(): ReadonlyMap<string, string | null> {
  const parameters = useDeskQuery('rates.parameters', {}, { staleTime: 10 * 60_000 }).data ?? [];
  return new Map(parameters.map((parameter) => [parameter.id, parameter.hidden ? null : parameter.label]));
}

/** The line's own days and times; its status too where it differs from the booking's (a line made void). */
function whenText(line: OrderLine, bookingStatus: string, format: Formatter): string {
  // Short: a line's days sit in a table column, beside the booking's own dates written in full.
  const when = line.startDay === null && !line.dates ? '—' : datesText(line, format, 'short');
  return line.statusId && line.statusId.toUpperCase() !== bookingStatus.toUpperCase() ? `${when} · ${line.statusId}` : when;
}

export function BookingLines({ booking, format, currency }: MoneyProps) {
  const labels = useParameterLabels();
  if (booking.lines.length === 0) return <p className="muted">{booking.summary || 'No lines on this booking.'}</p>;
  return (
    <table className="booking-lines">
      <caption className="visually-hidden">What was booked</caption>
      <thead>
        <tr>
          <th scope="col">Item</th><th scope="col">When</th><th scope="col">Quantity</th><th scope="col">Counts</th>
          <th scope="col" className="money">Amount</th>
        </tr>
      </thead>
      <tbody>
        {booking.lines.map((line, index) => (
          <tr key={line.lineId ?? `${line.itemId}-${index}`} className={line.packageOf ? 'package-line' : undefined}>
            <td>{line.name}</td>
            <td>{whenText(line, booking.status.id, format)}</td>
            <td>{line.quantity}</td>
            <td>{countsText(line.counts, labels)}</td>
            <td className="money">{line.total === null ? '—' : format.money(line.total, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
