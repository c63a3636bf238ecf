// The manifest as a CSV file, one record per row as the screen shows it (a booking with lines in two groups is two
// records), in the columns and order the desk chose, the booking form's fields among them. Pure: no DOM, tested on
// its own.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { FormField } from '../../../shared/contract/model/booking-form.js';
import { isoDay } from '../../../shared/domain/dates.js';
import { amountOwed } from '../../../shared/domain/payment.js';
import type { Formatter } from '../../ui/format.js';
import { csvAmount, csvText, type CsvValue } from '../../ui/csv.js';
import { answerCell, answerColumnsOf } from './answer-columns.js';
import type { Manifest, ManifestEntry, ManifestGroup, SectionId } from './manifest-groups.js';
import { otherLineText } from './manifest-text.js';
import { words } from '../../i18n/words.js';
import { countsText } from '../../ui/counts-text.js';

/** The file's values stay as they are in every language (a spreadsheet's formulas match them); its headings follow the desk's. */
const PART_OF_DAY = { activities: 'Activities', arrivals: 'Arrivals', inHouse: 'In house', departures: 'Departures' } as const;

interface Row {
  /** yyyy-mm-dd of the manifest's day. */
  day: string;
  group: ManifestGroup;
  entry: ManifestEntry;
}

export interface CsvFormat {
  format: Formatter;
  /** The desk's language: the headings, and the desk's words in the answers (a ticked box's Yes). */
  intl: IntlShape;
  labels: ReadonlyMap<string, string>;
  /** The account's own form fields: what a form column is called and what its answers mean. */
  formFields: readonly FormField[];
}

export interface ManifestColumn {
  id: string;
  /** The manifest's own heading, in the desk's words; a form field's is the account's own label, as it is. */
  label: MessageDescriptor | string;
  value(row: Row, context: CsvFormat): CsvValue;
}

const stampText = ({ entry }: Row): string => {
  const { checkedIn, checkedOut, stampsKnown } = entry.contents;
  if (checkedOut) return `Out ${checkedOut.at} (${checkedOut.staffName})`;
  if (checkedIn) return `In ${checkedIn.at} (${checkedIn.staffName})`;
  return stampsKnown ? 'Not in' : 'Not known yet';
};

const people = ({ entry }: Row): number | null =>
  (entry.counts === null ? null : Object.values(entry.counts).reduce((sum, count) => sum + count, 0));

const HEADINGS = words(defineMessages({
  day: { id: 'manifest.csv.day', defaultMessage: 'Day' },
  part: { id: 'manifest.csv.part', defaultMessage: 'Part of day' },
  time: { id: 'manifest.csv.time', defaultMessage: 'Start' },
  item: { id: 'manifest.csv.item', defaultMessage: 'Item' },
  guest: { id: 'manifest.csv.guest', defaultMessage: 'Guest' },
  code: { id: 'manifest.csv.code', defaultMessage: 'Code' },
  email: { id: 'manifest.csv.email', defaultMessage: 'E-mail' },
  counts: { id: 'manifest.csv.counts', defaultMessage: 'Guests by kind' },
  guests: { id: 'manifest.csv.guests', defaultMessage: 'Guests' },
  quantity: { id: 'manifest.csv.quantity', defaultMessage: 'Quantity' },
  value: { id: 'manifest.csv.value', defaultMessage: 'Value' },
  due: { id: 'manifest.csv.due', defaultMessage: 'Booking due' },
  status: { id: 'manifest.csv.status', defaultMessage: 'Booking status' },
  stamp: { id: 'manifest.csv.stamp', defaultMessage: 'Checked in' },
  notes: { id: 'manifest.csv.notes', defaultMessage: 'Notes' },
  also: { id: 'manifest.csv.also', defaultMessage: 'Other lines' },
}));

/** Every column the file can hold, in the order offered. */
export const MANIFEST_COLUMNS: readonly ManifestColumn[] = [
  { id: 'day', label: HEADINGS.day, value: ({ day }) => day },
  { id: 'part', label: HEADINGS.part, value: ({ group }) => PART_OF_DAY[group.section] },
  { id: 'time', label: HEADINGS.time, value: ({ group }) => group.time || null },
  { id: 'item', label: HEADINGS.item, value: ({ group }) => group.itemName },
  { id: 'guest', label: HEADINGS.guest, value: ({ entry }) => entry.contents.booking.customer.name },
  { id: 'code', label: HEADINGS.code, value: ({ entry }) => entry.contents.booking.code },
  { id: 'email', label: HEADINGS.email, value: ({ entry }) => entry.contents.booking.customer.email || null },
  { id: 'counts', label: HEADINGS.counts, value: ({ entry }, { format, labels, intl }) => countsText(intl, entry.counts, labels, format) },
  { id: 'guests', label: HEADINGS.guests, value: (row) => people(row) },
  { id: 'quantity', label: HEADINGS.quantity, value: ({ entry }) => entry.quantity },
  { id: 'value', label: HEADINGS.value, value: ({ entry }, { format }) => csvAmount(entry.value, format.currency) },
  { id: 'due', label: HEADINGS.due, value: ({ entry }, { format }) => {
    const { status, total, paid, due } = entry.contents.booking;
    return csvAmount(amountOwed({ statusId: status.id, total, paid, due }), format.currency);
  } },
  { id: 'status', label: HEADINGS.status, value: ({ entry }) => entry.contents.booking.status.name || entry.contents.booking.status.id },
  { id: 'stamp', label: HEADINGS.stamp, value: stampText },
  { id: 'notes', label: HEADINGS.notes, value: ({ entry }) => entry.contents.notes.join(' | ') || null },
  { id: 'also', label: HEADINGS.also, value: ({ entry }, { format }) => entry.others.map((line) => otherLineText(line, format)).join('; ') || null },
];

/** Shown unless the desk chose otherwise: what the printed manifest holds. */
export const DEFAULT_COLUMNS = ['part', 'time', 'item', 'guest', 'code', 'counts', 'value', 'due', 'stamp', 'notes', 'also'];

/** The chosen ids that are columns (the manifest's own, or a form field's), in the chosen order; the default when
 *  none is left. An answer not known yet is left empty, as a guest count is. */
export function columnsOf(chosen: readonly string[], formFields: readonly FormField[]): ManifestColumn[] {
  const byId = new Map(MANIFEST_COLUMNS.map((column) => [column.id, column]));
  for (const answers of answerColumnsOf(chosen, formFields)) {
    byId.set(answers.id, { id: answers.id, label: answers.label,
      value: ({ entry }, { format, intl }) => answerCell(answers, entry.contents, format, intl) || null });
  }
  const columns = chosen.flatMap((id) => byId.get(id) ?? []);
  return columns.length > 0 ? columns : columnsOf(DEFAULT_COLUMNS, formFields);
}

/** A column's heading in the desk's language (a form field's as the account wrote it). */
export const headingOf = (column: Pick<ManifestColumn, 'label'>, intl: IntlShape): string =>
  (typeof column.label === 'string' ? column.label : intl.formatMessage(column.label));

const ORDER: SectionId[] = ['activities', 'arrivals', 'inHouse', 'departures'];

export function manifestCsv(manifest: Manifest, chosen: readonly string[], context: CsvFormat): string {
  const columns = columnsOf(chosen, context.formFields);
  const day = isoDay(manifest.day);
  const rows: Row[] = ORDER.flatMap((id) => manifest.sections[id].flatMap((group) =>
    group.entries.map((entry) => ({ day, group, entry }))));
  return csvText([columns.map((column) => headingOf(column, context.intl)), ...rows.map((row) => columns.map((column) => column.value(row, context)))]);
}
