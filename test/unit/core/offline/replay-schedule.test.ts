// When queued writes go out again after a round the service did not take: the back-off, the service's
// Retry-After (never sooner), soon after the service is seen answering again, and spread so that desks
// coming back from the same outage do not all send in the same instant.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMEBACK_SPREAD_MS, ReplaySchedule } from '../../../../electron/core/offline/replay-schedule.js';
import { VirtualClock } from '../../../support/virtual-timers.js';

let replays: number[];
let clock: VirtualClock;
let schedule: ReplaySchedule;

function scheduleWith(random: () => number, replayed: number[] = replays): ReplaySchedule {
  return new ReplaySchedule({
    replay: () => {
      replayed.push(clock.now());
    },
    now: clock.now, timers: clock, random,
  });
}

beforeEach(() => {
  clock = new VirtualClock(1_800_000_000_000);
  replays = [];
  // No spread: the back-off and Retry-After alone.
  schedule = scheduleWith(() => 0);
});
afterEach(() => schedule.stop());

const after = (ms: number) => clock.advance(ms);

describe('the replay schedule', () => {
  it('waits as long as Retry-After asks, not the shorter back-off, and not sooner when the service answers', async () => {
    schedule.failed(120);
    schedule.serviceAnswered();
    await after(60_000);
    expect(replays).toHaveLength(0);
    expect(schedule.mayReplayNow()).toBe(false);
    await after(60_000);
    expect(replays).toHaveLength(1);
  });

  it('replays soon when a call gets through during its own back-off', async () => {
    schedule.failed(undefined);
    schedule.failed(undefined);
    schedule.failed(undefined);
    schedule.serviceAnswered();
    await after(0);
    expect(replays).toHaveLength(1);
  });

  it('backs off longer after each failed round, and starts over after one that went through', async () => {
    schedule.failed(undefined);
    await after(1_999);
    expect(replays).toHaveLength(0);
    await after(1);
    expect(replays).toHaveLength(1);
    schedule.failed(undefined);
    await after(4_999);
    expect(replays).toHaveLength(1);
    schedule.succeeded();
    schedule.failed(undefined);
    await after(2_000);
    expect(replays).toHaveLength(2);
  });
});

describe('desks coming back together', () => {
  it('spreads the first round after an outage over a random part of the spread', async () => {
    const started = clock.now();
    const spread = scheduleWith(() => 0.25);
    spread.comeBack();
    await after(COMEBACK_SPREAD_MS);
    expect(replays).toEqual([started + COMEBACK_SPREAD_MS * 0.25]);
    spread.stop();
  });

  it('gives three desks that saw the service return in the same instant three different moments', async () => {
    const rounds: number[][] = [[], [], []];
    const desks = [0.1, 0.5, 0.9].map((share, i) => scheduleWith(() => share, rounds[i]));
    for (const desk of desks) desk.comeBack();
    await after(COMEBACK_SPREAD_MS);
    expect(new Set(rounds.map((round) => round[0])).size).toBe(3);
    for (const desk of desks) desk.stop();
  });

  it('spreads after a Retry-After too: every desk was told the same time', async () => {
    const spread = scheduleWith(() => 0.5);
    spread.failed(120);
    await after(120_000 + COMEBACK_SPREAD_MS / 2 - 1);
    expect(replays).toHaveLength(0);
    await after(1);
    expect(replays).toHaveLength(1);
    spread.stop();
  });

  it('is not put off by a stream of answers: each can only bring the round nearer', async () => {
    let share = 0.9;
    const spread = scheduleWith(() => share);
    spread.failed(undefined);
    for (let i = 0; i < 20; i += 1) {
      share = 0.9;
      spread.serviceAnswered();
      await after(500);
    }
    expect(replays).toHaveLength(1);
    spread.stop();
  });
});

describe('Sync now pressed as the service comes back', () => {
  it('names how long until the spread round, so that Sync now waits for it; none after a back-off or once it ran', async () => {
    const spread = scheduleWith(() => 0.4);
    spread.failed(undefined);
    expect(spread.spreadRoundIn()).toBeNull();
    spread.succeeded();
    spread.comeBack();
    expect(spread.spreadRoundIn()).toBe(COMEBACK_SPREAD_MS * 0.4);
    await after(1_000);
    expect(spread.spreadRoundIn()).toBe(COMEBACK_SPREAD_MS * 0.4 - 1_000);
    await after(COMEBACK_SPREAD_MS);
    expect(replays).toHaveLength(1);
    expect(spread.spreadRoundIn()).toBeNull();
    spread.stop();
  });
});
