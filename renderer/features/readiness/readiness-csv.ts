// A readiness group as a CSV file, one record per booking, safe to open in a spreadsheet (bookings/csv.ts). Why each
// booking is there, and what waits on it, are said in the desk's language as on the screen.
import { defineMessages, type IntlShape } from 'react-intl';
import type { ReadinessGroup } from '../../../shared/contract/model/readiness.js';
import { isoDay } from '../../../shared/domain/dates.js';
import { csvAmount, csvHeadings, csvText } from '../../ui/csv.js';
import type { Formatter } from '../../ui/format.js';
import { words } from '../../i18n/words.js';
import { writeText } from '../outbox/outbox-text.js';
import { reasonText } from './readiness-text.js';

/** The file's headings, in the desk's language (csvHeadings). */
const HEADINGS = words(defineMessages({
  day: { id: 'readiness.csv.day', defaultMessage: 'Day' },
  time: { id: 'readiness.csv.time', defaultMessage: 'Time' },
  code: { id: 'readiness.csv.code', defaultMessage: 'Code' },
  guest: { id: 'readiness.csv.guest', defaultMessage: 'Guest' },
  what: { id: 'readiness.csv.what', defaultMessage: 'What' },
  status: { id: 'readiness.csv.status', defaultMessage: 'Status' },
  due: { id: 'readiness.csv.due', defaultMessage: 'Due' },
  currency: { id: 'readiness.csv.currency', defaultMessage: 'Currency' },
  why: { id: 'readiness.csv.why', defaultMessage: 'Why' },
  waiting: { id: 'readiness.csv.waiting', defaultMessage: 'Waiting on this desk' },
}));

export function readinessCsv(group: Pick<ReadinessGroup, 'rows'>, currency: string, format: Formatter, intl: IntlShape): string {
  return csvText([
    csvHeadings(HEADINGS, intl),
    ...group.rows.map((row) => [
      isoDay(row.day), row.time, row.code, row.guestName, row.what, row.status.name, csvAmount(row.due, currency), currency,
      row.reasons.map((reason) => reasonText(reason, format, intl)).join('; '), row.pending.map((write) => writeText(intl, write)).join('; '),
    ]),
  ]);
}
