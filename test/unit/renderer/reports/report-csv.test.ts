// A report view's CSV: the period heads it, amounts are plain decimals, guest counts and per-item amounts are there.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../../electron/core/reports/build-report.js';
import { reportQuerySchema } from '../../../../shared/contract/model/report.js';
import { reportCsv, reportFileName } from '../../../../renderer/features/reports/report-csv.js';
import {
  busiestDaysTable, itemTable, outstandingTable, salesTable, statusTable, totalsTable,
} from '../../../../renderer/features/reports/report-tables.js';
import { openAsSpreadsheet } from '../../../support/spreadsheet.js';
import { smallAccount } from '../../core/reports/small-account.js';
import { englishIntl } from '../../../../renderer/i18n/english.js';

const intl = englishIntl();

const report = buildReport(
  reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: ['PAID', 'PART', 'PEND'] }),
  smallAccount(),
);
const context = { intl, currency: 'CAD', timeZone: 'America/Vancouver', basis: 'Start date' };
const lines = (text: string) => text.trimEnd().split('\r\n');

describe('report CSV files', () => {
  it('lists each item with its bookings, guests and amount, under the period it covers', () => {
    expect(lines(reportCsv(itemTable(intl), report, context))).toEqual([
      'By item,2026-10-01 to 2026-10-31,by Start date,amounts in CAD',
      'Item,Bookings,Guests,Amount',
      'Harbour View Double,1,2,120.50',
      // One of its two bookings (C) has no record read: its guests are not known, so 3 is at least, never all.
      'Sunset Cruise,2,at least 3,105.35',
      'Kayak,1,1,20.00',
    ]);
    expect(reportFileName(itemTable(intl), report)).toBe('report-by-item-20261001-20261031.csv');
  });

  it('writes the totals with the change on the period before', () => {
    expect(lines(reportCsv(totalsTable(intl), report, context))).toContain('Revenue,245.85,70.00,251.2%');
    // C's record is not held: its guests are not in the sum, the figure says for how many they are, and a change
    // between a part and a whole is no change at all.
    expect(lines(reportCsv(totalsTable(intl), report, context))).toContain('Guests (counts known for 2 of 3 bookings),at least 5,1,');
  });

  it('writes a fall as a plain percentage a spreadsheet reads as a number, not as text behind a quote', () => {
    // 66.78 against September's 70.00: 4.6% down.
    const fall = { ...report, totals: { ...report.totals, revenue: '66.78' } };
    expect(lines(reportCsv(totalsTable(intl), fall, context))).toContain('Revenue,66.78,70.00,-4.6%');
    expect(openAsSpreadsheet(reportCsv(totalsTable(intl), fall, context), ',')[4]).toEqual(['Revenue', '66.78', '70.00', '-4.6%']);
  });

  it('says "not known" for guests nobody counted: a week and a weekday of bookings without records are not 0 guests', () => {
    expect(lines(reportCsv(salesTable('week', intl), report, context))).toContain('2026-10-12,1,not known,45.25');
    expect(lines(reportCsv(busiestDaysTable(intl), report, context))).toContain('Thursday,1,not known');
    expect(lines(reportCsv(statusTable(intl), report, context))).toContain('Pending,Yes,1,not known,45.25,0.00,45.25');
  });

  it("writes who owes with their guest counts and the instant the booking was made in the account's zone", () => {
    // C's record is not held: its guests are not known, and the cell says so, never 0.
    expect(lines(reportCsv(outstandingTable(intl), report, context))[2])
      .toBe('C,Guest C,Pending,2026-10-15,2026-09-10T11:00:00-07:00,not known,45.25,0.00,45.25');
  });
});
