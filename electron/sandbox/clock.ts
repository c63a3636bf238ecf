// The sandbox's clock: real time plus an offset that tests move forward to expire codes and tokens.

export class Clock {
  private offsetSeconds = 0;

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
