// One account's offline side: its working set on disk, the background sync that keeps it fresh, and the replay
// of its queued writes. The desk reads through it when the service cannot be reached.
import type { Connectivity } from '../../../shared/contract/model/account.js';
import type { EventName, EventPayload } from '../../../shared/contract/events.js';
import type { BookingService } from '../api/booking-service.js';
import type { Vault } from '../vault/vault.js';
import { Replayer, readThrough, sendThrough, type Outbox, type OutboxWrite } from './outbox/index.js';
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
  now?: () => number;
}

const REPLAY_BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

export class OfflineAccount {
  private replayTimer: NodeJS.Timeout | null = null;
  private failedReplays = 0;
  private stopped = false;

  private constructor(
    readonly accountId: string,
    readonly workingSet: WorkingSet,
    readonly sync: Sync,
    readonly outbox: Outbox,
    private readonly replayer: Replayer,
  ) {}

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
      workingSet, ...serviceFetchers(options.service),
      onProgress: (progress) => options.emit('sync.progress', progress),
      ...(options.now ? { now: options.now } : {}),
    });
    const replayer = new Replayer({
      outbox, accountId,
      send: (entry, signal) => sendThrough(options.service())(entry, signal),
      readBooking: (code, staffId, signal) => readThrough(options.service())(code, staffId, signal),
    });
    return new OfflineAccount(accountId, workingSet, sync, outbox, replayer);
  }

  start(): void {
    this.sync.start();
    this.scheduleReplay(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.replayTimer) clearTimeout(this.replayTimer);
    await this.sync.stop();
    await this.workingSet.close();
  }

  /** Back online: catch up at once rather than at the next tick. */
  connectivityChanged(state: Connectivity): void {
    if (!state.online) return;
    this.sync.nudge();
    this.scheduleReplay(0);
  }

  /** Durable first (the screen may then say "saved"), then sent at once if the service answers. */
  async queue(write: OutboxWrite, staffId: number | null) {
    const entry = await this.outbox.add(this.accountId, staffId, write);
    await this.replayNow();
    return this.outbox.entry(this.accountId, entry.id);
  }

  async replayNow(): Promise<void> {
    if (this.outbox.entries(this.accountId).every((entry) => entry.state === 'conflict')) return;
    const result = await this.replayer.replay();
    if (result.outcome === 'done') {
      this.failedReplays = 0;
      return;
    }
    if (result.outcome === 'retry-later') this.scheduleReplay(REPLAY_BACKOFF_MS[Math.min(this.failedReplays++, REPLAY_BACKOFF_MS.length - 1)]!);
  }

  private scheduleReplay(delayMs: number): void {
    if (this.stopped) return;
    if (this.replayTimer) clearTimeout(this.replayTimer);
    this.replayTimer = setTimeout(() => {
      this.replayTimer = null;
      this.replayNow().catch((error: unknown) => console.error('desk: replaying queued writes failed', error));
    }, delayMs);
    this.replayTimer.unref();
  }
}
