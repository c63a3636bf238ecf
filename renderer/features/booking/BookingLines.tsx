// What was booked, line by line: each line its own item, days and times (a stay and the next morning's tour are two
// lines), quantity, counts per booking parameter (spec 2.4) and amount.
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import { words } from '../../i18n/words.js';
import type { OrderLine } from '../../../shared/contract/model/order-line.js';
import type { Formatter } from '../../ui/format.js';
import { datesText } from './booking-format.js';
import type { MoneyProps } from './MoneySummary.js';
import { useDeskQuery } from '../../desk/hooks.js';
// Counts read as everywhere else ("2 Adults, 1 Child"), with the account's labels (spec 2.4), ids until they are known.
import { countsWords } from '../../ui/counts-text.js';

/** The account's labels by parameter id, and the ids hidden to all: nobody chose those, so their counts are not shown. */
function useParameterLabels(): { labels: ReadonlyMap<string, string>; hidden: ReadonlySet<string> } {
  const parameters = useDeskQuery('rates.parameters', {}, { staleTime: 10 * 60_000 }).data ?? [];
  return {
    labels: new Map(parameters.filter((parameter) => !parameter.hidden).map((parameter) => [parameter.id, parameter.label])),
    hidden: new Set(parameters.filter((parameter) => parameter.hidden).map((parameter) => parameter.id)),
  };
}

/** The guests by the account's labels are its data; what is said without them is the desk's. */
function CountsCell({ words: { text, data } }: { words: { text: string; data: boolean } }) {
  return <td translate={data ? 'no' : undefined}>{text}</td>;
}

function shownCounts(counts: Record<string, number>, hidden: ReadonlySet<string>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([id]) => !hidden.has(id)));
}

const SAID = words(defineMessages({
  none: { id: 'booking.lines.none', defaultMessage: 'No lines on this booking.' },
  caption: { id: 'booking.lines.caption', defaultMessage: 'What was booked' },
  item: { id: 'booking.lines.item', defaultMessage: 'Item' },
  when: { id: 'booking.lines.when', defaultMessage: 'When' },
  quantity: { id: 'booking.lines.quantity', defaultMessage: 'Quantity' },
  counts: { id: 'booking.lines.counts', defaultMessage: 'Counts' },
  amount: { id: 'booking.lines.amount', defaultMessage: 'Amount' },
}));

/** The line's own days and times; its status too where it differs from the booking's (a line made void). */
function whenText(line: OrderLine, bookingStatus: string, format: Formatter, intl: IntlShape): string {
  // Short: a line's days sit in a table column, beside the booking's own dates written in full.
  const when = line.startDay === null && !line.dates ? '—' : datesText(line, format, intl, 'short');
  return line.statusId && line.statusId.toUpperCase() !== bookingStatus.toUpperCase() ? `${when} · ${line.statusId}` : when;
}

export function BookingLines({ booking, format, currency }: MoneyProps) {
  const { labels, hidden } = useParameterLabels();
  const intl = useIntl();
  const say = (what: keyof typeof SAID) => intl.formatMessage(SAID[what]);
  if (booking.lines.length === 0) {
    return <p className="muted">{booking.summary ? <span translate="no">{booking.summary}</span> : say('none')}</p>;
  }
  return (
    <table className="booking-lines">
      <caption className="visually-hidden">{say('caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{say('item')}</th><th scope="col">{say('when')}</th><th scope="col">{say('quantity')}</th>
          <th scope="col">{say('counts')}</th><th scope="col" className="money">{say('amount')}</th>
        </tr>
      </thead>
      <tbody>
        {booking.lines.map((line, index) => (
          <tr key={line.lineId ?? `${line.itemId}-${index}`} className={line.packageOf ? 'package-line' : undefined}>
            <td translate="no">{line.name}</td>
            <td translate="no">{whenText(line, booking.status.id, format, intl)}</td>
            <td>{line.quantity}</td>
            <CountsCell words={countsWords(intl, shownCounts(line.counts, hidden), labels, format)} />
            <td className="money">{line.total === null ? '—' : format.money(line.total, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
