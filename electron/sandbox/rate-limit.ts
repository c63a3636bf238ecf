// A fixed-window request limit per credential. Off until the control interface sets one (spec 8: "not shown").
import type { Clock } from './clock.js';

export interface RateLimitSettings {
  /** Requests allowed per window; 0 turns the limit off. */
  limit: number;
  windowSeconds: number;
}

export class RateLimiter {
  settings: RateLimitSettings = { limit: 0, windowSeconds: 60 };
  private windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  set(settings: RateLimitSettings): void {
    this.settings = settings;
    this.windows.clear();
  }

  /** Seconds to wait when the caller is over its limit, else null (and the request is counted). */
  take(key: string): number | null {
    const { limit, windowSeconds } = this.settings;
    if (limit <= 0) return null;
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowSeconds) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= limit) return Math.max(1, Math.ceil(window.startedAt + windowSeconds - now));
    window.count += 1;
    return null;
  }
}
