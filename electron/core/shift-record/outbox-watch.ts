// The writes of the shift, as the outbox sees them: every check-in, check-out, settling, note, bookmark and status
// change a person pressed on this desk (or that the desk took over from a silent desk of the venue) goes through the
// outbox, so watching it records each one once, by whom and when, and follows it until the service has it (sent),
// refuses it, or a person takes it back. The outbox is looked at as each change is told, in order, so that a write
// sent within a moment of its press is still seen queued first.
import type { ShiftWriteState } from '../../../shared/contract/model/shift.js';
import type { Amount } from '../../../shared/domain/money.js';
import type { OutboxEntry } from '../offline/outbox/index.js';
import type { StoredEntry } from './record-entry.js';
import { describeWrite } from './write-words.js';
import type { ShiftRecord } from './shift-record.js';

/** What the watch asks of the desk, at the moment a change is told. */
export interface WatchedDesk {
  entries(accountId: string): OutboxEntry[];
  guestName(code: string): string;
  /** The booking's balance as the desk's copy holds it (what a settling at check-out takes). */
  due(code: string): Amount | null;
  currency(): string;
  staffName(staffId: number | null): string;
  deskName(): string;
  /** The desk a write was taken over from, by its name; null for a write made here. */
  takenOverFrom(outboxId: string): string | null;
}

interface Seen {
  entry: OutboxEntry;
  guestName: string;
  due: Amount | null;
}

export class OutboxWatch {
  /** Outbox ids the watch has seen, per account: a new one is a new write. */
  private readonly seen = new Map<string, Set<string>>();
  /** What a person is taking back or discarding: those leave the outbox undone or discarded, not sent. */
  private readonly expected = new Map<string, ShiftWriteState>();
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly desk: WatchedDesk, private readonly recordOf: (accountId: string) => Promise<ShiftRecord>,
    private readonly now: () => number, private readonly onError: (error: unknown) => void) {}

  /** The outbox changed for this account: its entries as they stand now are recorded in order. */
  changed(accountId: string): void {
    const snapshot = this.desk.entries(accountId);
    const known = this.seenOf(accountId);
    const fresh: Seen[] = snapshot.filter((entry) => !known.has(entry.id)).map((entry) => ({
      entry, guestName: this.desk.guestName(entry.write.code), due: this.desk.due(entry.write.code),
    }));
    for (const { entry } of fresh) known.add(entry.id);
    const expected = new Map(this.expected);
    this.queue = this.queue.then(() => this.record(accountId, snapshot, fresh, expected)).catch(this.onError);
  }

  /** These writes are leaving the outbox by a person's hand, not by the service's answer. */
  expect(outboxIds: readonly string[], state: 'undone' | 'discarded'): void {
    for (const id of outboxIds) this.expected.set(id, state);
  }

  /** Every change told so far is recorded. */
  settled(): Promise<void> {
    return this.queue;
  }

  private seenOf(accountId: string): Set<string> {
    let known = this.seen.get(accountId);
    if (!known) this.seen.set(accountId, (known = new Set()));
    return known;
  }

  private async record(accountId: string, snapshot: OutboxEntry[], fresh: Seen[], expected: Map<string, ShiftWriteState>): Promise<void> {
    const record = await this.recordOf(accountId);
    const present = new Set(snapshot.map((entry) => entry.id));
    for (const seen of fresh) {
      if (!record.entryFor(seen.entry.id)) await record.add(this.newEntry(seen));
    }
    for (const entry of snapshot) {
      const kept = record.entryFor(entry.id);
      if (kept) await record.update(kept.id, { state: entry.state === 'conflict' ? 'refused' : 'waiting' });
    }
    for (const kept of record.followed()) {
      if (kept.outboxId === null || present.has(kept.outboxId)) continue;
      // Gone from the outbox: the service has it, unless a person took it back or dropped it; a refused one that
      // goes was dropped (by the person who read the refusal), and stays refused. Either way it is followed no more.
      const state = isOpen(kept.state) ? expected.get(kept.outboxId) ?? (kept.state === 'refused' ? 'refused' : 'sent') : kept.state;
      this.expected.delete(kept.outboxId);
      await record.update(kept.id, { state, outboxId: null });
    }
  }

  private newEntry({ entry, guestName, due }: Seen): StoredEntry {
    const { write } = entry;
    const settle = write.kind === 'status' && write.setPaid;
    const takenOverFrom = entry.maybeApplied && entry.attempts === 0 ? this.desk.takenOverFrom(entry.id) : null;
    return {
      id: entry.id, outboxId: entry.id, at: takenOverFrom ? this.now() : entry.createdAt,
      kind: settle ? 'settle' : write.kind, code: write.code, guestName,
      staffId: entry.staffId, staffName: this.desk.staffName(entry.staffId), deskName: this.desk.deskName(),
      takenOverFrom, what: describeWrite(write, settle ? due : null, this.desk.currency()),
      amount: settle ? due : null, currency: this.desk.currency(), method: settle ? POINT_OF_SALE : null,
      statusId: write.kind === 'status' ? write.statusId : null, notify: write.kind === 'status' && write.notify,
      ...(write.kind === 'note' ? { body: write.body } : {}), ...(write.kind === 'bookmark' ? { bookmarked: write.bookmarked } : {}),
      noShows: [], late: [], state: entry.state === 'conflict' ? 'refused' : 'waiting', departure: null, noShowStatus: null,
    };
  }
}

/** set_paid records a point-of-sale transaction for the rest (spec 4.4): the only way a desk takes money. */
export const POINT_OF_SALE = 'point of sale';

const isOpen = (state: ShiftWriteState) => state === 'waiting' || state === 'refused';
