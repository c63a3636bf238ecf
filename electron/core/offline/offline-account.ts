// One account's offline side: its working set on disk, the background sync that keeps it fresh, and the replay
// of its queued writes. The desk reads through it when the service cannot be reached.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import type { EventName, EventPayload } from '../../../shared/contract/events.js';
import { ApiFailure } from '../api/api-errors.js';
import type { BookingService } from '../api/booking-service.js';
import type { DeskLog } from '../log/desk-log.js';
import { realTimers, type Timers } from '../platform/timers.js';
import type { Vault } from '../vault/vault.js';
import {
  Replayer, readThrough, sendThrough, type AddOptions, type Outbox, type OutboxEntry, type OutboxWrite, type ReplayEvent,
} from './outbox/index.js';
import { RecentlyLanded } from './outbox/recently-landed.js';
import { ReplaySchedule } from './replay-schedule.js';
import { Sync, serviceFetchers } from './sync/index.js';
import { WorkingSet } from './working-set/index.js';
import { workingSetKey } from './working-set/working-set-key.js';
import { noticeWords } from './notice-words.js';
import type { BookingNotice } from '../../../shared/contract/model/booking.js';

export interface OfflineAccountOptions {
  folder: string;
  accountId: string;
  vault: Vault;
  outbox: Outbox;
  service: () => BookingService;
  timeZone?: string;
  maxBookings: number;
  /** The account's parameters that are no guests, as reports are asked with them. */
  notGuests?: () => readonly string[];
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /** The name of a staff member by account id, for "already checked in by Priya". */
  staffName?(accountId: number): string | null;
  /** Whether the desk is signed in now: a round that met a sign-out while a sign-in was completing goes again. */
  isSignedIn?(): boolean;
  /** Whether the service answered lately; a write pressed while it does not waits for it to come back. */
  isOnline?(): boolean;
  /** A write that must not go yet though it is due: a restarted desk's, until its venue says whose it is. */
  holdsReplay?(entry: OutboxEntry): boolean;
  now?: () => number;
  timers?: Timers;
  /** 0..1, for the spread of rounds after an outage (replay-schedule.ts). */
  random?: () => number;
  log: DeskLog;
  /**
   * Bookings whose queued writes reached the service in a replay round: the desk reads them again, so that the
   * screens (the manifest above all) show the stamp as the service now has it, not the copy from before.
   */
  onLanded?(codes: string[]): void;
}

/** What a queued write came to: its entry as it stands (null once the service has it). */
export interface QueuedWrite {
  entry: OutboxEntry | null;
  /** The same write had landed moments ago: nothing new was queued or sent (a late second press). */
  repeat: boolean;
}

/** How long closing waits for the service to take a stamp that was still in its undo window. */
const CLOSING_SEND_MS = 3_000;

/** A booking stamped twice by two desks at the same instant, or a press withdrawn for another: told for this long. */
const NOTICE_KEPT_MS = 30 * 60 * 1000;

export class OfflineAccount {
  private readonly schedule: ReplaySchedule;
  private readonly landed: RecentlyLanded;
  /** Bookings whose writes landed late in a round (after their own call had answered); handed to onLanded after it. */
  private readonly landedLate = new Set<string>();
  /** Entries a person pressed this moment, being sent at once (their stamp is not read first). */
  private readonly atOnce = new Set<string>();
  /** What a person should know about a booking after a replay (a double stamp), by code, and until when. */
  private readonly notices = new Map<string, { notice: BookingNotice; until: number }>();
  private readonly now: () => number;
  private readonly log: DeskLog;

  private constructor(
    readonly accountId: string,
    readonly workingSet: WorkingSet,
    readonly sync: Sync,
    readonly outbox: Outbox,
    private readonly replayer: Replayer,
    private readonly options: OfflineAccountOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.log = options.log;
    this.landed = new RecentlyLanded(this.now);
    this.schedule = new ReplaySchedule({
      replay: () => {
        this.replayNow().catch((error: unknown) => this.log.error('outbox', 'replaying queued writes failed', error));
      },
      now: this.now,
      ...(options.timers ? { timers: options.timers } : {}), ...(options.random ? { random: options.random } : {}),
    });
  }

  static async open(options: OfflineAccountOptions): Promise<OfflineAccount> {
    const { outbox, accountId } = options;
    const key = await workingSetKey(options.vault, accountId);
    const workingSet = await WorkingSet.open({
      folder: options.folder, accountId, key, maxBookings: options.maxBookings,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}), ...(options.now ? { now: options.now } : {}),
      ...(options.notGuests ? { notGuests: options.notGuests } : {}),
      ...(options.timers ? { timers: options.timers } : {}), log: options.log.area('working set'),
      // A booking with a queued write stays, whatever the size limit says.
      pinned: () => outbox.entries(accountId).map((entry) => entry.write.code),
    });
    const sync = new Sync({
      workingSet, ...serviceFetchers(options.service, () => workingSet.timeZone), log: options.log,
      onProgress: (progress) => options.emit('sync.progress', progress),
      ...(options.now ? { now: options.now } : {}),
    });
    let account: OfflineAccount | null = null;
    const replayer = new Replayer({
      outbox, accountId,
      send: (entry, signal) => sendThrough(options.service())(entry, signal),
      readBooking: (code, staffId, signal) => readThrough(options.service())(code, staffId, signal),
      ...(options.staffName ? { staffName: options.staffName } : {}),
      timeZone: () => workingSet.timeZone,
      sentAtOnce: (entry) => account?.atOnce.has(entry.id) ?? false,
      landed: (entry) => account?.landed.landedNow(accountId, entry.staffId, entry.write),
      onEvent: (event) => account?.replayed(event),
      ...(options.holdsReplay ? { held: options.holdsReplay } : {}),
    });
    account = new OfflineAccount(accountId, workingSet, sync, outbox, replayer, options);
    return account;
  }

  start(): void {
    this.sync.start();
    this.schedule.soon();
  }

  async stop(): Promise<void> {
    this.schedule.stop();
    await this.sendWaitingNow();
    await this.sync.stop();
    await this.workingSet.close();
  }

  /** Back online: catch up, the queue after a spread (other desks are coming back too). */
  connectivityChanged(state: Connectivity): void {
    if (!state.online) return;
    this.sync.nudge();
    this.schedule.comeBack();
  }

  /** A call to the service got a real answer: queued writes waiting out a back-off go soon. */
  serviceAnswered(): void {
    this.schedule.serviceAnswered();
  }

  /** A round of queued writes is under way (read, sent or recorded). */
  get replaying(): boolean {
    return this.replayer.replaying;
  }

  /** When the service allows requests again (epoch ms), or 0 when it asked for no wait. */
  get waitUntil(): number {
    return this.schedule.waitUntil;
  }

  /**
   * Durable first (the screen may then say "saved"), then sent at once if the service answers. The same write by
   * the same person still waiting is not queued again (a second press after an error): it is tried once more; the
   * same write landed moments ago is not queued at all. A write the disk refuses is kept in memory, and the
   * storage failure (saying so) reaches the person; it is saved and sent by itself once the disk takes it.
   */
  async queue(write: OutboxWrite, staffId: number | null, options: AddOptions = {}): Promise<QueuedWrite> {
    const waiting = this.outbox.waiting(this.accountId, staffId, write);
    if (!waiting && this.landed.isRepeat(this.accountId, staffId, write)) return { entry: null, repeat: true };
    if (!waiting) this.landed.superseded(this.accountId, staffId, write);
    const entry = waiting ?? await this.added(write, staffId, options);
    if (this.outbox.isUnsaved(entry.id)) await this.stillUnsaved(entry);
    // Within a Retry-After the service asked for, the write waits its turn like the others; while the service cannot
    // be reached, it waits for its return (the probe finds it), and the press answers at once.
    if (this.options.isOnline?.() !== false) {
      if (this.schedule.mayReplayNow()) await this.sendAtOnce(entry);
      else this.schedule.soon();
    }
    this.wakeForWaitingStamps(false);
    return { entry: this.outbox.entry(this.accountId, entry.id), repeat: false };
  }

  /**
   * A person's "Sync now": the copy is refreshed and the queue sent now, unless the service has just come back. Then
   * the round waits for this desk's spread like the one the desk planned by itself: persons at several desks press
   * Sync now together when the connection returns, and their desks would all read a guest's booking before any of
   * their check-ins landed, and all send. The round reads each queued stamp first, as every round does.
   */
  async syncNow(): Promise<void> {
    this.sync.nudge();
    const spreadMs = this.schedule.spreadRoundIn();
    if (spreadMs !== null) await new Promise<void>((resolve) => (this.options.timers ?? realTimers).after(spreadMs, resolve));
    await this.replayNow();
  }

  async replayNow(): Promise<void> {
    if (this.outbox.entries(this.accountId).every((entry) => entry.state === 'conflict')) return;
    const result = await this.replayer.replay();
    this.tellLanded();
    if (result.outcome === 'done') this.schedule.succeeded();
    if (result.outcome === 'retry-later') this.schedule.failed(result.error?.retryAfterSeconds);
    // Signed out: the queue waits for the sign-in, which starts a round (start()). A sign-in that completed while
    // this round was still meeting the old sign-out would otherwise find the round over and nothing planned.
    if (result.outcome === 'signed-out' && this.options.isSignedIn?.()) this.schedule.soon();
    this.wakeForWaitingStamps(result.outcome === 'done');
  }

  /** Kept only in memory (the disk refused them), for the person to be told when the desk closes. */
  unsavedWrites(): OutboxEntry[] {
    return this.outbox.unsavedEntries(this.accountId);
  }

  /**
   * Something the person should know about a booking, said on it for a while: another desk's press of the same guest
   * stood and this desk's was withdrawn (the venue).
   */
  tell(code: string, notice: BookingNotice): void {
    this.notices.set(code.toUpperCase(), { notice, until: this.now() + NOTICE_KEPT_MS });
  }

  /** What the person should know about a booking after the desk replayed its writes (a stamp that landed twice). */
  noticesFor(code: string): BookingNotice[] {
    const told = this.notices.get(code.toUpperCase());
    if (!told || told.until < this.now()) return [];
    return [told.notice];
  }

  private async added(write: OutboxWrite, staffId: number | null, options: AddOptions): Promise<OutboxEntry> {
    try {
      return await this.outbox.add(this.accountId, staffId, write, options);
    } catch (error) {
      // Kept in memory all the same: the back-off tries the disk again (every save writes the whole queue).
      if (error instanceof ApiFailure && error.kind === 'storage') this.schedule.failed(undefined);
      throw error;
    }
  }

  /** A second press of a write the disk has not taken yet: tried on the disk once more, and said again if not. */
  private async stillUnsaved(entry: OutboxEntry): Promise<void> {
    try {
      await this.outbox.saveNow();
    } catch (error) {
      this.schedule.failed(undefined);
      throw error;
    }
    this.log.info('outbox', `the disk took the queued ${entry.write.kind} for ${entry.write.code} again`);
  }

  private async sendAtOnce(entry: OutboxEntry): Promise<void> {
    this.atOnce.add(entry.id);
    try {
      await this.replayNow();
    } finally {
      this.atOnce.delete(entry.id);
    }
  }

  private replayed(event: ReplayEvent): void {
    const { entry } = event;
    // Only writes that reached the service after their own call had answered: a stamp after its undo window, a
    // write queued while the service was away. The call that sends at once reads its booking itself.
    const late = entry.notBefore !== undefined || entry.attempts > 0;
    if ((event.type === 'sent' || event.type === 'already-applied') && late) this.landedLate.add(entry.write.code);
    if (event.type === 'landed-twice') {
      this.log.warn('outbox', noticeWords(event.notice));
      this.tell(entry.write.code, event.notice);
    }
  }

  private tellLanded(): void {
    if (this.landedLate.size === 0) return;
    const codes = [...this.landedLate];
    this.landedLate.clear();
    this.options.onLanded?.(codes);
  }

  /**
   * A stamp in its undo window is sent when the window ends: the schedule wakes for the earliest. One that fell
   * due while the round ran (the round had passed it by) goes in a round of its own, if the service takes writes.
   */
  private wakeForWaitingStamps(serviceTakesWrites: boolean): void {
    const next = this.outbox.nextNotBefore(this.accountId);
    if (next !== null) this.schedule.wakeAt(next);
    if (serviceTakesWrites && this.dueStampPassedBy()) this.schedule.soon();
  }

  /** A due write that was waiting its window when the round reached it, with nothing waiting ahead of it now. */
  private dueStampPassedBy(): boolean {
    const pending = this.outbox.entries(this.accountId).filter((entry) => entry.state === 'pending');
    const held = new Set(pending.filter((entry) => this.outbox.isWaiting(entry)).map((entry) => entry.write.code));
    return pending.some((entry) => entry.notBefore !== undefined && !held.has(entry.write.code));
  }

  /**
   * The desk closes (or another account opens) inside an undo window: nobody is left to take the stamp back, so
   * it is sent now, as the person left it. If the service cannot be reached in time, it stays due on disk and goes
   * at the next start.
   */
  private async sendWaitingNow(): Promise<void> {
    if (this.outbox.nextNotBefore(this.accountId) === null) return;
    try {
      await this.outbox.releaseWaiting(this.accountId);
      await this.replayer.replay(AbortSignal.timeout(CLOSING_SEND_MS));
    } catch (error) {
      this.log.warn('outbox', 'a check-in or check-out waiting to be sent could not go before closing; it goes at the next start', error);
    }
  }
}
