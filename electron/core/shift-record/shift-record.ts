// One account's record of the shift, in memory and on disk: the writes this desk made or took over, the manifests it
// printed and its handovers, ninety days of them. A change is saved with its day's file at once; a disk that will not
// take it (full, read-only) leaves it in memory, says so, and is tried again until it does: nothing a person did is
// dropped because of the disk, and nothing is claimed saved that is not.
import { mkdir } from 'node:fs/promises';
import type { Handover, ShiftRecordWarning } from '../../../shared/contract/model/shift.js';
import { Listeners } from '../../../shared/listeners.js';
import { diskTrouble, storageFailure } from '../offline/storage-failure.js';
import { realTimers, type CancelTimer, type Timers } from '../platform/timers.js';
import { emptyDay, type DayRecord, type PrintMark, type StoredEntry } from './record-entry.js';
import { fileDay, type RecordFiles } from './record-files.js';

/** The record keeps ninety days. */
export const KEEP_DAYS = 90;
const DAY_MS = 86_400_000;
/** A day's file holds at most this many writes and prints: a desk pressing all day stays far below it. */
const MAX_PER_DAY = 20_000;
const RETRY_MS = 30_000;

export interface ShiftRecordOptions {
  files: RecordFiles;
  now: () => number;
  log: (message: string) => void;
  timers?: Timers;
}

export class ShiftRecord {
  /** By day of its file, what is kept. */
  private readonly days = new Map<number, DayRecord>();
  /** The day of each write still followed through the outbox, by its outbox id: found without reading every day. */
  private readonly following = new Map<string, number>();
  /** Days whose file is behind memory (the disk refused the last save). */
  private readonly unsaved = new Set<number>();
  private saving: Promise<void> = Promise.resolve();
  private retry: CancelTimer | null = null;
  /**
   * A file that would not open (set aside), and the disk refusing a save: each said until it no longer holds, as data
   * for the screens and in English (`said`) for the log and the status line.
   */
  private loadProblem: { data: ShiftRecordWarning; said: string } | null = null;
  private saveProblem: { data: ShiftRecordWarning; said: string } | null = null;
  // A screen's listener failing must not stop the record: it is said in the desk's log and stepped over.
  private readonly listeners = new Listeners((error) => this.options.log(`a shift record listener failed: ${String(error)}`));

  private constructor(private readonly options: ShiftRecordOptions) {}

  static async open(options: ShiftRecordOptions): Promise<ShiftRecord> {
    const record = new ShiftRecord(options);
    await record.load();
    return record;
  }

  private async load(): Promise<void> {
    const { files, now } = this.options;
    await mkdir(files.folder, { recursive: true, mode: 0o700 });
    const oldest = fileDay(now() - KEEP_DAYS * DAY_MS);
    for (const day of await files.days()) {
      if (day < oldest) {
        await files.drop(day);
        continue;
      }
      const { record, problem } = await files.read(day, now());
      if (problem) {
        this.loadProblem = { data: { kind: 'notRead', day, keptAs: problem.keptAs }, said: `The shift record of ${day} could not be read; it was kept as ${problem.keptAs}.` };
        this.options.log(this.loadProblem.said);
      }
      if (record) {
        this.days.set(day, record);
        for (const entry of record.entries) if (entry.outboxId !== null) this.following.set(entry.outboxId, day);
      }
    }
  }

  /** In English, for the log and the status line, when the record could not be read or saved; null when all is well. */
  get warning(): string | null {
    return (this.saveProblem ?? this.loadProblem)?.said ?? null;
  }

  /** The same, as data the Shift screen words in the desk's language. */
  get problem(): ShiftRecordWarning | null {
    return (this.saveProblem ?? this.loadProblem)?.data ?? null;
  }

  /** Told after every change (the screens refresh). */
  onChange(listener: () => void): () => void {
    return this.listeners.on(listener);
  }

  /** Every write kept, oldest first. */
  entries(): StoredEntry[] {
    return [...this.days.keys()].sort((a, b) => a - b).flatMap((day) => this.days.get(day)!.entries);
  }

  entryFor(outboxId: string): StoredEntry | null {
    const day = this.following.get(outboxId);
    return day === undefined ? null : this.days.get(day)?.entries.find((entry) => entry.outboxId === outboxId) ?? null;
  }

  /** The writes still followed through the outbox (an outbox id kept), oldest first. */
  followed(): StoredEntry[] {
    return [...this.following.keys()].flatMap((outboxId) => this.entryFor(outboxId) ?? []).sort((a, b) => a.at - b.at);
  }

  handovers(): Handover[] {
    return [...this.days.keys()].sort((a, b) => a - b).flatMap((day) => this.days.get(day)!.handovers);
  }

  /** The last print of a manifest day, or null when it was never printed here (within the ninety days). */
  lastPrint(day: number): PrintMark | null {
    let last: PrintMark | null = null;
    for (const record of this.days.values()) {
      for (const mark of record.prints) if (mark.day === day && (last === null || mark.at > last.at)) last = mark;
    }
    return last;
  }

  add(entry: StoredEntry): Promise<void> {
    return this.change(entry.at, (record) => {
      if (record.entries.length + record.prints.length >= MAX_PER_DAY) return false;
      record.entries.push(entry);
      if (entry.outboxId !== null) this.following.set(entry.outboxId, fileDay(entry.at));
      return true;
    });
  }

  /** Changes a kept write (its state, above all); false when there is no such write. */
  update(id: string, change: Partial<StoredEntry>): Promise<void> {
    for (const [day, record] of this.days) {
      const at = record.entries.findIndex((entry) => entry.id === id);
      if (at < 0) continue;
      const before = record.entries[at]!;
      const next = { ...before, ...change };
      if (JSON.stringify(next) === JSON.stringify(before)) return Promise.resolve();
      record.entries[at] = next;
      if (before.outboxId !== null && next.outboxId === null) this.following.delete(before.outboxId);
      return this.saved(day);
    }
    return Promise.resolve();
  }

  printed(mark: PrintMark): Promise<void> {
    return this.change(mark.at, (record) => {
      // Only the last print of a day matters; earlier ones of the same file day go, so reprints do not grow it.
      record.prints = [...record.prints.filter((kept) => kept.day !== mark.day), mark];
      return true;
    });
  }

  addHandover(handover: Handover): Promise<void> {
    return this.change(handover.at, (record) => { record.handovers.push(handover); return true; });
  }

  markHandoverRead(id: string): Promise<void> {
    for (const [day, record] of this.days) {
      const found = record.handovers.find((handover) => handover.id === id);
      if (!found || found.read) continue;
      found.read = true;
      return this.saved(day);
    }
    return Promise.resolve();
  }

  /** Waits for the saves under way; what the disk would not take is tried once more. */
  async flush(): Promise<void> {
    this.retry?.();
    this.retry = null;
    for (const day of [...this.unsaved]) this.queueSave(day);
    await this.saving;
  }

  private change(at: number, apply: (record: DayRecord) => boolean): Promise<void> {
    const day = fileDay(at);
    const record = this.days.get(day) ?? emptyDay();
    if (!apply(record)) return Promise.resolve();
    this.days.set(day, record);
    return this.saved(day);
  }

  /** Told at once (memory holds it), then saved; a failure is said, and retried by itself. */
  private saved(day: number): Promise<void> {
    this.tell();
    this.queueSave(day);
    return this.saving;
  }

  private queueSave(day: number): void {
    this.saving = this.saving.then(async () => {
      const record = this.days.get(day);
      if (!record) return;
      try {
        await this.options.files.save(day, record);
        this.unsaved.delete(day);
        if (this.unsaved.size === 0 && this.saveProblem !== null) {
          this.saveProblem = null;
          this.tell();
        }
      } catch (error) {
        this.unsaved.add(day);
        const { folder } = this.options.files;
        this.saveProblem = {
          data: { kind: 'notSaved', folder, ...diskTrouble(error) },
          said: storageFailure(error, "The shift's record", folder,
            'Frontdesk keeps it in memory meanwhile, and saves it by itself once the disk takes it.').message,
        };
        this.options.log(this.saveProblem.said);
        this.tell();
        this.retryLater();
      }
    });
  }

  private retryLater(): void {
    if (this.retry) return;
    this.retry = (this.options.timers ?? realTimers).after(RETRY_MS, () => {
      this.retry = null;
      for (const day of [...this.unsaved]) this.queueSave(day);
    });
  }

  private tell(): void {
    this.listeners.emit();
  }
}
