import { describe, expect, it, vi } from 'vitest';
import { eachWhenIdle } from '../../../../renderer/ui/when-idle.js';

/** Work that takes a millisecond, as measuring a booking's texts can. */
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) { /* working */ }
};
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work done while the page is idle', () => {
  it('goes through every item in order, and lets what else waits run between its slices', async () => {
    const done: number[] = [];
    let doneWhenOtherRan = -1;
    eachWhenIdle(Array.from({ length: 20 }, (_, i) => i), (item) => {
      busy(1);
      done.push(item);
    });
    setTimeout(() => { doneWhenOtherRan = done.length; }, 0);
    while (done.length < 20) await settle(5);
    expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(doneWhenOtherRan).toBeGreaterThan(0);
    expect(doneWhenOtherRan).toBeLessThan(20);
  });

  it('stops when told, leaving the rest undone', () => {
    // Its slices wait on timers the test runs by hand (the clock it reads for a slice's length is left real).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const done: number[] = [];
      const stop = eachWhenIdle(Array.from({ length: 50 }, (_, i) => i), (item) => {
        busy(1);
        done.push(item);
      });
      vi.advanceTimersToNextTimer();
      stop();
      const doneAtStop = done.length;
      // Every timer there is runs: none is a slice of the stopped work.
      vi.runAllTimers();
      expect(doneAtStop).toBeGreaterThan(0);
      expect(doneAtStop).toBeLessThan(50);
      expect(done.length).toBe(doneAtStop);
    } finally {
      vi.useRealTimers();
    }
  });
});
