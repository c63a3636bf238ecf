// Search keys made behind the screens' back: every booking's after an open, each page's after a sync stores it, a
// few hundred between yields. Made at once they held the thread that answers the screens (240 ms for 100,000 at an
// open, a few ms a page during a sync); a filter that meets a booking still without keys makes them itself.
import { yieldToScreens } from '../../platform/yield-to-screens.js';
import type { StoredBooking } from './stored-booking.js';

/** Bookings whose keys are made between two yields: about a millisecond's work. */
const AT_ONCE = 400;

export class SearchKeys {
  private waiting: StoredBooking[] = [];
  private making = false;
  private stopped = false;

  make(entries: Iterable<StoredBooking>): void {
    if (this.stopped) return;
    for (const entry of entries) if (!entry.hasKeys) this.waiting.push(entry);
    if (!this.making && this.waiting.length > 0) void this.run();
  }

  private async run(): Promise<void> {
    this.making = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      for (let at = 0; at < batch.length && !this.stopped; at += AT_ONCE) {
        await yieldToScreens();
        for (const entry of batch.slice(at, at + AT_ONCE)) void entry.textKey;
      }
    }
    this.making = false;
  }

  /** The set closed: no more keys are made for it. */
  stop(): void {
    this.stopped = true;
    this.waiting = [];
  }
}
