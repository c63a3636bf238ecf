// How far a working set has been read from its file (loader.ts): the days around today first, then every booking,
// read once something asks. Reads that need every booking wait for `whole`, or refuse if called too early (a bug,
// caught by the tests).
import type { Day } from '../../../../shared/domain/dates.js';
import type { Loading } from './loader.js';

export class LoadState {
  private around: Loading['around'] = null;
  private wholeRead: Promise<void> | null = null;
  private readRest: () => Promise<void> = () => Promise.resolve();
  private isWhole = false;
  /** Bookings changed while the file was still being read: their copy in the file is merged, not put back. */
  private readonly changedWhileLoading = new Set<string>();

  /** `becameWhole` runs once every booking is read, before anything that waits for `whole()`. */
  follow(loading: Loading, becameWhole: () => void): void {
    this.around = loading.around;
    const done = () => {
      this.isWhole = true;
      this.changedWhileLoading.clear();
      becameWhole();
    };
    if (loading.around === null) done();
    else this.readRest = () => loading.readRest().then(done);
  }

  get complete(): boolean {
    return this.isWhole;
  }

  /** Resolves once every booking is read; the first to ask starts reading the rest. */
  whole(): Promise<void> {
    this.wholeRead ??= this.readRest();
    return this.wholeRead;
  }

  ready(day: Day): Promise<void> {
    return this.hasDay(day) ? Promise.resolve() : this.whole();
  }

  changed(code: string): void {
    if (!this.isWhole) this.changedWhileLoading.add(code);
  }

  changedSinceOpen(code: string): boolean {
    return this.changedWhileLoading.has(code);
  }

  requireWhole(): void {
    if (!this.isWhole) throw new Error('The working set is still being read from disk: wait for whole() before this read.');
  }

  requireDay(day: Day): void {
    if (!this.hasDay(day)) this.requireWhole();
  }

  private hasDay(day: Day): boolean {
    const { around } = this;
    return this.isWhole || (around !== null && day >= around[0] && day <= around[1]);
  }
}
