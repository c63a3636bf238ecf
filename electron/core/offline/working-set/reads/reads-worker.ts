// The reads' worker thread: a copy of the working set's bookings (read-model.ts), kept up to date by each change the
// thread that holds the working set sends, and the heavy reads (lists filtered and sorted over every booking,
// search, reports) answered from it, so that the thread that answers the screens never waits for them.
// Plain Node (worker_threads): the same file runs under the desktop app's main process and in browser mode.
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { BOOKING_SORT_KEYS, type BookingSort } from '../../../../../shared/contract/model/booking-query.js';
import type { ReportsAhead } from '../../../reports/build-report.js';
import { collector, IdleCollection } from './idle-collection.js';
import { answer, type ReadAsk } from './read-asks.js';
import { ReadModel } from './read-model.js';
import type { ReadChange } from './read-record.js';

export type ToWorker = { type: 'change'; change: ReadChange } | { type: 'ask'; id: number; ask: ReadAsk } |
  { type: 'prepare'; id: number; notGuests: readonly string[]; ahead: ReportsAhead };
export type FromWorker = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** Slots (and a list's proofs) cross without a copy: their memory moves to the other thread. */
function transferred(value: unknown): ArrayBuffer[] {
  if (value instanceof Int32Array) return [value.buffer as ArrayBuffer];
  const { slots, proven } = value as { slots?: unknown; proven?: unknown };
  return [slots, proven].flatMap((array) => (array instanceof Int32Array || array instanceof Uint8Array ? [array.buffer as ArrayBuffer] : []));
}

const model = new ReadModel();
const port = parentPort!;
const idle = new IdleCollection();
let settling = false;

/** Every order the Bookings list can be sorted in. */
const EVERY_SORT: BookingSort[] = BOOKING_SORT_KEYS.flatMap((by) => [false, true].map((descending) => ({ by, descending })));

/** Steps run one a turn, so that an ask meanwhile is answered between two; then `done`. */
function oneATurn(steps: readonly (() => void)[], done: () => void, at = 0): void {
  if (at === steps.length) {
    done();
    return;
  }
  steps[at]!();
  setImmediate(() => oneATurn(steps, done, at + 1));
}

/**
 * The copy is whole and synced: what a person's first sort and first report would make is made now (every order;
 * each booking's report amounts, each basis's order and the named periods' day sums), a step a turn. The copy is
 * settled and the sync's garbage collected first (nothing of the answering thread waits for it); the answer is the
 * heap held then, in bytes.
 */
function prepare(id: number, notGuests: readonly string[], ahead: ReportsAhead): void {
  model.settle();
  collector()();
  const before = getHeapStatistics().used_heap_size;
  idle.collected();
  const orders = EVERY_SORT.map((sort) => () => model.prepareOrder(sort));
  oneATurn(orders, () => oneATurn(model.prepareReports(notGuests, ahead),
    () => port.postMessage({ id, ok: true, value: before } satisfies FromWorker)));
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'prepare') {
    prepare(message.id, message.notGuests, message.ahead);
    return;
  }
  // Reading the heap (the benchmarks do, every 200 ms) is no work: it must not put off the collection it watches for.
  if (message.type === 'change' || message.ask.kind !== 'heap') idle.busy();
  if (message.type === 'change') {
    model.apply(message.change);
    // After the changes waiting now (an immediate runs once the messages received meanwhile are read).
    if (!settling) {
      settling = true;
      setImmediate(() => {
        settling = false;
        model.settle();
      });
    }
    return;
  }
  try {
    const value = answer(model, message.ask);
    if (message.ask.kind === 'heap' && message.ask.collect) idle.collected();
    port.postMessage({ id: message.id, ok: true, value } satisfies FromWorker, transferred(value));
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, message: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies FromWorker);
  }
});
