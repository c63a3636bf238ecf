// The shift's record as a CSV file, one record per write, safe to open in a spreadsheet (bookings/csv.ts).
import type { ShiftEntry } from '../../../shared/contract/model/shift.js';
import { csvAmount, csvText } from '../../ui/csv.js';
import { STATE_WORDS } from './shift-words.js';

export function shiftCsv(entries: readonly ShiftEntry[], isoAt: (epochMs: number) => string): string {
  return csvText([
    ['When', 'Staff member', 'Desk', 'Taken over from', 'What', 'Booking', 'Guest', 'Amount', 'Currency', 'Method', 'Where it stands'],
    ...entries.map((entry) => [
      isoAt(entry.at), entry.staffName, entry.deskName, entry.takenOverFrom ?? '', entry.what, entry.code || [...entry.noShows, ...entry.late].join(' '),
      entry.guestName, csvAmount(entry.amount, entry.currency), entry.amount === null ? '' : entry.currency, entry.method ?? '',
      STATE_WORDS[entry.state],
    ]),
  ]);
}
