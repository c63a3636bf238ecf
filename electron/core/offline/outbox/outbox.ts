// The durable outbox: booking writes made while the service cannot be reached, kept on disk until
// they are sent. Every change resolves only once it is on disk, so "saved" on the screen survives a power cut.
// A write the disk would not take (full, read-only) is kept in memory, marked unsaved, and saved with the next save
// that succeeds: nothing a person was told is queued is dropped because of the disk.
import { randomUUID } from 'node:crypto';
import type { DeskError } from '../../../../shared/contract/desk-error.js';
import { writeKey, type OutboxEntry, type OutboxWrite } from './outbox-entry.js';
import { dirname } from 'node:path';
import { storageFailure } from '../storage-failure.js';
import { OutboxFile, type FileWriter, type OutboxLog } from './outbox-file.js';
import { SerialSaves } from './serial-saves.js';
import { Listeners } from '../../../../shared/listeners.js';

export interface OutboxOptions {
  file: string;
  /** 32 bytes (Vault.secretKey); without it the file is plaintext, which only tests should want. */
  key?: Buffer;
  now?: () => number;
  /** The booking service's time now (api/service-clock.ts), null while the desk has not heard it. */
  serviceNow?: () => number | null;
  /** The desk's log: a file set aside, a listener that failed. */
  log: OutboxLog;
  write?: FileWriter;
}

/** Told the account whose entries changed, after the change is on disk. */
export type OutboxListener = (accountId: string) => void;

export interface AddOptions {
  /** Epoch ms before which the write is not sent: its undo window. */
  notBefore?: number;
  /** The stamp the person saw when pressing (OutboxEntry.seenStamp). */
  seenStamp?: string;
  /** Pressed after being told another desk of the venue made it (OutboxEntry.despiteVenueStamp). */
  despiteVenueStamp?: true;
}

export class Outbox {
  private readonly saves: SerialSaves;
  // A broken screen must not undo a saved write or stop the replay: a listener that throws is only logged.
  private readonly listeners = new Listeners<[accountId: string]>((error) =>
    this.log(`a change listener failed: ${error instanceof Error ? error.message : String(error)}`));
  /** Entries in memory that no save has put on disk yet (the disk refused them). */
  private readonly unsaved = new Set<string>();

  private constructor(
    private readonly file: OutboxFile,
    /** In the order they were added: the order they are sent in. Entries are replaced, never changed in place. */
    private readonly byId: Map<string, OutboxEntry>,
    /** Set when the file could not be read and was moved aside; the desk shows it. */
    readonly warning: string | null,
    private readonly now: () => number,
    private readonly log: OutboxLog,
    private readonly serviceNow: () => number | null,
  ) {
    this.saves = new SerialSaves(() => this.saveAll());
  }

  /** Writes every entry in memory; once on disk, those that were unsaved no longer are. */
  private async saveAll(): Promise<void> {
    const entries = [...this.byId.values()];
    await this.file.save(entries);
    for (const entry of entries) this.unsaved.delete(entry.id);
    // Discarded before any save took them: nothing left to save.
    for (const id of this.unsaved) if (!this.byId.has(id)) this.unsaved.delete(id);
  }

  static async open(options: OutboxOptions): Promise<Outbox> {
    const now = options.now ?? Date.now;
    const { log } = options;
    const file = new OutboxFile(options.file, options.key, log, options.write);
    const loaded = await file.load(now());
    // "sending" on disk means the desk stopped mid-send: the write may have landed, so it is checked before resending.
    const entries = loaded.entries.map((entry): OutboxEntry =>
      entry.state === 'sending' ? { ...entry, state: 'pending', maybeApplied: true } : entry);
    return new Outbox(file, new Map(entries.map((entry) => [entry.id, entry])), loaded.warning, now, log, options.serviceNow ?? (() => null));
  }

  /**
   * Resolves once the write is on disk. When the disk refuses it, the write is kept in memory all the same (unsaved,
   * saved by the next save that succeeds) and the storage failure says so; the caller tries saving again later.
   */
  async add(accountId: string, staffId: number | null, write: OutboxWrite, options: AddOptions = {}): Promise<OutboxEntry> {
    const serviceAt = this.serviceNow();
    const entry: OutboxEntry = {
      id: randomUUID(), accountId, staffId, createdAt: this.now(), ...(serviceAt !== null ? { serviceAt } : {}), write: { ...write },
      state: 'pending', attempts: 0, lastError: null, maybeApplied: false,
      ...(options.notBefore !== undefined ? { notBefore: options.notBefore } : {}),
      ...(options.seenStamp !== undefined ? { seenStamp: options.seenStamp } : {}),
      ...(options.despiteVenueStamp ? { despiteVenueStamp: true as const } : {}),
    };
    this.byId.set(entry.id, entry);
    this.unsaved.add(entry.id);
    try {
      await this.saves.save();
    } catch (error) {
      // It shows all the same, as unsaved.
      this.emit(accountId);
      throw unsavedFailure(error, dirname(this.file.path));
    }
    this.emit(accountId);
    return copy(entry);
  }

  /** Kept in memory only: the disk has not taken it yet. */
  isUnsaved(id: string): boolean {
    return this.unsaved.has(id);
  }

  /** This account's entries the disk has not taken yet, oldest first. */
  unsavedEntries(accountId: string): OutboxEntry[] {
    return this.entries(accountId).filter((entry) => this.unsaved.has(entry.id));
  }

  /** Tries the disk again now (the desk retries on its own back-off, and once more when it closes). */
  async saveNow(): Promise<void> {
    if (this.unsaved.size === 0) return;
    try {
      await this.saves.save();
    } catch (error) {
      throw unsavedFailure(error, dirname(this.file.path));
    }
    for (const accountId of new Set([...this.byId.values()].map((entry) => entry.accountId))) this.emit(accountId);
  }

  /** The same write by the same person, still waiting to be sent (or on its way); null when there is none. */
  waiting(accountId: string, staffId: number | null, write: OutboxWrite): OutboxEntry | null {
    const same = writeKey(write);
    const found = [...this.byId.values()].find((entry) => entry.accountId === accountId && entry.staffId === staffId
      && entry.state !== 'conflict' && writeKey(entry.write) === same);
    return found ? copy(found) : null;
  }

  /** Only this account's entries: a shared desk never shows one account's queue under another. */
  entries(accountId: string): OutboxEntry[] {
    return [...this.byId.values()].filter((entry) => entry.accountId === accountId).map(copy);
  }

  /** What is still to be sent (or resolved) for one booking, oldest first: shown as pending on the booking. */
  pendingFor(accountId: string, code: string): OutboxEntry[] {
    return this.entries(accountId).filter((entry) => entry.write.code === code);
  }

  entry(accountId: string, id: string): OutboxEntry | null {
    const found = this.byId.get(id);
    return found && found.accountId === accountId ? copy(found) : null;
  }

  /**
   * Recorded before the request goes out; false when the entry is no longer pending (discarded meanwhile). A write
   * no request can have carried yet takes the service's time now as its own, if it had none.
   */
  markSending(id: string): Promise<boolean> {
    return this.change(id, (e) => {
      if (e.state !== 'pending') return null;
      const serviceAt = e.serviceAt ?? (e.attempts === 0 && !e.maybeApplied ? this.serviceNow() : null);
      return { ...e, state: 'sending', attempts: e.attempts + 1, ...(serviceAt !== null ? { serviceAt } : {}) };
    });
  }

  /** Not sent after all (it was marked on its way): waiting again, and read against the booking before it goes. */
  unsend(id: string): Promise<boolean> {
    return this.change(id, (e) => (e.state === 'sending' ? { ...e, state: 'pending', maybeApplied: true } : null));
  }

  /** The service has it: the entry leaves the outbox. */
  markDone(id: string): Promise<boolean> {
    return this.change(id, () => 'remove');
  }

  /** The service said no; a person decides. The refusal was an answer, so this attempt changed nothing. */
  markConflict(id: string, error: DeskError, maybeApplied = false): Promise<boolean> {
    return this.change(id, (e) => ({ ...e, state: 'conflict', lastError: error, maybeApplied }));
  }

  /** Not sent this time (offline, 5xx, rate limit, signed out); maybeApplied when the request may have landed. */
  markRetryLater(id: string, error: DeskError, maybeApplied: boolean): Promise<boolean> {
    return this.change(id, (e) => ({ ...e, state: 'pending', lastError: error, maybeApplied }));
  }

  /** A person asks to try a conflict again as it is (for a stamp someone else made meanwhile: send anyway). */
  retry(id: string): Promise<boolean> {
    return this.change(id, (e) => (e.state === 'conflict' ? { ...e, state: 'pending', lastError: null, sendAnyway: true } : null));
  }

  /** A person drops a write; one on its way cannot be taken back, so that is refused. */
  discard(id: string): Promise<boolean> {
    return this.change(id, (e) => (e.state === 'sending' ? null : 'remove'));
  }

  /**
   * A person rewrites a refused note (e.g. too long); it goes back in the queue with the new text. Only a conflict:
   * a pending note may already have landed under its old text, and a new text would hide that.
   */
  editNote(id: string, body: string): Promise<boolean> {
    return this.change(id, (e) => (e.state === 'conflict' && e.write.kind === 'note' && body.trim() !== ''
      ? { ...e, state: 'pending', lastError: null, write: { ...e.write, body } }
      : null));
  }

  /** Still inside its undo window: not to be sent yet, and a person may take it back. */
  isWaiting(entry: OutboxEntry): boolean {
    return entry.state === 'pending' && entry.notBefore !== undefined && entry.notBefore > this.now();
  }

  /** The earliest time a waiting write of the account falls due; null when none waits. */
  nextNotBefore(accountId: string): number | null {
    const times = this.entries(accountId).filter((entry) => this.isWaiting(entry)).map((entry) => entry.notBefore!);
    return times.length > 0 ? Math.min(...times) : null;
  }

  /** Undo: every write of the booking still inside its window is discarded; answers how many were. */
  async takeBack(accountId: string, code: string): Promise<number> {
    let taken = 0;
    for (const entry of this.pendingFor(accountId, code).filter((waiting) => this.isWaiting(waiting))) {
      if (await this.change(entry.id, (e) => (this.isWaiting(e) ? 'remove' : null))) taken += 1;
    }
    return taken;
  }

  /** The desk is closing: nobody is left to take anything back, so what waits is due now. */
  async releaseWaiting(accountId: string): Promise<void> {
    const now = this.now();
    for (const entry of this.entries(accountId).filter((waiting) => this.isWaiting(waiting))) {
      await this.change(entry.id, (e) => (this.isWaiting(e) ? { ...e, notBefore: now } : null));
    }
  }

  /**
   * A write another desk of the venue had waiting, taken over when that desk went silent: kept under its
   * own id, time and staff member, and marked "may have landed", so the service's record is read before it is sent.
   */
  async adopt(entry: Pick<OutboxEntry, 'id' | 'accountId' | 'staffId' | 'createdAt' | 'write' | 'serviceAt'>, holdMs = 0): Promise<boolean> {
    if (this.byId.has(entry.id)) return false;
    this.byId.set(entry.id, {
      ...entry, write: { ...entry.write }, state: 'pending', attempts: 0, lastError: null, maybeApplied: true,
      // Held a moment, like a stamp in its undo window, so that it can still be handed back before it is sent.
      ...(holdMs > 0 ? { notBefore: this.now() + holdMs } : {}),
    });
    this.unsaved.add(entry.id);
    try {
      await this.saves.save();
    } finally {
      this.emit(entry.accountId);
    }
    return true;
  }

  /**
   * Another desk may have sent this write meanwhile (it took it over): read the booking before sending it. On disk
   * first; one the disk refuses and never took is marked in memory all the same (no file holds it to run ahead of),
   * and saved so with the next save that succeeds.
   */
  async markMaybeApplied(id: string): Promise<boolean> {
    const mark = (e: OutboxEntry) => (e.state === 'pending' && !e.maybeApplied ? { ...e, maybeApplied: true } : null);
    try {
      return await this.change(id, mark);
    } catch (error) {
      const current = this.byId.get(id);
      if (!current || !this.unsaved.has(id)) throw error;
      const marked = mark(current);
      if (marked) this.byId.set(id, marked);
      return marked !== null;
    }
  }

  /** Another desk of the venue sends this write now, or the service has it: it leaves this desk's queue. */
  handOver(id: string): Promise<boolean> {
    return this.change(id, (e) => (e.state === 'sending' ? null : 'remove'));
  }

  /**
   * The account is removed from this desk: every write queued for it (a note's text included) goes with it, never
   * sent; answers what went, for the desk to say. Put back whole when the disk does not take the change.
   */
  async forgetAccount(accountId: string): Promise<OutboxEntry[]> {
    const before = [...this.byId.entries()];
    const gone = before.filter(([, entry]) => entry.accountId === accountId).map(([, entry]) => entry);
    if (gone.length === 0) return [];
    for (const entry of gone) this.byId.delete(entry.id);
    try {
      await this.saves.save();
    } catch (error) {
      this.byId.clear();
      for (const [id, entry] of before) this.byId.set(id, entry);
      throw storageFailure(error, 'Removing the account\'s queued changes', dirname(this.file.path));
    }
    this.emit(accountId);
    return gone.map(copy);
  }

  /** Returns a function that stops listening. */
  onChange(listener: OutboxListener): () => void {
    return this.listeners.on(listener);
  }

  /**
   * Applies `update` (null: not allowed now, 'remove': drop the entry) and resolves once it is on disk. When the
   * save fails the entry is put back as the disk has it, so memory never runs ahead of the file.
   */
  private async change(id: string, update: (entry: OutboxEntry) => OutboxEntry | 'remove' | null): Promise<boolean> {
    const current = this.byId.get(id);
    if (!current) return false;
    const next = update(current);
    if (next === null) return false;
    const position = [...this.byId.keys()].indexOf(id);
    if (next === 'remove') this.byId.delete(id);
    else this.byId.set(id, next);
    try {
      await this.saves.save();
    } catch (error) {
      this.putBack(id, position, current, next);
      throw storageFailure(error, 'The state of a queued change', dirname(this.file.path));
    }
    this.emit(current.accountId);
    return true;
  }

  /** After a failed save: the entry as before and where it was (the order is the sending order). */
  private putBack(id: string, position: number, before: OutboxEntry, attempted: OutboxEntry | 'remove'): void {
    const now = this.byId.get(id);
    if (attempted === 'remove' ? now !== undefined : now !== attempted) return;
    // One on its way whose outcome could not be recorded may have landed: checked before it is sent again,
    // exactly as after a restart.
    const restored: OutboxEntry = before.state === 'sending' ? { ...before, state: 'pending', maybeApplied: true } : before;
    if (attempted !== 'remove') return void this.byId.set(id, restored);
    const entries = [...this.byId.entries()];
    entries.splice(position, 0, [id, restored]);
    this.byId.clear();
    for (const [key, entry] of entries) this.byId.set(key, entry);
  }

  private emit(accountId: string): void {
    this.listeners.emit(accountId);
  }
}

const copy = (entry: OutboxEntry): OutboxEntry => structuredClone(entry);

/** Not saved on this computer, but kept: the person learns both, and that closing Frontdesk now would lose it. */
const unsavedFailure = (error: unknown, folder: string) => storageFailure(error, 'The change', folder,
  'Frontdesk keeps it while it stays open, and saves and sends it by itself once the disk takes it; closing ' +
  'Frontdesk before then loses it.');
