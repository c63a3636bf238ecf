// The booking service's clock as this desk knows it, from the Date header of the service's answers (RFC 9110 6.6.1).
// A desk's clock can be minutes off (a laptop nobody set, a dead battery); the stamps and notes the service writes
// carry the service's time. Whether a write whose answer was lost already landed is judged against the service's own
// time of sending, never the desk's (a desk 5 minutes ahead took its own note for someone else's and sent
// it again, and called its own check-in a conflict).

/** How far off an estimate may be: the header's whole seconds, and half the round trip it came back in. */
const HEADER_GRAIN_MS = 1_000;
const SANE_FROM = Date.UTC(2000, 0, 1);
const SANE_UNTIL = Date.UTC(2199, 11, 31);

export class ServiceClock {
  /** Service time minus desk time (ms), from the last answer that carried a Date header; null before one came. */
  private offset: number | null = null;

  constructor(private readonly now: () => number) {}

  /** Wraps the desk's fetch: every answer with a Date header sets the offset. */
  observing(fetcher: typeof fetch): typeof fetch {
    return async (input, init) => {
      const sentAt = this.now();
      const response = await fetcher(input, init);
      this.heard(response.headers.get('date'), sentAt, this.now());
      return response;
    };
  }

  /**
   * The service's time now (epoch ms), to within a second or so; null while no answer has said it. The header names
   * the second the answer was made in, somewhere between the request leaving and the answer arriving.
   */
  serviceNow(): number | null {
    return this.offset === null ? null : Math.round(this.now() + this.offset);
  }

  private heard(date: string | null, sentAt: number, receivedAt: number): void {
    if (!date) return;
    const said = Date.parse(date);
    // A date no service means (1970, the year 3000) is ignored: the time it gives a write travels to the other desks
    // of a venue, which read none outside 2000–2200, and would share nothing of that write.
    if (!Number.isFinite(said) || said < SANE_FROM || said >= SANE_UNTIL) return;
    this.offset = said + HEADER_GRAIN_MS / 2 - (sentAt + receivedAt) / 2;
  }
}

/**
 * How much earlier than the service's time of sending a record's stamp may be and still be the write's own: the
 * header's second, the round trip, and the service's own dates, which name whole seconds too.
 */
export const SERVICE_CLOCK_SLACK_MS = 10_000;
