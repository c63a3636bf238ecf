// What was booked: item, quantity, the counts per booking parameter (spec 2.4) and the line's amount.
import type { MoneyProps } from './MoneySummary.js';
import { useDeskQuery } from '../../desk/hooks.js';
// Counts read as everywhere else ("2 Adults, 1 Child"), with the account's labels (spec 2.4), ids until they are known.
import { countsText } from '../manifest/manifest-text.js';

function useParameterLabels(): ReadonlyMap<string, string> {
  const parameters = useDeskQuery('rates.parameters', {}, { staleTime: 10 * 60_000 }).data ?? [];
  return new Map(parameters.map((parameter) => [parameter.id, parameter.label]));
}

export function BookingLines({ booking, format, currency }: MoneyProps) {
  const labels = useParameterLabels();
  if (booking.lines.length === 0) return <p className="muted">{booking.summary || 'No lines on this booking.'}</p>;
  return (
    <table className="booking-lines">
      <caption className="visually-hidden">What was booked</caption>
      <thead>
        <tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Counts</th><th scope="col" className="money">Amount</th></tr>
      </thead>
      <tbody>
        {booking.lines.map((line, index) => (
          <tr key={`${line.itemId}-${index}`}>
            <td>{line.name}</td>
            <td>{line.quantity}</td>
            <td>{countsText(line.counts, labels, format)}</td>
            <td className="money">{line.total === null ? '—' : format.money(line.total, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
