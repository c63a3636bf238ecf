// One account's offline side: its working set on disk, the background sync that keeps it fresh, and the replay
// of its queued writes. The desk reads through it when the service cannot be reached.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import type { EventName, EventPayload } from '../../../shared/contract/events.js';
import type { BookingService } from '../api/booking-service.js';
import type { Vault } from '../vault/vault.js';
import { Replayer, readThrough, sendThrough, type Outbox, type OutboxWrite } from './outbox/index.js';
import { deskLog } from '../log/desk-log.js';
import type { Timers } from '../platform/timers.js';
import { ReplaySchedule } from './replay-schedule.js';
import { Sync, serviceFetchers } from './sync/index.js';
import { WorkingSet } from './working-set/index.js';

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
  timers?: Timers;
}

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
    timers: Timers | undefined,
  ) {
    this.schedule = new ReplaySchedule({
      replay: () => {
        this.replayNow().catch((error: unknown) => deskLog.error('outbox', 'replaying queued writes failed', error));
      },
      probe: () => service().ping({ timeoutMs: 5_000 }).then(() => true, () => false),
      ...(now ? { now } : {}), ...(timers ? { timers } : {}),
    });
  }

  static async open(options: OfflineAccountOptions): Promise<OfflineAccount> {
    const { outbox, accountId } = options;
    const key = await options.vault.secretKey('working-set');
    const workingSet = await WorkingSet.open({
      folder: options.folder, accountId, key, maxBookings: options.maxBookings,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}), ...(options.now ? { now: options.now } : {}),
      // A booking with a queued write stays, whatever the size limit says.
      pinned: () => outbox.entries(accountId).map((entry) => entry.write.code),
    });
    const sync = new Sync({
      workingSet, ...serviceFetchers(options.service, () => workingSet.timeZone),
      onProgress: (progress) => options.emit('sync.progress', progress),
      ...(options.now ? { now: options.now } : {}),
    });
    const replayer = new Replayer({
      outbox, accountId,
      send: (entry, signal) => sendThrough(options.service())(entry, signal),
      readBooking: (code, staffId, signal) => readThrough(options.service())(code, staffId, signal),
      ...(options.staffName ? { staffName: options.staffName } : {}),
      timeZone: () => workingSet.timeZone,
    });
    return new OfflineAccount(accountId, workingSet, sync, outbox, replayer, options.service, options.now, options.timers);
  }

  start(): void {
    this.sync.start();
    this.schedule.soon();
  }

  async stop(): Promise<void> {
    this.schedule.stop();
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
  async queue(write: OutboxWrite, staffId: number | null) {
    const entry = this.outbox.waiting(this.accountId, staffId, write) ?? await this.outbox.add(this.accountId, staffId, write);
    // Within a Retry-After the service asked for, the write waits its turn like the others.
    if (this.schedule.mayReplayNow()) await this.replayNow();
    else this.schedule.soon();
    return this.outbox.entry(this.accountId, entry.id);
  }

  async replayNow(): Promise<void> {
    if (this.outbox.entries(this.accountId).every((entry) => entry.state === 'conflict')) return;
    const result = await this.replayer.replay();
    if (result.outcome === 'done') this.schedule.succeeded();
    if (result.outcome === 'retry-later') this.schedule.failed(result.error?.retryAfterSeconds);
  }
}
