// The sandbox's clock: real time plus an offset. Tests start it at a chosen instant (so a walk never depends on the
// hour it runs at) and move it forward to expire codes and tokens.

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
