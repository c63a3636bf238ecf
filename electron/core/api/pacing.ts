// Waiting between tries (how long: back-off.ts): a sleep that the caller's AbortSignal cuts short.
import { setTimeout as wait } from 'node:timers/promises';
import { cancelled } from './api-errors.js';

/** Injected so tests need not wait for real. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export const realSleep: Sleep = async (ms, signal) => {
  await wait(ms, undefined, signal ? { signal } : {});
};

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
