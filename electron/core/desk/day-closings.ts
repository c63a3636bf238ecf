// A day's departures as closed on this desk (its shift record) and on the other desks of its venue, each as its
// latest act says.
import type { Closing } from '../../../shared/contract/model/departures.js';
import { closingsFrom, type DepartureAct } from '../departures/departure-state.js';
import type { StoredEntry } from '../shift-record/record-entry.js';
import type { ShiftRecord } from '../shift-record/shift-record.js';
import { venueClosings } from '../venue/venue-closings.js';
import type { DeskParts } from './desk-parts.js';

function actOf(entry: StoredEntry): DepartureAct | null {
  if ((entry.kind !== 'closed' && entry.kind !== 'reopened') || entry.departure === null) return null;
  return {
    ...entry.departure, act: entry.kind, at: entry.at, by: entry.staffName, deskName: entry.deskName,
    noShows: entry.noShows, late: entry.late, noShowStatus: entry.noShowStatus,
  };
}

export function dayClosings(desk: Pick<DeskParts, 'account'>, record: ShiftRecord, day: number): Closing[] {
  const mine = record.entries().flatMap((entry) => { const act = actOf(entry); return act && act.day === day ? [act] : []; });
  const venue = desk.account.venue()?.venue;
  // This desk's own acts are in its record already; the venue brings the other desks'.
  const others: DepartureAct[] = venue
    ? venueClosings(venue.state, day).filter((record) => record.deskId !== venue.deskId).map((record) => ({ ...record, act: record.act }))
    : [];
  return closingsFrom([...mine, ...others]);
}
