// Long work (a large working set, a long answer) is done in pieces of a few milliseconds, letting the screens' calls
// in between.

/**
 * Lets the event loop answer whatever waits (a screen's call, a timer) before the next piece. An immediate within an
 * immediate: work begun by something that arrived (the service's answer, the reads' worker's, a screen's call) runs
 * while the loop takes in what arrived, and an immediate set there runs in that same turn, before any timer or call
 * that arrived meanwhile. One immediate alone split nothing there: a busy day's manifest at 100,000 bookings (its
 * lists learned and sent to the reads' worker, its counts asked, its first contents made) ran as one piece of 20-30 ms
 * of the thread's own time. Set from an immediate, the first runs in the loop's next turn, after what waits.
 */
export const yieldToScreens = (): Promise<void> => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/** `map` over a long list, `size` items between two yields. */
export async function mapInPieces<T, U>(items: readonly T[], map: (item: T) => U, size = 500): Promise<U[]> {
  const mapped: U[] = [];
  for (let at = 0; at < items.length; at += size) {
    for (const item of items.slice(at, at + size)) mapped.push(map(item));
    if (at + size < items.length) await yieldToScreens();
  }
  return mapped;
}

/** `filter` over a long list, `size` items between two yields. */
export async function filterInPieces<T>(items: readonly T[], keep: (item: T) => boolean, size = 500): Promise<T[]> {
  const kept: T[] = [];
  for (let at = 0; at < items.length; at += size) {
    for (let index = at; index < Math.min(at + size, items.length); index += 1) if (keep(items[index]!)) kept.push(items[index]!);
    if (at + size < items.length) await yieldToScreens();
  }
  return kept;
}

/**
 * Work written once as a generator that yields where it may pause (shared/domain/run-at-once.ts runs it through at
 * once), run in pieces with the screens' calls in between: a pass over 100,000 bookings.
 */
export async function runInPieces<T>(work: Generator<unknown, T>): Promise<T> {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
    await yieldToScreens();
  }
}
