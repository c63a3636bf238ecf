// Where each departure of a day stands: closed or reopened, by its latest act on this desk (its shift record) or on
// any desk of its venue. A departure reopened keeps what its closing said, with who reopened it and when.
import type { Closing } from '../../../shared/contract/model/departures.js';

/** One act on a departure, from this desk's record or another desk's venue record. */
export interface DepartureAct {
  day: number;
  itemId: number;
  time: string;
  label: string;
  act: 'closed' | 'reopened';
  /** Epoch ms. */
  at: number;
  by: string;
  deskName: string;
  noShows: readonly string[];
  late: readonly string[];
  noShowStatus: string | null;
}

const keyOf = (act: Pick<DepartureAct, 'day' | 'itemId' | 'time'>) => `${act.day}:${act.itemId}:${act.time}`;

/** Every departure ever closed among the acts, as it stands now, in the order of the day. */
export function closingsFrom(acts: readonly DepartureAct[]): Closing[] {
  const byDeparture = new Map<string, DepartureAct[]>();
  for (const act of acts) byDeparture.set(keyOf(act), [...(byDeparture.get(keyOf(act)) ?? []), act]);
  const closings: Closing[] = [];
  for (const list of byDeparture.values()) {
    const ordered = [...list].sort((a, b) => a.at - b.at);
    const closed = ordered.filter((act) => act.act === 'closed').at(-1);
    if (!closed) continue;
    const latest = ordered.at(-1)!;
    const reopened = latest.act === 'reopened' ? latest : null;
    closings.push({
      day: closed.day, itemId: closed.itemId, time: closed.time, label: closed.label, closedAt: closed.at, closedBy: closed.by,
      deskName: closed.deskName, noShows: [...closed.noShows], late: [...closed.late],
      reopenedAt: reopened?.at ?? null, reopenedBy: reopened?.by ?? null, noShowStatus: closed.noShowStatus,
    });
  }
  return closings.sort((a, b) => a.time.localeCompare(b.time) || a.itemId - b.itemId);
}

/** Closed now (not reopened since). */
export const isClosed = (closing: Closing): boolean => closing.reopenedAt === null;
