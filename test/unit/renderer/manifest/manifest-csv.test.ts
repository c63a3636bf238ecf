// The manifest's CSV holds the rows as the screen shows them (a booking's lines in their own groups), in the
// columns and order the desk chose, with notes as text and nothing a spreadsheet would run.
import { describe, expect, it } from 'vitest';
import type { BookingContents, ContentsLine } from '../../../../shared/contract/model/booking-contents.js';
import type { Item } from '../../../../shared/contract/model/catalogue.js';
import { manifestOf } from '../../../../renderer/features/manifest/manifest-groups.js';
import type { FormField } from '../../../../shared/contract/model/booking-form.js';
import { columnsOf, DEFAULT_COLUMNS, headingOf, manifestCsv } from '../../../../renderer/features/manifest/manifest-csv.js';
import { keptColumns } from '../../../../renderer/features/manifest/manifest-columns.js';
import { formatter } from '../../../../renderer/ui/format.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const intl = englishIntl();

const DAY = 20261126;
const format = formatter({ locale: 'en-CA', currency: 'CAD', timeZone: 'America/Vancouver' });
const labels = new Map([['adults', 'Adults'], ['children', 'Children']]);
const item = (id: number, name: string, unit: 'D' | 'H'): Item => ({
  id, name, categoryId: 1, categoryName: '', unit, stock: 10, unlimited: false, summaryHtml: '', position: id,
});
const ROOM = item(101, 'Harbour View Double', 'D');
const TOUR = item(201, 'Islands Snorkeling Tour', 'H');

const line = (target: Item, startDay: number, endDay: number, startTime: string, total: string,
  counts: Record<string, number>): ContentsLine => ({
  itemId: target.id, quantity: 1, counts, name: target.name, startDay, endDay, startTime, total, statusId: null,
  lineId: null, packageOf: null,
});

/** Last night's arrival, leaving this morning and on the 9:00 tour; a note a guest wrote that looks like a formula. */
const stay: BookingContents = {
  booking: {
    id: 1, code: 'WALK-1', status: { id: 'PART', name: 'Part paid' }, createdAt: 1, total: '528.60', paid: '100.00',
    due: '428.60', tax: '0.00', customer: { id: 1, name: 'Kwame Novak', email: 'kwame@example.com' }, summary: '',
    dates: '', startDay: DAY - 1, endDay: DAY, lastModified: 1,
  },
  startTime: '', endTime: '', source: 'record',
  lines: [line(ROOM, DAY - 1, DAY, '', '214.00', { adults: 2 }), line(TOUR, DAY, DAY, '09:00', '314.60', { adults: 2, children: 1 })],
  checkedIn: { at: '2026-11-25T15:10:00-08:00', staffId: 1, staffName: 'Priya' }, checkedOut: null,
  noteCount: 2, notes: ['=cmd|calc', 'Late check-out asked'], stampsKnown: true, customAnswers: {}, pending: [],
};

describe("the manifest's CSV", () => {
  const manifest = manifestOf(DAY, [stay], [ROOM, TOUR]);

  it('has a record per row on screen: the 9:00 tour and the departure, each with its own guests and value', () => {
    const csv = manifestCsv(manifest, ['part', 'time', 'item', 'code', 'guests', 'value', 'due'], { format, intl, labels, formFields: [] });
    expect(csv.split('\r\n')).toEqual([
      'Part of day,Start,Item,Code,Guests,Value,Booking due',
      'Activities,09:00,Islands Snorkeling Tour,WALK-1,3,314.60,428.60',
      'Departures,,Harbour View Double,WALK-1,2,214.00,428.60',
      '',
    ]);
  });

  it('keeps the chosen order, writes notes as text with formulas disarmed, and names the other lines', () => {
    const csv = manifestCsv(manifest, ['notes', 'guest', 'also'], { format, intl, labels, formFields: [] });
    const [header, tour] = csv.split('\r\n');
    expect(header).toBe('Notes,Guest,Other lines');
    expect(tour).toBe(`'=cmd|calc | Late check-out asked,Kwame Novak,"Harbour View Double, ${format.dayRange(DAY - 1, DAY, 'short')}"`);
  });

  it('falls back to the default columns when none chosen is known', () => {
    expect(columnsOf(['nonsense'], []).map((column) => column.id)).toEqual(DEFAULT_COLUMNS);
  });
});

const field = (name: string, label: string, type: FormField['type'], options: FormField['options'] = []): FormField => ({
  name, label, type, options, required: false, mask: null, addressPart: false, policy: false, value: '',
});
const FORM_FIELDS = [
  field('arrival_by', 'Arrival by', 'text'), field('step_free', 'Step-free access needed', 'checkbox'),
  field('heard_from', 'Heard of us from', 'select', [{ code: 'guidebook', label: 'A guidebook' }]),
  field('occasion_date', 'Special occasion on', 'date'),
];

describe("the booking form's fields as columns of the CSV", () => {
  const answered: BookingContents = {
    ...stay, customAnswers: {
      arrival_by: '=HYPERLINK("http://x")', step_free: '1', heard_from: 'guidebook', occasion_date: '2026-11-26', boat_size: 'Medium',
    },
  };
  const notRead: BookingContents = {
    ...stay, booking: { ...stay.booking, id: 2, code: 'WALK-2', customer: { id: 2, name: 'Ada Lind', email: '' } },
    stampsKnown: false, customAnswers: {},
  };
  const manifest = manifestOf(DAY, [answered, notRead], [ROOM, TOUR]);
  const chosen = ['code', 'form:arrival_by', 'form:step_free', 'form:heard_from', 'form:occasion_date', 'form:boat_size'];

  it('writes each answer as the form means it, a formula disarmed, and nothing for a booking not read yet', () => {
    const [header, ...records] = manifestCsv(manifest, chosen, { format, intl, labels, formFields: FORM_FIELDS }).split('\r\n');
    expect(header).toBe('Code,Arrival by,Step-free access needed,Heard of us from,Special occasion on,Boat size');
    expect(records.filter((record) => record.startsWith('WALK-1'))).toEqual(Array(2).fill(
      `WALK-1,"'=HYPERLINK(""http://x"")",Yes,A guidebook,"${format.day(DAY, 'medium')}",Medium`));
    expect(records.filter((record) => record.startsWith('WALK-2'))).toEqual(Array(2).fill('WALK-2,,,,,'));
  });

  it('heads a column by the label the form has now, and keeps a column of a field the form no longer has', () => {
    const renamed = FORM_FIELDS.map((each) => (each.name === 'arrival_by' ? { ...each, label: 'Expected at' } : each));
    expect(columnsOf(chosen, renamed).map((column) => headingOf(column, intl)))
      .toEqual(['Code', 'Expected at', 'Step-free access needed', 'Heard of us from', 'Special occasion on', 'Boat size']);
    expect(columnsOf(['form:arrival_by'], []).map((column) => headingOf(column, intl))).toEqual(['Arrival by']);
  });
});

describe('the columns kept on this computer', () => {
  it('keeps the manifest\'s own and form fields by name, in order, once; the default when nothing is left', () => {
    expect(keptColumns(['code', 'form:arrival_by', 'form:arrival_by', 'form:<script>', 'form:', 'nonsense', 7, 'guest']))
      .toEqual(['code', 'form:arrival_by', 'guest']);
    expect(keptColumns('not a list')).toEqual(DEFAULT_COLUMNS);
    expect(keptColumns(['form:1bad'])).toEqual(DEFAULT_COLUMNS);
  });
});
