// Which of the writes it holds a desk of a venue may send now. Another desk takes a write over when its
// desk has been silent for the grace period; a desk cut off from the others (a pulled cable, a removal, a network
// that lets it reach the service but not the other desks) would otherwise go on sending it too, and two desks that
// read the booking before either write lands send it twice. So a write is sent only by a desk that holds the lease:
//
// - A write no other desk can know (shared while its desk had no link open, and none has opened since) is its
//   desk's alone: sent at any time, whatever else holds. A desk alone all day sends everything it makes.
// - A write other desks may know is sent by its owner only while that desk hears a majority of the venue's desks,
//   counting itself, within half the grace period; desks closed normally (they said so as they closed) are not
//   counted, so the last desk running sends everything. Two desks that each hear a majority hear each other, so at
//   most one side of a split sends. A desk closed normally and started again counts as back, and may send, only once
//   another desk has heard it: the others may have sent its writes meanwhile.
// - A removed desk sends none of the writes it shared: they are the venue's, and leave its queue (venue-outbox.ts).
//
// A write waiting on the lease is sent as soon as the desk holds it again; the service's record still decides
// before anything is sent (the read before sending).
import type { VenueState } from './venue-state.js';

export interface LeaseView {
  deskId: string;
  state: VenueState;
  /** When each other desk was last heard (ms, this desk's clock). */
  lastHeard: ReadonlyMap<string, number>;
  now: number;
  graceMs: number;
  /** Closed normally before, and not heard back by another desk since it started. */
  backUnheard: boolean;
}

export function holdsLease(view: LeaseView): boolean {
  if (view.backUnheard) return false;
  const others = view.state.memberList().filter((m) => m.deskId !== view.deskId && !view.state.hasLeft(m.deskId));
  const heard = others.filter((m) => view.now - (view.lastHeard.get(m.deskId) ?? -Infinity) <= view.graceMs / 2);
  return 2 * (1 + heard.length) > 1 + others.length;
}

/** Whether this desk may send a write it holds, by its id; one the venue does not list is not the venue's concern. */
export function maySend(view: LeaseView, entryId: string): boolean {
  const waiting = view.state.waitingOf(entryId);
  if (!waiting) return true;
  if (waiting.ownerDeskId !== view.deskId) return false;
  if (waiting.alone) return true;
  return !view.state.isRemoved(view.deskId) && holdsLease(view);
}
