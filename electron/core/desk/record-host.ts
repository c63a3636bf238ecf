// The desk as the shift's record sees it (shift-record/shift-records.ts): its outbox, its copy of the bookings, its
// staff, and the name it goes by in its venue. Reads of the copy never throw here: a record that cannot name a guest
// still records the write.
import type { Amount } from '../../../shared/domain/money.js';
import { owedBy } from '../../../shared/domain/payment.js';
import type { RecordHost } from '../shift-record/shift-records.js';
import type { DeskParts } from './desk-parts.js';

/** What the shift's record reads of the desk. */
type RecordDesk = Pick<DeskParts, 'account' | 'details' | 'staff' | 'registry' | 'log' | 'now'>;

/** What a desk that never paired is called in its own record: it is the only one. */
export const THIS_DESK = 'This desk';

/** What this desk is called: its name in the venue, or "This desk" for a desk that never paired. */
export function deskName(desk: Pick<DeskParts, 'account'>): string {
  return desk.account.venue()?.venue.desks().find((each) => each.self)?.name ?? THIS_DESK;
}

/** "at the Lobby desk", or "at this desk" for a desk that never paired: for a sentence a person reads. */
export function atDesk(desk: Pick<DeskParts, 'account'>): string {
  const name = deskName(desk);
  return name === THIS_DESK ? 'at this desk' : `at the ${name} desk`;
}

/** The name of a desk of the venue by its id; "another desk" when the venue does not know it. */
export function venueDeskName(desk: Pick<DeskParts, 'account'>, deskId: string): string {
  return desk.account.venue()?.venue.desks().find((each) => each.deskId === deskId)?.name ?? 'another desk';
}

function copyOr<T>(desk: RecordDesk, read: () => T, otherwise: T): T {
  try {
    return desk.account.offlineIfOpen() ? read() : otherwise;
  } catch {
    // Still being read from disk, say: the write is recorded all the same.
    return otherwise;
  }
}

export function recordHost(desk: RecordDesk): RecordHost {
  const workingSet = () => desk.account.offline().workingSet;
  return {
    entries: (accountId) => desk.account.outbox().entries(accountId),
    guestName: (code) => copyOr(desk, () => workingSet().summary(code)?.customer.name ?? '', ''),
    due: (code): Amount | null => copyOr(desk, () => {
      const held = workingSet().detail(code)?.detail ?? workingSet().summary(code);
      return held ? owedBy(held) : null;
    }, null),
    currency: () => desk.details.knownCurrency(),
    staffName: (staffId) => desk.staff.staffName(staffId),
    deskName: () => deskName(desk),
    takenOverFrom: (outboxId) => {
      const venue = desk.account.venue()?.venue;
      const waiting = venue?.state.waitingOf(outboxId);
      // No venue record of it: a write of this desk found "may have landed" after a restart, not one taken over.
      if (!venue || !waiting) return null;
      const from = waiting.takenOverFrom ?? (waiting.ownerDeskId !== venue.deskId ? waiting.ownerDeskId : null);
      return from ? venueDeskName(desk, from) : 'another desk';
    },
    currentAccountId: () => desk.registry.currentId,
    now: () => desk.now(),
    log: desk.log,
  };
}
