// Contract handlers for the outbox, the sync, the working-set search and the desk's settings.
import { ApiFailure } from '../../api/api-errors.js';
import { pendingWrite } from '../../offline/pending-view.js';
import type { DeskParts } from '../desk-parts.js';
import type { DeskHandlers } from '../dispatch.js';

/** What these handlers use of the desk. */
type OutboxDesk = Pick<DeskParts, 'account' | 'now' | 'registry' | 'staff'>;

type OfflineHandlers = Pick<DeskHandlers,
  'outbox.list' | 'outbox.retry' | 'outbox.discard' | 'outbox.editNote' | 'sync.now' | 'search.local' | 'search.guests' |
  'settings.get' | 'settings.set'>;

const done = { ok: true as const };

function changed(found: boolean): typeof done {
  if (!found) throw new ApiFailure('not-found', 'That queued change is no longer waiting: it was sent or discarded.');
  return done;
}

export function offlineHandlers(desk: OutboxDesk): OfflineHandlers {
  const accountId = () => desk.account.offline().accountId;
  /** Only the open account's queued changes can be touched: an id of another account's is not found here. */
  const own = (id: string) => {
    changed(desk.account.outbox().entry(accountId(), id) !== null);
    return id;
  };
  return {
    'outbox.list': async () => desk.account.outbox().entries(accountId())
      .map((entry) => pendingWrite(entry, (id) => desk.staff.staffName(id), desk.now(), desk.account.outbox().isUnsaved(entry.id))),
    'outbox.retry': async ({ id }) => {
      const result = changed(await desk.account.outbox().retry(own(id)));
      await desk.account.offline().replayNow();
      return result;
    },
    'outbox.discard': async ({ id }) => {
      const entry = desk.account.outbox().entry(accountId(), own(id));
      const result = changed(await desk.account.outbox().discard(id));
      // A discarded check-in is no longer one the other desks of the venue should be told of.
      if (entry) desk.account.venue()?.withdrawn(entry);
      return result;
    },
    'outbox.editNote': async ({ id, body }) => {
      const result = changed(await desk.account.outbox().editNote(own(id), body));
      await desk.account.offline().replayNow();
      return result;
    },
    'sync.now': async () => {
      await desk.account.offline().syncNow();
      return done;
    },
    'search.local': async ({ text }) => {
      const { workingSet } = desk.account.offline();
      await workingSet.whole();
      return workingSet.findBookings(text);
    },
    'search.guests': async ({ text }) => {
      const { workingSet } = desk.account.offline();
      await workingSet.whole();
      return workingSet.guestsInPieces(text);
    },
    'settings.get': async () => desk.registry.settingsView(),
    'settings.set': async (change) => {
      desk.registry.updateSettings(change);
      return desk.registry.settingsView();
    },
  };
}
