// Time in tests is pinned: every sandbox a test starts reads TEST_AT at its start (FRONTDESK_SANDBOX_AT, set by the
// test runners' configs from here), and every desk, page and child process a harness starts reads the same clock as
// its sandbox. So no test depends on the hour it runs at, and "today" is the same day for the service, the desk and
// the screen. Tests about the hour itself (midnight, a change of clocks) start their sandbox at an instant of their own.
import type { RunningSandbox } from '../../electron/sandbox/index.js';

/** Thursday 12 November 2026, 10:30 a.m. in Vancouver (the demo business's zone): a working morning. */
export const TEST_AT = Date.parse('2026-11-12T18:30:00Z');

/** The environment variable a sandbox reads its starting instant from when it is given none (an ISO instant). */
export const SANDBOX_AT_VARIABLE = 'FRONTDESK_SANDBOX_AT';

/** What the test runners put in the environment of every test process. */
export const pinnedEnvironment = (): Record<string, string> => ({ [SANDBOX_AT_VARIABLE]: new Date(TEST_AT).toISOString() });

/** A clock that reads a chosen instant now and runs on in real time; tests move it on to skip a wait. */
export class TestClock {
  private skew: number;

  /** @param at The instant (epoch ms) it reads now. */
  constructor(at = TEST_AT) {
    this.skew = at - Date.now();
  }

  /** A clock that reads what the sandbox's clock reads, now and as both run on (until either is moved on). */
  static of(sandbox: RunningSandbox): TestClock {
    return TestClock.skewed(sandbox.control.services().clock.offset * 1000);
  }

  /** A clock `skewMs` ahead of this computer's (what a child process is handed to agree with its parent's sandbox). */
  static skewed(skewMs: number): TestClock {
    const clock = new TestClock();
    clock.skew = skewMs;
    return clock;
  }

  readonly now = (): number => Date.now() + this.skew;

  /** How far ahead of this computer's clock it runs, in ms. */
  get skewMs(): number {
    return this.skew;
  }

  advance(ms: number): void {
    this.skew += ms;
  }
}
