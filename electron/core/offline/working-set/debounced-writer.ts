// Writes of the working-set file: at most one at a time, at most one per `delayMs` while changes keep coming
// (a sync stores a page every few milliseconds), and at once on close.
import type { CancelTimer, Timers } from '../../platform/timers.js';

export class DebouncedWriter {
  private cancelTimer: CancelTimer | null = null;
  private writing: Promise<void> | null = null;
  private dirty = false;
  private closed = false;
  private waiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly write: (closing: boolean) => Promise<void>, private readonly delayMs: number,
    private readonly log: (message: string) => void, private readonly timers: Timers) {}

  /** Something changed: a write follows within `delayMs`. */
  touch(): void {
    // A change after close (a background read that ends late) is not written: the folder may be gone by then,
    // and writing would bring it back.
    if (this.closed) return;
    this.dirty = true;
    if (this.cancelTimer) return;
    // Real timers are unref'd: a pending write does not keep a quitting process alive (close() writes at once).
    this.cancelTimer = this.timers.after(this.delayMs, () => void this.run().catch(() => undefined));
  }

  /** Resolves once everything changed so far is on disk (after the debounce). */
  flush(): Promise<void> {
    // Nothing new: the write under way (if any) already holds everything.
    if (!this.dirty) return this.writing ?? Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.touch();
    return done;
  }

  /** Writes now what is not yet written. */
  now(): Promise<void> {
    return this.run();
  }

  /** Writes what is not yet written, and nothing after. */
  close(): Promise<void> {
    this.closed = true;
    return this.run(true);
  }

  private async run(closing = false): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    while (this.writing) await this.writing.catch(() => undefined);
    const waiters = this.waiters.splice(0);
    if (!this.dirty) {
      waiters.forEach((waiter) => waiter.resolve());
      return;
    }
    this.dirty = false;
    this.writing = this.write(closing);
    try {
      await this.writing;
      waiters.forEach((waiter) => waiter.resolve());
    } catch (error) {
      // Kept dirty, so the next change or close() tries again; the data is still in memory.
      this.dirty = true;
      this.log(`the working set could not be written: ${error instanceof Error ? error.message : String(error)}`);
      waiters.forEach((waiter) => waiter.reject(error));
      throw error;
    } finally {
      this.writing = null;
    }
  }
}
