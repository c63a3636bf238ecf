// CSV exports (bookings, every report) opened as a spreadsheet would open them, wherever the person lives: no cell a
// guest, an item or the service named may run as a formula (red-team finding: a guest named "x;=1+2;y" gave a
// formula in Excel wherever ";" is the list separator, 304 of 1,201 cells in one export).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../../shared/contract/model/booking.js';
import { bookingsCsv, csvText } from '../../../../renderer/ui/csv.js';
import { reportCsv } from '../../../../renderer/features/reports/report-csv.js';
import { itemTable } from '../../../../renderer/features/reports/report-tables.js';
import { buildReport } from '../../../../electron/core/reports/build-report.js';
import { reportQuerySchema } from '../../../../shared/contract/model/report.js';
import { openAsSpreadsheet, runsAsFormula } from '../../../support/spreadsheet.js';
import { smallAccount } from '../../core/reports/small-account.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const intl = englishIntl();

const SEPARATORS = [',', ';', '\t'] as const;
const HOSTILE_NAMES = ['x;=1+2;y', 'Ana;-2+3', 'Tab\t@SUM(A1)', 'a,=cmd|\' /C calc\'!A0', 'two\nlines\n=1+1', 'q";=1;"',
  ' =1+1', 'x; +1', '=HYPERLINK("http://evil")'];

const formulasIn = (text: string) => SEPARATORS.flatMap((separator) =>
  openAsSpreadsheet(text, separator).flat().filter(runsAsFormula).map((cell) => `${JSON.stringify(separator)}: ${cell}`));

function booking(name: string, index: number): BookingSummary {
  return {
    id: index, code: `HLB-10000${index}`, status: { id: 'PAID', name: 'Paid' }, createdAt: null,
    total: '250.00', paid: '262.50', due: '-12.50', tax: '12.50', customer: { id: index, name, email: `${index}@example.com` },
    summary: name, dates: 'Sat Nov 21 - Mon Nov 23, 2026', startDay: 20261121, endDay: 20261123, lastModified: null,
  };
}

describe('a CSV export opened as a spreadsheet', () => {
  it('runs no formula from a guest or item name, whatever the list separator', () => {
    const text = bookingsCsv(HOSTILE_NAMES.map(booking), { intl, currency: 'CAD', timeZone: 'America/Vancouver' });
    expect(formulasIn(text)).toEqual([]);
  });

  it('keeps each hostile name whole in one cell where the comma is the separator, and amounts as numbers', () => {
    const rows = openAsSpreadsheet(bookingsCsv(HOSTILE_NAMES.map(booking), { intl, currency: 'CAD', timeZone: 'UTC' }), ',');
    expect(rows[1]![3]).toBe("x;'=1+2;y");
    expect(rows[1]![11]).toBe('-12.50');
    expect(rows.slice(1, -1).every((row) => row.length === rows[0]!.length)).toBe(true);
  });

  it('quotes a cell holding a semicolon, so a spreadsheet reading semicolons keeps it whole where it starts a field', () => {
    expect(openAsSpreadsheet(csvText([['a;b', 'c']]), ';')[0]).toEqual(['a;b,c']);
  });

  it('runs no formula from any text at all, in any cell, with any of the three separators', () => {
    const text = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', ';', ',', '\t', '\r', '\n', '"', "'", ' ', 'x', '1', '.', '%') });
    fc.assert(fc.property(fc.array(fc.array(text, { maxLength: 4 }), { maxLength: 4 }), (rows) => {
      expect(formulasIn(csvText(rows))).toEqual([]);
    }), { numRuns: 1000 });
  });

  it('runs no formula from a report view either', () => {
    const plain = smallAccount();
    const account = { ...plain, items: plain.items.map((item) => ({ ...item, name: `${item.name};=1+2` })) };
    const report = buildReport(reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: ['PAID', 'PART', 'PEND'] }), account);
    const text = reportCsv(itemTable(intl), report, { intl, currency: 'CAD', timeZone: 'UTC', basis: 'Start date' });
    expect(text).toContain(";'=1+2");
    expect(formulasIn(text)).toEqual([]);
  });
});
