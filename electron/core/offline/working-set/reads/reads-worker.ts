// The reads' worker thread: a copy of the working set's bookings (read-model.ts), kept up to date by each change the
// thread that holds the working set sends, and the heavy reads (lists filtered and sorted over every booking,
// search, reports) answered from it, so that the thread that answers the screens never waits for them.
// Plain Node (worker_threads): the same file runs under the desktop app's main process and in browser mode.
import { parentPort } from 'node:worker_threads';
import { IdleCollection } from './idle-collection.js';
import { answer, type ReadAsk } from './read-asks.js';
import { ReadModel } from './read-model.js';
import type { ReadChange } from './read-record.js';

export type ToWorker = { type: 'change'; change: ReadChange } | { type: 'ask'; id: number; ask: ReadAsk };
export type FromWorker = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** Slots cross without a copy: their memory moves to the other thread. */
function transferred(value: unknown): ArrayBuffer[] {
  const slots = value instanceof Int32Array ? value : (value as { slots?: unknown }).slots;
  return slots instanceof Int32Array ? [slots.buffer as ArrayBuffer] : [];
}

const model = new ReadModel();
const port = parentPort!;
const idle = new IdleCollection();
let settling = false;

port.on('message', (message: ToWorker) => {
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
