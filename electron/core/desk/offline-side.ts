// The desk's offline side as the account lifecycle opens and closes it: the one outbox, opened once at the start; an
// account's working set, opened from disk without asking the service; and the last try of the disk at closing.
import { notGuestIds } from '../../../shared/domain/guests.js';
import { OfflineAccount } from '../offline/offline-account.js';
import { Outbox, type OutboxEntry } from '../offline/outbox/index.js';
import { pendingWrite } from '../offline/pending-view.js';
import type { AccountSession } from '../accounts/account-session.js';
import type { AccountOptions, LifecycleDesk } from './desk-parts.js';
import { deskFetchers } from './desk-fetchers.js';

/** The outbox every account's writes wait in; a change to the open account's is told to the screens. */
export async function openOutbox(desk: LifecycleDesk, options: AccountOptions): Promise<Outbox> {
  const outbox = await Outbox.open({
    file: `${options.dataDir}/outbox.bin`, key: await options.vault.secretKey('outbox'), now: desk.now,
    serviceNow: () => desk.serviceClock.serviceNow(),
    log: desk.log.area('outbox'), ...(options.outboxWriter ? { write: options.outboxWriter } : {}),
  });
  outbox.onChange((accountId) => {
    if (accountId !== desk.registry.currentId) return;
    desk.outboxChanged();
    desk.statusChanged();
  });
  return outbox;
}

/**
 * Opens the account's working set from disk without asking the service anything: the time zone kept with it says
 * what "today" is until the service answers (the account's details then keep it up to date). `opened` runs before
 * any queued write may go: the venue's reopening.
 */
export async function openOfflineSide(desk: LifecycleDesk, options: AccountOptions, session: AccountSession,
  opened: (accountId: string) => Promise<void>): Promise<void> {
  const { account, log } = desk;
  account.offlineSide = await OfflineAccount.open({
    folder: options.dataDir, accountId: session.config.id, vault: options.vault, outbox: account.outbox(),
    service: () => session.service, maxBookings: desk.registry.settingsView().maxBookings, now: desk.now,
    ...(options.timers ? { timers: options.timers } : {}), ...(options.random ? { random: options.random } : {}),
    isSignedIn: () => session.authorizer.state().status === 'signed-in',
    isOnline: () => desk.service.connectivity.current.online,
    holdsReplay: (entry) => account.venue()?.holdsReplay(entry) ?? false,
    staffName: (accountId) => desk.staff.staffNames().get(accountId) ?? null, log,
    notGuests: () => [...notGuestIds(account.config()?.parameters)],
    onLanded: (codes) => void readAgain(desk, codes),
    emit: (name, payload) => {
      if (name === 'sync.progress') account.syncRunning = (payload as { phase: string }).phase !== 'idle';
      desk.events.emit(name, payload);
      if (name === 'sync.progress') desk.statusChanged();
    },
  });
  // A desk that never learned the account's details asks first, as "today" depends on them; one that holds them
  // goes on at once and refreshes them once the service answers.
  if (!account.offlineSide.workingSet.accountInfo) await desk.details.learn().catch(() => undefined);
  await opened(session.config.id).catch((error: unknown) => log.error('venue', 'the venue could not open again', error));
}

/**
 * Bookings the outbox's writes just reached: their records are read again into the working set, and the screens
 * told (outbox.changed), so a stamp sent after its undo window shows as the service has it.
 */
async function readAgain(desk: LifecycleDesk, codes: string[]): Promise<void> {
  const offline = desk.account.offlineIfOpen();
  if (!offline) return;
  const { fetchRecord } = deskFetchers(desk);
  await Promise.all(codes.map(async (code) => {
    try {
      const asked = offline.workingSet.recordAsked();
      const record = await fetchRecord(code, new AbortController().signal);
      offline.workingSet.putDetail(record, Math.floor(desk.now() / 1000), asked);
    } catch {
      // The next sync brings it; meanwhile the screens show the write as it was queued.
    }
  }));
  desk.outboxChanged();
}

/**
 * One last save of the outbox at closing; what the disk still never took, in words a person reads. What the other
 * desks of the venue hold (`handedOver`) is theirs to send: the log says so, and it is not counted as lost.
 */
export async function lastTryOfTheDisk(desk: LifecycleDesk, handedOver: ReadonlySet<string>): Promise<string[]> {
  const outbox = desk.account.outboxStore;
  if (!outbox) return [];
  await outbox.saveNow().catch(() => undefined);
  const unsaved = desk.registry.all.flatMap((account) => outbox.unsavedEntries(account.id));
  const toVenue = unsaved.filter((entry) => handedOver.has(entry.id));
  const said = (entry: OutboxEntry) => writeInWords(desk, entry);
  if (toVenue.length > 0) {
    desk.log.info('venue', `left to the other desks of the venue, as the disk never took them: ${toVenue.map(said).join('; ')}`);
  }
  return unsaved.filter((entry) => !handedOver.has(entry.id)).map(said);
}

/** A queued write as the log and the person read it: its description, and the booking it is for. */
export function writeInWords(desk: Pick<LifecycleDesk, 'staff' | 'now'>, entry: OutboxEntry): string {
  return `${pendingWrite(entry, (id) => desk.staff.staffName(id), desk.now()).description} on ${entry.write.code}`;
}
