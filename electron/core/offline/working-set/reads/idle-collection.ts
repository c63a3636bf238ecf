// The reads' worker collects its garbage while nobody asks it anything. A report over 100,000 bookings leaves tens
// of megabytes behind, which V8 collects only once the heap has grown well past what it holds (the desk's memory in
// a day's use was several times its memory after the sync). A collection in the worker never holds up the thread
// that answers the screens, and one while idle holds up no answer of the worker's either.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Quiet for this long: nothing was asked or sent meanwhile. */
const IDLE_MS = 300;
/**
 * Collected once the heap holds this much more than after the last collection: a twentieth, about 7 MiB over a copy
 * of 100,000 bookings. A day's reports, lists and searches leave that much within a few asks; collected while idle,
 * it never adds up to the tens of megabytes V8 would otherwise let the heap grow by before its own collection.
 */
const GROWTH = 1.05;

let collect: (() => void) | null = null;

/** V8's own collector, as `--expose-gc` gives it, without starting Node with the flag. */
export function collector(): () => void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  return collect;
}

const used = () => getHeapStatistics().used_heap_size;

export class IdleCollection {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private after = used();

  /** Something was asked or sent: the quiet starts again from now. */
  busy(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.collectIfGrown(), IDLE_MS);
    this.timer.unref();
  }

  /** A collection made for another reason (the benchmarks' heap figures): the growth is measured from it. */
  collected(): void {
    this.after = used();
  }

  private collectIfGrown(): void {
    if (used() <= this.after * GROWTH) return;
    collector()();
    this.after = used();
  }
}
