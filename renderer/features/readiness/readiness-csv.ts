// A readiness group as a CSV file, one record per booking, safe to open in a spreadsheet (bookings/csv.ts).
import type { ReadinessGroup } from '../../../shared/contract/model/readiness.js';
import { isoDay } from '../../../shared/domain/dates.js';
import { csvAmount, csvText } from '../../ui/csv.js';

export function readinessCsv(group: Pick<ReadinessGroup, 'rows'>, currency: string): string {
  return csvText([
    ['Day', 'Time', 'Code', 'Guest', 'What', 'Status', 'Due', 'Currency', 'Why', 'Waiting on this desk'],
    ...group.rows.map((row) => [
      isoDay(row.day), row.time, row.code, row.guestName, row.what, row.status.name, csvAmount(row.due, currency), currency,
      row.reasons.join('; '), row.pending.join('; '),
    ]),
  ]);
}
