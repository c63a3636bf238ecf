// A report view's CSV: the period heads it, amounts are plain decimals, guest counts and per-item amounts are there.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../../../electron/core/reports/build-report.js';
import { reportQuerySchema } from '../../../../shared/contract/model/report.js';
import { reportCsv, reportFileName } from '../../../../renderer/features/reports/report-csv.js';
import { itemTable, outstandingTable, totalsTable } from '../../../../renderer/features/reports/report-tables.js';
import { smallAccount } from '../../core/reports/small-account.js';

const report = buildReport(
  reportQuerySchema.parse({ period: { kind: 'last', unit: 'month' }, revenueStatuses: ['PAID', 'PART', 'PEND'] }),
  smallAccount(),
);
const context = { currency: 'CAD', timeZone: 'America/Vancouver', basis: 'Start date' };
const lines = (text: string) => text.trimEnd().split('\r\n');

describe('report CSV files', () => {
  it('lists each item with its bookings, guests and amount, under the period it covers', () => {
    expect(lines(reportCsv(itemTable, report, context))).toEqual([
      'By item,2026-10-01 to 2026-10-31,by Start date,amounts in CAD',
      'Item,Bookings,Guests,Amount',
      'Harbour View Double,1,2,120.50',
      'Sunset Cruise,2,3,105.35',
      'Kayak,1,1,20.00',
    ]);
    expect(reportFileName(itemTable, report)).toBe('report-by-item-20261001-20261031.csv');
  });

  it('writes the totals with the change on the period before', () => {
    expect(lines(reportCsv(totalsTable, report, context))).toContain('Revenue,245.85,70.00,251.2%');
    // Three of the five bookings in October have no record: their guests are not in the sum, and the file says so.
    expect(lines(reportCsv(totalsTable, report, context))).toContain('Guests (where counts are known),5,1,400.0%');
  });

  it("writes who owes with their guest counts and the instant the booking was made in the account's zone", () => {
    // C's record is not held: its guests are not known, and the cell is empty, never 0.
    expect(lines(reportCsv(outstandingTable, report, context))[2])
      .toBe('C,Guest C,Pending,2026-10-15,2026-09-10T11:00:00-07:00,,45.25,0.00,45.25');
  });
});
