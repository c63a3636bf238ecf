// Timers the desk's background loops run on, injected so that a test can move time on instead of
// waiting for it: the replay back-off, the spread after an outage and the probes while the service is away.

/** Stops a timer; calling it twice does nothing. */
export type CancelTimer = () => void;

export interface Timers {
  /** Runs `run` once, after `ms`. */
  after(ms: number, run: () => void): CancelTimer;
  /** Runs `run` every `ms`, until cancelled. */
  every(ms: number, run: () => void): CancelTimer;
}

/** Node's timers, unref'd: a pending retry never keeps a closing process alive. */
export const realTimers: Timers = {
  after(ms, run) {
    const timer = setTimeout(run, Math.max(0, ms));
    timer.unref();
    return () => clearTimeout(timer);
  },
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
