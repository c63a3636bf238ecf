// The reads' worker as the thread that holds the working set sees it: changes sent in order, asks answered in turn.
// Started from the built app's JavaScript (reads-worker.js beside this file once bundled) or, when the desk runs
// from its TypeScript sources (browser mode, tests), through tsx, which is how those runs load TypeScript at all.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReportsAhead } from '../../../reports/build-report.js';
import type { Answer, ReadAsk } from './read-asks.js';
import type { ReadChange } from './read-record.js';
import type { FromWorker, ToWorker } from './reads-worker.js';

/**
 * The worker's young generation, where every answer's garbage is made: V8's default for a 4 GiB heap is several
 * times this, and was counted whole in the worker's memory between two collections. Its answers are short (a list
 * page, a search, a report from sums kept), so a small one costs a few more scavenges and promotes little more.
 */
const resourceLimits = { maxYoungGenerationSizeMb: 8 };

function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./reads-worker.js', import.meta.url), { resourceLimits });
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const source = new URL('./reads-worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { eval: true, resourceLimits });
}

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

export class ReadsThread {
  private readonly worker = startWorker();
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;
  private stopped: Error | null = null;

  /** `failed`: the worker stopped of itself (a bug, memory): the asks waiting are refused, and no more are taken. */
  constructor(failed: (error: Error) => void) {
    // A worker must not keep the desk's process alive once everything else has ended.
    this.worker.unref();
    this.worker.on('message', (message: FromWorker) => {
      const waiting = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) waiting?.resolve(message.value);
      else waiting?.reject(new Error(`The reads' worker failed: ${message.message}`));
    });
    const stop = (error: Error) => {
      if (this.stop(error)) failed(error);
    };
    this.worker.on('error', stop);
    this.worker.on('exit', (code) => stop(new Error(`The reads' worker stopped (exit code ${code}).`)));
  }

  /** Refuses the asks waiting and any later; answers whether this stopped it (rather than an earlier stop). */
  private stop(error: Error): boolean {
    if (this.stopped) return false;
    this.stopped = error;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
    return true;
  }

  get working(): boolean {
    return this.stopped === null;
  }

  send(change: ReadChange): void {
    if (!this.stopped) this.worker.postMessage({ type: 'change', change } satisfies ToWorker);
  }

  ask<A extends ReadAsk>(ask: A): Promise<Answer<A>> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ type: 'ask', id, ask } satisfies ToWorker);
    });
  }

  /** The worker makes every column's order and what reports read first (reads-worker.ts); answers its heap before. */
  prepare(notGuests: readonly string[], ahead: ReportsAhead): Promise<number> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ type: 'prepare', id, notGuests, ahead } satisfies ToWorker);
    });
  }

  async close(): Promise<void> {
    this.stop(new Error('The working set was closed.'));
    await this.worker.terminate();
  }
}
