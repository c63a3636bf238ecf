// How long a booking is in its item's own unit (Checkfront's allocation): by the night ("N") the nights from arrival
// to departure, by the day ("D") every day from the first to the last; by the hour or the time slot ("H", "30M")
// nothing to count, its times say it.
import type { BookedLength } from '../../../shared/contract/model/rates.js';
import { daysBetween, type Day } from '../../../shared/domain/dates.js';

/** The length the service priced (a rated item's days), or, without it, the one its first and last day give. */
export function bookedLength(unit: string | undefined, startDay: Day | null, endDay: Day | null, priced?: number): BookedLength | null {
  const byUnit = (unit ?? 'D').toUpperCase();
  if (byUnit !== 'N' && byUnit !== 'D') return null;
  if (priced !== undefined && priced > 0) return { count: priced, unit: byUnit === 'N' ? 'night' : 'day' };
  if (startDay === null || endDay === null || endDay < startDay) return null;
  const days = daysBetween(startDay, endDay);
  return byUnit === 'N' ? { count: Math.max(1, days), unit: 'night' } : { count: days + 1, unit: 'day' };
}
