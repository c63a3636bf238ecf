// A CSV export's headings are in the desk's language; the values under them stay as they are in every language, so a
// spreadsheet's formulas and filters that match them keep working whoever exported the file.
import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../../electron/core/reports/build-report.js';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { reportQuerySchema } from '../../../../shared/contract/model/report.js';
import { manifestCsv } from '../../../../renderer/features/manifest/manifest-csv.js';
import { manifestOf } from '../../../../renderer/features/manifest/manifest-groups.js';
import { reportCsv } from '../../../../renderer/features/reports/report-csv.js';
import { busiestDaysTable, itemTable } from '../../../../renderer/features/reports/report-tables.js';
import { readinessCsv } from '../../../../renderer/features/readiness/readiness-csv.js';
import { shiftCsv } from '../../../../renderer/features/handover/shift-csv.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';
import { bookingsCsv } from '../../../../renderer/ui/csv.js';
import { formatter } from '../../../../renderer/ui/format.js';
import { smallAccount } from '../../core/reports/small-account.js';

const german = createIntl({
  locale: 'de', messages: JSON.parse(readFileSync(new URL('../../../../renderer/i18n/catalogues/de.json', import.meta.url), 'utf8')),
});
const english = englishIntl();
const records = (text: string) => text.trimEnd().split('\r\n');

const booking: BookingSummary = {
  id: 7, code: 'HLB-100007', status: { id: 'PAID', name: 'Paid' }, createdAt: null, total: '250.00', paid: '250.00',
  due: '0.00', tax: '12.50', customer: { id: 3, name: 'Ana Souza', email: 'ana@example.com' }, summary: 'Harbour View Double',
  dates: 'Sat Nov 21 - Mon Nov 23, 2026', startDay: 20261121, endDay: 20261123, lastModified: null,
};

describe("a CSV file's headings", () => {
  it('head the bookings list in German, over the same values as in English', () => {
    const [englishHead, englishRow] = records(bookingsCsv([booking], { intl: english, currency: 'CAD', timeZone: 'UTC' }));
    const [germanHead, germanRow] = records(bookingsCsv([booking], { intl: german, currency: 'CAD', timeZone: 'UTC' }));
    expect(englishHead).toBe('Code,Status,Status name,Guest,E-mail,What,Dates,Start,End,Total,Paid,Due,Currency,Created,Guests,Items');
    expect(germanHead).toBe('Code,Status,Statusname,Gast,E-Mail,Was,Termin,Beginn,Ende,Gesamt,Bezahlt,Offen,Währung,Angelegt,Personen,Leistungen');
    expect(germanRow).toBe(englishRow);
  });

  it("head the manifest's chosen columns in German", () => {
    const format = formatter({ locale: 'de-DE', currency: 'EUR', timeZone: 'Europe/Berlin' });
    const manifest = manifestOf(20261126, [], []);
    const head = (intl: typeof english) =>
      records(manifestCsv(manifest, ['part', 'time', 'guest', 'counts', 'due', 'stamp'], { format, intl, labels: new Map(), formFields: [] }))[0];
    expect(head(english)).toBe('Part of day,Start,Guest,Guests by kind,Booking due,Checked in');
    expect(head(german)).toBe('Tagesteil,Beginn,Gast,Personen nach Art,Buchung offen,Eingecheckt');
  });

  it("head a report view in German: its title, period, basis, currency and columns; a weekday named in German", () => {
    const report = buildReport(
      reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: ['PAID', 'PART', 'PEND'] }), smallAccount());
    const context = { currency: 'CAD', timeZone: 'America/Vancouver' };
    expect(records(reportCsv(itemTable(english), report, { ...context, intl: english, basis: 'Start date' })).slice(0, 2)).toEqual([
      'By item,2026-10-01 to 2026-10-31,by Start date,amounts in CAD', 'Item,Bookings,Guests,Amount']);
    expect(records(reportCsv(itemTable(german), report, { ...context, intl: german, basis: 'Startdatum' })).slice(0, 3)).toEqual([
      'Nach Leistung,2026-10-01 bis 2026-10-31,nach Startdatum,Beträge in CAD', 'Leistung,Buchungen,Personen,Betrag',
      'Harbour View Double,1,2,120.50']);
    expect(records(reportCsv(busiestDaysTable(german), report, { ...context, intl: german, basis: 'Startdatum' })))
      .toContain('Donnerstag,1,not known');
  });

  it("head the readiness board's and the shift's files in German", () => {
    expect(records(readinessCsv({ rows: [] }, 'CAD', formatter({ locale: 'de-DE', currency: 'CAD', timeZone: 'UTC' }), german))[0]).toBe('Tag,Uhrzeit,Code,Gast,Was,Status,Offen,Währung,Warum,Wartet an diesem Platz');
    expect(records(shiftCsv([], String, german))[0])
      .toBe('Wann,Mitarbeiter/in,Platz,Übernommen von,Was,Buchung,Gast,Betrag,Währung,Zahlart,Stand');
    expect(records(shiftCsv([], String, english))[0])
      .toBe('When,Staff member,Desk,Taken over from,What,Booking,Guest,Amount,Currency,Method,Where it stands');
  });
});
