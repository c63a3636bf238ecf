// One account's offline side: its working set on disk, the background sync that keeps it fresh, and the replay
// of its queued writes. The desk reads through it when the service cannot be reached.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import type { EventName, EventPayload } from '../../../shared/contract/events.js';
import type { BookingService } from '../api/booking-service.js';
import type { Vault } from '../vault/vault.js';
import { Replayer, readThrough, sendThrough, type AddOptions, type Outbox, type OutboxWrite } from './outbox/index.js';
import type { DeskLog } from '../log/desk-log.js';
import { ReplaySchedule } from './replay-schedule.js';
import { Sync, serviceFetchers } from './sync/index.js';
import { WorkingSet } from './working-set/index.js';
import { workingSetKeys } from './working-set/working-set-key.js';

export interface OfflineAccountOptions {
  folder: string;
  accountId: string;
  vault: Vault;
  outbox: Outbox;
  service: () => BookingService;
  timeZone?: string;
  maxBookings: number;
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void;
  /** The name of a staff member by account id, for "already checked in by Priya". */
  staffName?(accountId: number): string | null;
  now?: () => number;
  log: DeskLog;
  /**
   * Bookings whose queued writes reached the service in a replay round: the desk reads them again, so that the
   * screens (the manifest above all) show the stamp as the service now has it, not the copy from before.
   */
  onLanded?(codes: string[]): void;
}

/** How long closing waits for the service to take a stamp that was still in its undo window. */
const CLOSING_SEND_MS = 3_000;

export class OfflineAccount {
  private readonly schedule: ReplaySchedule;

  private constructor(
    readonly accountId: string,
    readonly workingSet: WorkingSet,
    readonly sync: Sync,
    readonly outbox: Outbox,
    private readonly replayer: Replayer,
    service: () => BookingService,
    now: (() => number) | undefined,
    private readonly log: DeskLog,
    /** Filled by the replayer's events during a round; handed to onLanded after it. */
    private readonly landed: Set<string>,
    private readonly onLanded: ((codes: string[]) => void) | undefined,
  ) {
    this.schedule = new ReplaySchedule({
      replay: () => {
        this.replayNow().catch((error: unknown) => this.log.error('outbox', 'replaying queued writes failed', error));
      },
      probe: () => service().ping({ timeoutMs: 5_000 }).then(() => true, () => false),
      ...(now ? { now } : {}),
    });
  }

  static async open(options: OfflineAccountOptions): Promise<OfflineAccount> {
    const { outbox, accountId } = options;
    const { key, formerKey } = await workingSetKeys(options.vault, accountId);
    const workingSet = await WorkingSet.open({
      folder: options.folder, accountId, key, formerKey, maxBookings: options.maxBookings,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}), ...(options.now ? { now: options.now } : {}),
      log: options.log.area('working set'),
      // A booking with a queued write stays, whatever the size limit says.
      pinned: () => outbox.entries(accountId).map((entry) => entry.write.code),
    });
    const sync = new Sync({
      workingSet, ...serviceFetchers(options.service, () => workingSet.timeZone),
      onProgress: (progress) => options.emit('sync.progress', progress),
      ...(options.now ? { now: options.now } : {}),
    });
    const landed = new Set<string>();
    const replayer = new Replayer({
      outbox, accountId,
      onEvent: (event) => {
        // Only writes that reached the service after their own call had answered: a stamp after its undo window,
        // a write queued while the service was away. The call that sends at once reads its booking itself.
        const late = event.entry.notBefore !== undefined || event.entry.attempts > 0;
        if ((event.type === 'sent' || event.type === 'already-applied') && late) landed.add(event.entry.write.code);
      },
      send: (entry, signal) => sendThrough(options.service())(entry, signal),
      readBooking: (code, staffId, signal) => readThrough(options.service())(code, staffId, signal),
      ...(options.staffName ? { staffName: options.staffName } : {}),
    });
    return new OfflineAccount(accountId, workingSet, sync, outbox, replayer, options.service, options.now, options.log, landed,
      options.onLanded);
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

  /** Back online: catch up at once rather than at the next tick. */
  connectivityChanged(state: Connectivity): void {
    if (!state.online) return;
    this.sync.nudge();
    this.schedule.soon();
  }

  /** A call to the service got a real answer: queued writes waiting out a back-off go now. */
  serviceAnswered(): void {
    this.schedule.serviceAnswered();
  }

  /**
   * Durable first (the screen may then say "saved"), then sent at once if the service answers. The same write by
   * the same person still waiting is not queued again (a second press after an error): it is tried once more.
   */
  async queue(write: OutboxWrite, staffId: number | null, options: AddOptions = {}) {
    const entry = this.outbox.waiting(this.accountId, staffId, write)
      ?? await this.outbox.add(this.accountId, staffId, write, options);
    // Within a Retry-After the service asked for, the write waits its turn like the others.
    if (this.schedule.mayReplayNow()) await this.replayNow();
    else this.schedule.soon();
    return this.outbox.entry(this.accountId, entry.id);
  }

  async replayNow(): Promise<void> {
    if (this.outbox.entries(this.accountId).every((entry) => entry.state === 'conflict')) return;
    const result = await this.replayer.replay();
    this.tellLanded();
    if (result.outcome === 'done') this.schedule.succeeded();
    if (result.outcome === 'retry-later') this.schedule.failed(result.error?.retryAfterSeconds);
    this.wakeForWaitingStamps(result.outcome === 'done');
  }

  private tellLanded(): void {
    if (this.landed.size === 0) return;
    const codes = [...this.landed];
    this.landed.clear();
    this.onLanded?.(codes);
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
