// When queued writes go out again after a round the service did not take: the back-off, the service's
// Retry-After (never sooner), and at once when the service is seen answering again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_PROBE_MS, ReplaySchedule } from '../../../../electron/core/offline/replay-schedule.js';

let replays: number;
let answers: boolean;
let schedule: ReplaySchedule;

beforeEach(() => {
  vi.useFakeTimers();
  replays = 0;
  answers = false;
  schedule = new ReplaySchedule({
    replay: () => {
      replays += 1;
    },
    probe: () => Promise.resolve(answers),
    now: () => Date.now(),
  });
});
afterEach(() => {
  schedule.stop();
  vi.useRealTimers();
});

describe('the replay schedule', () => {
  it('waits as long as Retry-After asks, not the shorter back-off, and not sooner when the service answers', async () => {
    schedule.failed(120);
    answers = true;
    schedule.serviceAnswered();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(replays).toBe(0);
    expect(schedule.mayReplayNow()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(replays).toBe(1);
  });

  it('replays at once when a call gets through during its own back-off', async () => {
    schedule.failed(undefined);
    schedule.failed(undefined);
    schedule.failed(undefined);
    schedule.serviceAnswered();
    await vi.advanceTimersByTimeAsync(0);
    expect(replays).toBe(1);
  });

  it('asks the service every few seconds while backing off, and replays as soon as it answers', async () => {
    for (let i = 0; i < 5; i += 1) schedule.failed(undefined);
    await vi.advanceTimersByTimeAsync(REPLAY_PROBE_MS * 2);
    expect(replays).toBe(0);
    answers = true;
    await vi.advanceTimersByTimeAsync(REPLAY_PROBE_MS + 1);
    expect(replays).toBe(1);
  });

  it('backs off longer after each failed round, and starts over after one that went through', async () => {
    schedule.failed(undefined);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(replays).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(replays).toBe(1);
    schedule.failed(undefined);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(replays).toBe(1);
    schedule.succeeded();
    schedule.failed(undefined);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(replays).toBe(2);
  });
});
