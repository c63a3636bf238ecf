// The scans a desk has been handed and not yet acted on, acted on one at a time and in the order scanned. A scan that
// comes while a question is open waits for it to be answered (a scanner cannot answer it, and its code must not
// land behind it), and so does one that comes while the last is still being read or sent, or asked about.

/** How acting on one scan ended: a question is open about it (the rest wait for its answer), or it is done. */
export type ScanEnd = 'asked' | 'done';

export interface ScanQueueOptions {
  /** True while a question is open: nothing is acted on until it closes. */
  blocked(): boolean;
  act(scanned: string): Promise<ScanEnd>;
  /** The scans still waiting, whenever that changes. */
  onWaiting(scans: readonly string[]): void;
}

export class ScanQueue {
  private waiting: string[] = [];
  private acting = false;

  constructor(private readonly options: ScanQueueOptions) {}

  receive(scanned: string): void {
    this.waiting.push(scanned);
    this.tell();
    void this.next();
  }

  /** Acts on what waits, unless a question is open or a scan is being acted on; called again when one closes. */
  async next(): Promise<void> {
    if (this.acting) return;
    this.acting = true;
    try {
      while (this.waiting.length > 0 && !this.options.blocked()) {
        const scanned = this.waiting.shift()!;
        this.tell();
        if (await this.options.act(scanned) === 'asked') break;
      }
    } finally {
      this.acting = false;
    }
  }

  /** Drops every scan still waiting (another account is in use: the codes were meant for the last one). */
  clear(): void {
    this.waiting = [];
    this.tell();
  }

  private tell(): void {
    this.options.onWaiting([...this.waiting]);
  }
}
