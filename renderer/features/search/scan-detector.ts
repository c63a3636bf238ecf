// Tells a barcode scanner from a person: a scanner "types" a whole code in a run of keystrokes a few
// milliseconds apart and ends it with Enter; people average well over 30 ms a key, and never keep it up.

export interface ScanDetectorOptions {
  /** A scanner's keys come less than this far apart on average (and the burst starts at the first such gap). */
  burstGapMs: number;
  /** A longer pause ends a run: what came before belongs to something else. Looser than burstGapMs because a
   * busy computer can delay a key or two of a scan. */
  runGapMs: number;
  /** Fewer characters than this is a fast typist, not a scan. */
  minLength: number;
}

export const SCAN_DEFAULTS: ScanDetectorOptions = { burstGapMs: 30, runGapMs: 80, minLength: 6 };

export type ScanSignal =
  /** Nothing to do: a lone key, a key after a pause, or a person typing. */
  | { kind: 'none' }
  /** This key continues a burst that looks like a scanner's; `text` is the whole run so far. */
  | { kind: 'burst'; text: string }
  /** Enter ended a burst: the scanner read `text`. */
  | { kind: 'scan'; text: string };

const MODIFIERS = new Set(['Shift', 'CapsLock']);
const TYPED_GAPS = 3;

export class ScanDetector {
  private run = '';
  private gaps: number[] = [];
  private bursting = false;
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: ScanDetectorOptions = SCAN_DEFAULTS) {}

  /** Feed every keydown (its `key` and time in ms); the answer says whether a scan is under way or done. */
  feed(key: string, atMs: number): ScanSignal {
    // Scanners press Shift for capitals; it neither breaks nor extends a run.
    if (MODIFIERS.has(key)) return { kind: 'none' };
    const gap = atMs - this.lastAt;
    this.lastAt = atMs;
    const continues = gap <= this.options.runGapMs;
    if (key === 'Enter') return this.finish(continues);
    if (key.length !== 1) {
      this.reset();
      return { kind: 'none' };
    }
    if (!continues) this.startRun(key);
    else this.extendRun(key, gap);
    return this.bursting ? { kind: 'burst', text: this.run } : { kind: 'none' };
  }

  reset(): void {
    this.startRun('');
    this.lastAt = Number.NEGATIVE_INFINITY;
  }

  private startRun(key: string): void {
    this.run = key;
    this.gaps = [];
    this.bursting = false;
  }

  /** Three slow keys in a row: a person typing (after N, say), not a scanner; what was held can go where it was aimed. */
  looksTyped(): boolean {
    const last = this.gaps.slice(-TYPED_GAPS);
    return !this.bursting && last.length === TYPED_GAPS && last.every((gap) => gap > this.options.burstGapMs);
  }

  private extendRun(key: string, gap: number): void {
    this.run += key;
    this.gaps.push(gap);
    // Two fast gaps in a row: one alone is a person's rolled keys (N then A within a few ms), not a scanner.
    const previous = this.gaps.at(-2);
    if (gap <= this.options.burstGapMs && previous !== undefined && previous <= this.options.burstGapMs) this.bursting = true;
  }

  private finish(continues: boolean): ScanSignal {
    const { run, gaps } = this;
    const average = gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length);
    this.reset();
    const scanned = continues && run.length >= this.options.minLength && average <= this.options.burstGapMs;
    return scanned ? { kind: 'scan', text: run } : { kind: 'none' };
  }
}
