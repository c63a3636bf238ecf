// The shift's record of each account this desk opens: opened on first use, watching the outbox from the start, kept
// on close, and removed with the account (its files and the key that opened them).
import type { DeskLog } from '../log/desk-log.js';
import type { Timers } from '../platform/timers.js';
import type { Vault } from '../vault/vault.js';
import { OutboxWatch, type WatchedDesk } from './outbox-watch.js';
import { forgetRecordFiles, RecordFiles, recordFolder, recordKeyName, type RecordWriter } from './record-files.js';
import { ShiftRecord } from './shift-record.js';

/** What the record needs of the desk, named here so that the desk's folder and this one do not import each other. */
export interface RecordHost extends WatchedDesk {
  /** The account open now, or null. */
  currentAccountId(): string | null;
  now(): number;
  readonly log: DeskLog;
}

export interface ShiftRecordsOptions {
  host: RecordHost;
  vault: Vault;
  dataDir: string;
  timers?: Timers;
  /** How a day's file is written; tests give one that fails as a full or read-only disk does. */
  write?: RecordWriter;
}

export class ShiftRecords {
  private readonly opened = new Map<string, Promise<ShiftRecord>>();
  /** Each record once it is open, for its warning (read at once, never waited for). */
  private readonly open = new Map<string, ShiftRecord>();
  readonly watch: OutboxWatch;

  constructor(private readonly options: ShiftRecordsOptions) {
    const { host } = options;
    this.watch = new OutboxWatch(host, (accountId) => this.of(accountId), () => host.now(),
      (error) => host.log.error('shift record', 'recording a write in the shift\'s record failed', error));
  }

  /** The account's record, opened (and its writes looked at against the outbox) the first time it is asked for. */
  of(accountId: string): Promise<ShiftRecord> {
    let record = this.opened.get(accountId);
    if (!record) {
      record = this.opening(accountId);
      this.opened.set(accountId, record);
      record.then(() => this.watch.changed(accountId), () => this.opened.delete(accountId));
    }
    return record;
  }

  /** The record of the account open now. */
  current(): Promise<ShiftRecord> {
    const accountId = this.options.host.currentAccountId();
    if (!accountId) return Promise.reject(new Error('No account is open.'));
    return this.of(accountId);
  }

  /** The outbox changed: the current account's writes are recorded as they stand. */
  outboxChanged(): void {
    const accountId = this.options.host.currentAccountId();
    if (accountId) this.watch.changed(accountId);
  }

  /** Everything of the account's record leaves the desk: what is in memory, its files and its key. */
  async forget(accountId: string): Promise<void> {
    const record = this.opened.get(accountId);
    this.opened.delete(accountId);
    this.open.delete(accountId);
    await this.watch.settled();
    await record?.then((open) => open.flush(), () => undefined);
    await forgetRecordFiles(this.options.vault, this.options.dataDir, accountId);
  }

  /** Every change recorded so far reaches the disk (or is said not to). */
  async close(): Promise<void> {
    await this.watch.settled();
    await Promise.all([...this.opened.values()].map((record) => record.then((open) => open.flush(), () => undefined)));
  }

  /** The open account's record's trouble (a full disk, a file set aside), or null. */
  warning(): string | null {
    const accountId = this.options.host.currentAccountId();
    return accountId === null ? null : this.open.get(accountId)?.warning ?? null;
  }

  /** Told whenever a record's warning may have changed. */
  onWarningChange: () => void = () => undefined;

  private async opening(accountId: string): Promise<ShiftRecord> {
    const { vault, dataDir, host, timers, write } = this.options;
    const files = new RecordFiles(recordFolder(dataDir, accountId), accountId, await vault.secretKey(recordKeyName(accountId)), write);
    const record = await ShiftRecord.open({
      files, now: () => host.now(), log: (message) => host.log.warn('shift record', message), ...(timers ? { timers } : {}),
    });
    this.open.set(accountId, record);
    let said = record.warning;
    record.onChange(() => {
      if (record.warning === said) return;
      said = record.warning;
      this.onWarningChange();
    });
    return record;
  }
}
