// Keeps the venue's list of waiting writes and this desk's outbox in step: what this desk queues, every
// desk sees with this desk as its owner; what the service confirmed leaves the list; a write another desk took
// over leaves this desk's queue; a silent desk's writes are adopted here, checked against the service before sending.
//
// What another desk shares is that desk's word, and a member desk may be hostile (docs/security.md): this desk
// takes over only check-ins, check-outs and notes, only of a desk that paired with the venue, only under a staff id
// of this account, and sends each with its own sign-in after reading the booking. A write another desk says the
// service confirmed is not dropped on that word: it stays, marked "may have landed", and the service's record
// decides (it is done at once if the service has it).
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
  /** How long a desk's request waits for its answer (api/transport.ts): a silent desk's may land until then. */
  ownerRequestMs: number;
  /** Whether a staff id is one of this account's (null: whoever is signed in on the desk that sends it). */
  knownStaff(staffId: number | null): boolean;
  onError: (what: string, error: unknown) => void;
  /** Writes were taken over: they should go out now, not at the next round. */
  onAdopted: () => void;
  /** A silent desk's write this desk leaves alone, and why; said once per write (the desk log). */
  onRefused: (write: WaitingWrite, why: string) => void;
  /** A check-in or check-out this desk holds that the service refused: the venue's stamp of it goes. */
  onStampRefused: (entry: OutboxEntry) => void;
  /** This desk was removed: a write it shared leaves its queue, for the venue's other desks to send. */
  onLeftToVenue: (entry: OutboxEntry) => void;
  /**
   * A check-in or check-out this desk holds was pressed together with another desk's, which stands (press-settle.ts):
   * it left this desk's queue unsent. Its stamp goes from the venue and its person is told which press stands.
   */
  onOutpressed: (entry: OutboxEntry, mine: WaitingWrite, standing: WaitingWrite) => void;
  /** A press of this desk's that stands: its stamp is in the venue again if a withdrawn press's took its place. */
  keepStamp: (entry: OutboxEntry) => void;
}

const ADOPTABLE: ReadonlySet<WaitingWrite['write']['kind']> = new Set(['checkIn', 'checkOut', 'note']);

export class VenueOutbox {
  private readonly stops: (() => void)[] = [];
  private running: Promise<void> = Promise.resolve();
  /** Every write this desk's outbox held since it started: one of them gone from it was confirmed or dropped here. */
  private readonly heldHere = new Set<string>();
  /** Writes already said to be left alone. */
  private readonly refused = new Set<string>();
  /** Refused stamps whose venue stamp was taken back already. */
  private readonly withdrawn = new Set<string>();

  constructor(private readonly options: VenueOutboxOptions) {}

  start(): void {
    const { venue, outbox, accountId } = this.options;
    this.stops.push(outbox.onChange((changed) => { if (changed === accountId) this.step(); }));
    this.stops.push(venue.on('change', () => this.step()));
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
    if (venue.isRemoved()) return this.leaveToVenue();
    if (!venue.isPaired()) return;
    const local = outbox.entries(accountId);
    const localIds = new Set(local.map((e) => e.id));
    for (const entry of local) {
      this.heldHere.add(entry.id);
      await this.publish(entry);
      if (entry.state === 'conflict' && isStamp(entry) && !this.withdrawn.has(entry.id)) {
        this.withdrawn.add(entry.id);
        this.options.onStampRefused(entry);
      }
    }
    await this.settlePresses(local);
    let adopted = 0;
    for (const waiting of venue.state.waitingWrites()) {
      if (waiting.ownerDeskId !== venue.deskId || localIds.has(waiting.entryId)) continue;
      // The venue says this desk sends it, yet its queue does not hold it. Held here since it started: it landed or
      // was dropped here. Else it landed before that was shared, and the desk was killed; or another desk says so.
      // Queued again as "may have landed", the service's record decides (when this desk may send such a write).
      if (this.heldHere.has(waiting.entryId) || this.refusal(waiting) !== null) venue.settleWaiting(waiting.entryId);
      else if (await this.adopt(waiting)) adopted += 1;
    }
    if (takeOver) {
      for (const orphan of venue.orphans()) {
        const why = this.refusal(orphan);
        if (why !== null) {
          this.refuse(orphan, why);
          continue;
        }
        // Queued (on disk) before it is claimed, so that a desk killed in between has claimed nothing. It waits until
        // a request its silent desk may have had on the wire can no longer land (a laptop asleep mid-request, whose
        // request lands while this desk reads the booking, sent both), then the booking is read before sending.
        const holdMs = venue.sendTakenOverAfter(orphan.ownerDeskId, this.options.ownerRequestMs) - venue.now();
        if (await this.adopt(orphan, holdMs)) adopted += 1;
        venue.claim(orphan);
      }
    }
    if (adopted > 0) this.options.onAdopted();
  }

  /**
   * Presses of one guest on several desks at once, settled on the one that stands (press-settle.ts): a press of this
   * desk's that does not stand leaves its queue before its undo window ends, and is settled in the venue so that no
   * desk takes it over; one on its way already cannot be withdrawn.
   */
  private async settlePresses(local: OutboxEntry[]): Promise<void> {
    const { venue, outbox } = this.options;
    // A press the person made after being told of another desk's is deliberate: it is not one made together.
    for (const entry of local.filter((e) => isStamp(e) && e.state === 'pending' && !e.despiteVenueStamp)) {
      const mine = venue.state.waitingOf(entry.id);
      if (mine?.ownerDeskId !== venue.deskId) continue;
      const standing = venue.outpressedBy(entry.id);
      if (!standing) {
        if (mine.takenOverFrom === null) this.options.keepStamp(entry);
        continue;
      }
      if (!(await outbox.handOver(entry.id))) continue;
      this.options.onOutpressed(entry, mine, standing);
      venue.settleWaiting(entry.id);
    }
  }

  /**
   * Removed from the venue, this desk sends none of the writes it shared (venue-lease.ts): the other desks take them
   * over as a silent desk's. One it shared with no desk stays, and is sent as on a desk that never paired.
   */
  private async leaveToVenue(): Promise<void> {
    const { venue, outbox, accountId } = this.options;
    const shared = new Set(venue.state.waitingWrites().filter((w) => w.ownerDeskId === venue.deskId && !w.alone).map((w) => w.entryId));
    for (const entry of outbox.entries(accountId).filter((e) => shared.has(e.id) && e.state !== 'sending')) {
      if (await outbox.handOver(entry.id)) this.options.onLeftToVenue(entry);
    }
  }

  /** Why this desk must not send another desk's write; null when it may take it over. */
  private refusal(write: WaitingWrite): string | null {
    const { venue, knownStaff } = this.options;
    if (!ADOPTABLE.has(write.write.kind)) return 'only check-ins, check-outs and notes are taken over';
    if (!venue.wasMember(write.ownerDeskId)) return 'the desk it waits on never paired with this venue';
    if (!knownStaff(write.staffId)) return `staff #${write.staffId} is not a staff member of this account on this desk`;
    return null;
  }

  private refuse(write: WaitingWrite, why: string): void {
    if (this.refused.has(write.entryId)) return;
    this.refused.add(write.entryId);
    this.options.onRefused(write, why);
  }

  private async adopt(write: WaitingWrite, holdMs = this.options.venue.claimSettleMs): Promise<boolean> {
    const { outbox, accountId } = this.options;
    const adopted = await outbox.adopt({
      id: write.entryId, accountId, staffId: write.staffId, createdAt: write.createdAt, write: write.write,
      ...(write.serviceAt !== undefined ? { serviceAt: write.serviceAt } : {}),
    }, holdMs);
    this.heldHere.add(write.entryId);
    return adopted;
  }

  /** A new entry becomes the venue's; one another desk now owns, or the service has, leaves this desk's queue. */
  private async publish(entry: OutboxEntry): Promise<void> {
    const { venue, outbox } = this.options;
    // Settled by another desk's word: kept, already marked "may have landed", so the service's record decides.
    if (venue.isSettled(entry.id)) {
      await outbox.markMaybeApplied(entry.id);
      return;
    }
    const owner = venue.ownerOf(entry.id);
    if (owner !== null && owner !== venue.deskId) {
      await outbox.handOver(entry.id);
      return;
    }
    if (owner !== null) return;
    // Once shared, another desk may take it over and send it, so this desk must read the booking before sending it,
    // even after a restart that replays before the venue has said whose it is. That mark is on disk first: a desk
    // killed between sharing and marking would otherwise send the write again on restart.
    await outbox.markMaybeApplied(entry.id);
    venue.recordWaiting({
      entryId: entry.id, createdAt: entry.createdAt, staffId: entry.staffId, write: { ...entry.write },
      ...(entry.serviceAt !== undefined ? { serviceAt: entry.serviceAt } : {}),
    });
  }
}

export const isStamp = (entry: Pick<OutboxEntry, 'write'>): entry is OutboxEntry & { write: { kind: 'checkIn' | 'checkOut' } } =>
  entry.write.kind === 'checkIn' || entry.write.kind === 'checkOut';
