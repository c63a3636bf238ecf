// The bookings of a report's period whose guest counts the desk does not hold: what reading their records costs.
import type { DateBasis } from '../../../shared/contract/model/report.js';
import type { DayRange } from '../../../shared/domain/report-period.js';
import { dayFinder } from './day-finder.js';
import { prepare, type ReportSource } from './report-entry.js';
import { dayPlacer, selectIn } from './report-selection.js';

export function codesWithoutCounts(sources: readonly ReportSource[], range: DayRange, basis: DateBasis,
  timeZone: string): string[] {
  const finder = basis === 'created' ? dayFinder(range.from, range.to, timeZone) : null;
  const placed = selectIn(sources.map((source) => prepare(source)), range, dayPlacer(basis, finder), null);
  return placed.filter(({ booking }) => booking.source.contents === null).map(({ booking }) => booking.source.summary.code);
}
