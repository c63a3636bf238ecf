// The desk's word on the service moves within two seconds of the service going away, even when nobody asks it
// anything, and the heartbeat that sees it keeps quiet while other requests answer. (While the service has asked for
// quiet, the ping never leaves: the account's gate holds it like any request, integration/core/desk/edges.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connectivity } from '../../../../shared/contract/model/account.js';
import { ConnectivityTracker, HEARTBEAT_MS } from '../../../../electron/core/desk/connectivity.js';

/** A service on the far side of an injected fetch: up, or down (connections refused). */
function fakeService() {
  const service = { mode: 'up' as 'up' | 'down', pings: 0, other: 0 };
  const fetcher: typeof fetch = async (input) => {
    if (String(input).endsWith('/ping')) service.pings += 1;
    else service.other += 1;
    if (service.mode === 'down') throw new TypeError('fetch failed');
    return new Response('{}');
  };
  return { service, fetcher };
}

let tracker: ConnectivityTracker;
let states: Connectivity[];
let service: ReturnType<typeof fakeService>['service'];
let observed: typeof fetch;

beforeEach(() => {
  vi.useFakeTimers();
  const fake = fakeService();
  service = fake.service;
  states = [];
  tracker = new ConnectivityTracker(() => Date.now(), (state) => states.push(state), () => observed('https://desk.test/ping'));
  observed = tracker.observing(fake.fetcher);
});
afterEach(() => {
  tracker.stop();
  vi.useRealTimers();
});

describe('the heartbeat', () => {
  it('says Offline within two seconds of the service going away while nobody asks it anything', async () => {
    tracker.watch();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(tracker.current.online).toBe(true);
    service.mode = 'down';
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tracker.current.online).toBe(false);
    expect(states.at(-1)?.online).toBe(false);
  });

  it('sends no ping while the desk\'s own requests keep answering', async () => {
    tracker.watch();
    for (let i = 0; i < 20; i += 1) {
      await observed('https://desk.test/booking');
      await vi.advanceTimersByTimeAsync(HEARTBEAT_MS / 2);
    }
    expect(service.other).toBe(20);
    expect(service.pings).toBe(0);
  });

  it('pings about once a second on an idle desk, one at a time', async () => {
    tracker.watch();
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_MS);
    expect(service.pings).toBe(10);
  });

  it('stops once offline (the slower probe takes over) and beats again when the service is back', async () => {
    tracker.watch();
    service.mode = 'down';
    await vi.advanceTimersByTimeAsync(2_000);
    const pingsWhenDown = service.pings;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(service.pings).toBe(pingsWhenDown);
    service.mode = 'up';
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tracker.current.online).toBe(true);
    const back = service.pings;
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_MS);
    expect(service.pings).toBe(back + 3);
  });

  it('does not beat before the desk has started watching, nor after it stopped', async () => {
    await vi.advanceTimersByTimeAsync(5 * HEARTBEAT_MS);
    tracker.watch();
    tracker.stop();
    await vi.advanceTimersByTimeAsync(5 * HEARTBEAT_MS);
    expect(service.pings).toBe(0);
  });
});
