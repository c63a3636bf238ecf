// Contract handlers for the outbox, the sync, the working-set search and the desk's settings.
import { ApiFailure } from '../../api/api-errors.js';
import { pendingWrite } from '../../offline/pending-view.js';
import type { Desk } from '../desk.js';
import type { DeskHandlers } from '../dispatch.js';

type OfflineHandlers = Pick<DeskHandlers,
  'outbox.list' | 'outbox.retry' | 'outbox.discard' | 'outbox.editNote' | 'sync.now' | 'search.local' | 'search.guests' |
  'settings.get' | 'settings.set'>;

const done = { ok: true as const };

function changed(found: boolean): typeof done {
  if (!found) throw new ApiFailure('not-found', 'That queued change is no longer waiting: it was sent or discarded.');
  return done;
}

export function offlineHandlers(desk: Desk): OfflineHandlers {
  const accountId = () => desk.offline().accountId;
  /** Only the open account's queued changes can be touched: an id of another account's is not found here. */
  const own = (id: string) => {
    changed(desk.outbox().entry(accountId(), id) !== null);
    return id;
  };
  return {
    'outbox.list': async () => desk.outbox().entries(accountId())
      .map((entry) => pendingWrite(entry, (id) => desk.staffName(id), desk.now(), desk.outbox().isUnsaved(entry.id))),
    'outbox.retry': async ({ id }) => {
      const result = changed(await desk.outbox().retry(own(id)));
      await desk.offline().replayNow();
      return result;
    },
    'outbox.discard': async ({ id }) => {
      const entry = desk.outbox().entry(accountId(), own(id));
      const result = changed(await desk.outbox().discard(id));
      // A discarded check-in is no longer one the other desks of the venue should be told of.
      if (entry) desk.venue()?.withdrawn(entry);
      return result;
    },
    'outbox.editNote': async ({ id, body }) => {
      const result = changed(await desk.outbox().editNote(own(id), body));
      await desk.offline().replayNow();
      return result;
    },
    'sync.now': async () => {
      await desk.offline().syncNow();
      return done;
    },
    'search.local': async ({ text }) => {
      const { workingSet } = desk.offline();
      await workingSet.whole();
      return workingSet.findBookings(text);
    },
    'search.guests': async ({ text }) => {
      const { workingSet } = desk.offline();
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
