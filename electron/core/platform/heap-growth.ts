// The desk's process holds its working set (at 100,000 bookings, about 100 MiB of this thread's heap and as much of
// the reads' worker's) all day, and makes a great deal of short-lived garbage beside it: answers read and checked
// against the contract, pages of the lists, the sync's notes. By default V8 lets its old space grow to two or three
// times what it holds before it collects (the heap grows by a factor it picks from 1.1 up to 4), so the desk's
// memory in a day's use was twice what it held after the sync, set by when V8 chose to collect rather than by what
// the desk keeps. Growing by a fifth at most keeps the heap near what it holds, at the cost of more collections:
// they are incremental (marked in steps and on V8's helper threads), so the pieces of the thread that answers the
// screens stay short (test/bench/reads.bench.ts measures both).
import { setFlagsFromString } from 'node:v8';

/** The heap grows by at most this share of what it held after a collection before the next begins. */
export const HEAP_GROWING_PERCENT = 20;

/** For the whole process (every thread's heap): called when the desk is made, in Electron's main process as in Node. */
export function keepHeapNearWhatItHolds(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
