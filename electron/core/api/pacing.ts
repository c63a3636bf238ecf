// Waiting between tries: exponential backoff with jitter, and a sleep that the caller's AbortSignal cuts short.
import { setTimeout as wait } from 'node:timers/promises';
import { cancelled } from './api-errors.js';

/** Injected so tests need not wait for real (STYLE.md 4). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = async (ms, signal) => {
  await wait(ms, undefined, signal ? { signal } : {});
};

const BASE_DELAY_MS = 300;
const MAX_DELAY_MS = 5_000;

/** Delay before retry number `retry` (from 1): 300 ms, 600 ms, 1.2 s… each between half and all of that (jitter), at most 5 s. */
export function backoffMs(retry: number, random: number): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, retry - 1));
  return Math.round(ceiling * (0.5 + random / 2));
}

/** Sleeps, but a cancel ends the wait at once with kind 'cancelled', whatever the injected sleep does. */
export async function pause(sleep: Sleep, ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) throw cancelled();
  if (!signal) return sleep(ms);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(ms, signal), aborted]);
  } catch (error) {
    if (signal.aborted) throw cancelled();
    throw error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
