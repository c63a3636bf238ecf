// The sandbox's clock: real time plus an offset. Tests start it at a chosen instant (so a walk never depends on the
// hour it runs at) and move it forward to expire codes and tokens.

/**
 * The instant (Unix seconds) named by FRONTDESK_SANDBOX_AT, where the test runners pin every sandbox a test starts
 * without an instant of its own; undefined when unset. A value that is not an instant is a mistake said at once.
 */
export function startAtFromEnvironment(value = process.env.FRONTDESK_SANDBOX_AT): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw new Error(`FRONTDESK_SANDBOX_AT must be an instant such as 2026-11-12T18:30:00Z, not "${value}".`);
  return ms / 1000;
}

export class Clock {
  private offsetSeconds: number;

  /** @param startAt Unix seconds the clock reads now; real time when absent. */
  constructor(startAt?: number) {
    this.offsetSeconds = startAt === undefined ? 0 : startAt - Date.now() / 1000;
  }

  /** Unix time in seconds, with fractions. */
  now(): number {
    return Date.now() / 1000 + this.offsetSeconds;
  }

  nowWhole(): number {
    return Math.floor(this.now());
  }

  advance(seconds: number): void {
    this.offsetSeconds += seconds;
  }

  get offset(): number {
    return this.offsetSeconds;
  }
}
