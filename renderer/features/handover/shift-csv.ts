// The shift's record as a CSV file, one record per write, safe to open in a spreadsheet (bookings/csv.ts).
import { defineMessages, type IntlShape } from 'react-intl';
import type { ShiftEntry } from '../../../shared/contract/model/shift.js';
import { csvAmount, csvHeadings, csvText } from '../../ui/csv.js';
import { amountInCurrency } from '../../../shared/domain/money.js';
import type { MoneyText } from '../booking/timeline-text.js';
import { entryText } from './shift-entry-text.js';
import { STATE_WORDS } from './shift-words.js';
import { words } from '../../i18n/words.js';

/** The file's headings, in the desk's language (csvHeadings). */
const HEADINGS = words(defineMessages({
  when: { id: 'shift.csv.when', defaultMessage: 'When' },
  staff: { id: 'shift.csv.staff', defaultMessage: 'Staff member' },
  desk: { id: 'shift.csv.desk', defaultMessage: 'Desk' },
  takenOverFrom: { id: 'shift.csv.takenOverFrom', defaultMessage: 'Taken over from' },
  what: { id: 'shift.csv.what', defaultMessage: 'What' },
  booking: { id: 'shift.csv.booking', defaultMessage: 'Booking' },
  guest: { id: 'shift.csv.guest', defaultMessage: 'Guest' },
  amount: { id: 'shift.csv.amount', defaultMessage: 'Amount' },
  currency: { id: 'shift.csv.currency', defaultMessage: 'Currency' },
  method: { id: 'shift.csv.method', defaultMessage: 'Method' },
  state: { id: 'shift.csv.state', defaultMessage: 'Where it stands' },
}));

/** A settling's amount inside the "What" text, as the file writes amounts: "95.55 CAD". */
const fileMoney: MoneyText = (amount, currency) => `${amountInCurrency(amount, currency)}${currency ? ` ${currency}` : ''}`;

export function shiftCsv(entries: readonly ShiftEntry[], isoAt: (epochMs: number) => string, intl: IntlShape): string {
  return csvText([
    csvHeadings(HEADINGS, intl),
    ...entries.map((entry) => [
      isoAt(entry.at), entry.staffName, entry.deskName, entry.takenOverFrom ?? '', entryText(intl, entry, fileMoney), entry.code || [...entry.noShows, ...entry.late].join(' '),
      entry.guestName, csvAmount(entry.amount, entry.currency), entry.amount === null ? '' : entry.currency, entry.method ?? '',
      intl.formatMessage(STATE_WORDS[entry.state]),
    ]),
  ]);
}
