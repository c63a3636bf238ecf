// The desk's process holds its working set (at 100,000 bookings, about 100 MiB of this thread's heap and as much of
// the reads' worker's) all day, and makes a great deal of short-lived garbage beside it: answers read and checked
// against the contract, pages of the lists, the sync's notes. By default V8 lets its old space grow to two or three
// times what it holds before it collects (the heap grows by a factor it picks from 1.1 up to 4), so the desk's
// memory in a day's use was twice what it held after the sync, set by when V8 chose to collect rather than by what
// the desk keeps. Growing by a fifth at most keeps the heap near what it holds, at the cost of more collections
// (incremental, marked in steps and on V8's helper threads; test/bench/reads.bench.ts measures both). It is set once
// a large copy is whole and synced (reads/reads.ts), not before: while the copy grows (a first full sync, the file
// read at opening) the heap's growth is the copy itself, and a bound then only adds collections to the sync's
// pieces of the thread (its most CPU in one piece went from 52 to 59–82 ms with the bound set from the start).
import { setFlagsFromString } from 'node:v8';

/** The heap grows by at most this share of what it held after a collection before the next begins. */
export const HEAP_GROWING_PERCENT = 20;

/** For the whole process (every thread's heap), in Electron's main process as in Node. */
export function keepHeapNearWhatItHolds(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
