// Keeps the venue's list of waiting writes and this desk's outbox in step (issue 23): what this desk queues, every
// desk sees with this desk as its owner; what the service confirmed leaves the list; a write another desk took
// over leaves this desk's queue; a silent desk's writes are adopted here, checked against the service before sending.
import type { OutboxEntry } from '../offline/outbox/outbox-entry.js';
import type { Outbox } from '../offline/outbox/outbox.js';
import type { VenueDesk } from './venue-desk.js';
import type { WaitingWrite } from './venue-state.js';

export interface VenueOutboxOptions {
  venue: VenueDesk;
  outbox: Outbox;
  accountId: string;
  /** How often a silent desk's writes are looked for. */
  takeOverEveryMs?: number;
  onError: (what: string, error: unknown) => void;
  /** Writes were taken over: they should go out now, not at the next round. */
  onAdopted: () => void;
}

export class VenueOutbox {
  private readonly stops: (() => void)[] = [];
  private running: Promise<void> = Promise.resolve();
  /** Every write this desk's outbox held since it started: one of them gone from it was confirmed or dropped here. */
  private readonly heldHere = new Set<string>();

  constructor(private readonly options: VenueOutboxOptions) {}

  start(): void {
    const { venue, outbox, accountId } = this.options;
    this.stops.push(outbox.onChange((changed) => { if (changed === accountId) this.step(); }));
    const onVenueChange = () => this.step();
    venue.on('change', onVenueChange);
    this.stops.push(() => venue.off('change', onVenueChange));
    const timer = setInterval(() => this.step(true), this.options.takeOverEveryMs ?? 1_000);
    this.stops.push(() => clearInterval(timer));
    this.step();
  }

  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    await this.running;
  }

  /** The outbox and the venue agree as of now: a pass has run on what both hold at this moment. */
  inStep(): Promise<void> {
    this.step();
    return this.running;
  }

  /** One pass at a time, in order, so two passes never adopt or hand over the same write twice. */
  private step(takeOver = false): void {
    this.running = this.running.then(() => this.reconcile(takeOver)).catch((error: unknown) => this.options.onError('venue outbox', error));
  }

  private async reconcile(takeOver: boolean): Promise<void> {
    const { venue, outbox, accountId } = this.options;
    if (!venue.isPaired()) return;
    const local = outbox.entries(accountId);
    const localIds = new Set(local.map((e) => e.id));
    for (const entry of local) {
      this.heldHere.add(entry.id);
      await this.publish(entry);
    }
    let adopted = 0;
    for (const waiting of venue.state.waitingWrites()) {
      if (waiting.ownerDeskId !== venue.deskId || localIds.has(waiting.entryId)) continue;
      if (this.heldHere.has(waiting.entryId)) venue.settleWaiting(waiting.entryId);
      // The venue says this desk sends it, yet its queue never held it since it started: it was killed after the
      // claim was shared and before the queue had it, or after it landed and before that was shared. Queued again as
      // "may have landed", the service's record decides; settling it here would lose it in the first case.
      else if (await this.adopt(waiting)) adopted += 1;
    }
    if (takeOver) {
      for (const orphan of venue.orphans()) {
        // Queued (on disk) before it is claimed, so that a desk killed in between has claimed nothing.
        if (await this.adopt(orphan)) adopted += 1;
        venue.claim(orphan);
      }
    }
    if (adopted > 0) this.options.onAdopted();
  }

  private adopt(write: WaitingWrite): Promise<boolean> {
    const { venue, outbox, accountId } = this.options;
    this.heldHere.add(write.entryId);
    return outbox.adopt({ id: write.entryId, accountId, staffId: write.staffId, createdAt: write.createdAt, write: write.write }, venue.claimSettleMs);
  }

  /** A new entry becomes the venue's; one another desk now owns, or the service has, leaves this desk's queue. */
  private async publish(entry: OutboxEntry): Promise<void> {
    const { venue, outbox } = this.options;
    const owner = venue.ownerOf(entry.id);
    if (venue.isSettled(entry.id) || (owner !== null && owner !== venue.deskId)) {
      await outbox.handOver(entry.id);
      return;
    }
    if (owner !== null) return;
    // Once shared, another desk may take it over and send it, so this desk must read the booking before sending it,
    // even after a restart that replays before the venue has said whose it is. That mark is on disk first: a desk
    // killed between sharing and marking would otherwise send the write again on restart.
    await outbox.markMaybeApplied(entry.id);
    venue.recordWaiting({ entryId: entry.id, createdAt: entry.createdAt, staffId: entry.staffId, write: { ...entry.write } });
  }
}
