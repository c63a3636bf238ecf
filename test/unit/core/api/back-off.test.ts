// The one back-off: each caller's steps, the share of a step left to chance, and the service's own wait
// (Retry-After) never cut short; with an injected random every wait is known.
import { describe, expect, it } from 'vitest';
import {
  BackOff, CALL_STEPS, REPLAY_STEPS, SYNC_STEPS, doubling, type BackOffSteps,
} from '../../../../electron/core/api/back-off.js';

/** The first `count` waits in a row, chance fixed at `random`. */
const waits = (steps: BackOffSteps, count: number, random = 1) => {
  const backOff = new BackOff(steps, () => random);
  return Array.from({ length: count }, () => backOff.next());
};

describe('each caller\'s steps, as the READMEs say them', () => {
  it('retries a call after 300 ms, doubling to 5 s', () => {
    expect(waits(CALL_STEPS, 7)).toEqual([300, 600, 1_200, 2_400, 4_800, 5_000, 5_000]);
  });

  it('backs the sync off from 5 s, doubling to five minutes', () => {
    expect(waits(SYNC_STEPS, 8)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });

  it('replays after 2, 5, 15 and 30 s, then every minute', () => {
    expect(waits(REPLAY_STEPS, 7)).toEqual([2_000, 5_000, 15_000, 30_000, 60_000, 60_000, 60_000]);
  });

  it('doubles up to the most, never past it', () => {
    expect(doubling(300, 1_000)).toEqual([300, 600, 1_000]);
  });
});

describe('chance', () => {
  it('waits between half and all of a step for the call and the sync, so desks that failed together spread out', () => {
    expect(waits(SYNC_STEPS, 3, 0)).toEqual([2_500, 5_000, 10_000]);
    expect(waits(SYNC_STEPS, 3, 0.5)).toEqual([3_750, 7_500, 15_000]);
    expect(waits(CALL_STEPS, 2, 0)).toEqual([150, 300]);
  });

  it('leaves the replay\'s steps whole: it spreads its own way', () => {
    expect(waits(REPLAY_STEPS, 2, 0)).toEqual([2_000, 5_000]);
  });
});

describe('the service\'s own wait (Retry-After)', () => {
  it('waits what the service asked when it is longer than the step, and the step when it is shorter', () => {
    const backOff = new BackOff(REPLAY_STEPS, () => 0);
    expect(backOff.next(120)).toBe(120_000);
    expect(backOff.next(1)).toBe(5_000);
  });

  it('lets the sync wait up to a tenth more than asked, never less', () => {
    expect(new BackOff(SYNC_STEPS, () => 0).asked(60)).toBe(60_000);
    expect(new BackOff(SYNC_STEPS, () => 1).asked(60)).toBe(66_000);
    expect(new BackOff(CALL_STEPS, () => 1).asked(2)).toBe(2_000);
  });

  it('starts the steps again after a success', () => {
    const backOff = new BackOff(CALL_STEPS, () => 1);
    backOff.next();
    backOff.next();
    expect(backOff.failuresInARow).toBe(2);
    backOff.reset();
    expect(backOff.next()).toBe(300);
  });
});
