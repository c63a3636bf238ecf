// The booking service's clock as the desk last heard it: every answer's Date header (RFC 9110 requires one from a
// server with a clock). A desk's own clock can be minutes off the service's, and a question such as "bookings changed
// since my last answer" must be asked in the service's time, or a change made in the gap is never seen.

export class ServiceClock {
  /** Service time minus desk time (ms) at the last answer that carried a readable Date; null before one did. */
  private offset: number | null = null;

  constructor(private readonly deskNow: () => number) {}

  /** Watches every answer of `fetcher` for its Date header. */
  observing(fetcher: typeof fetch): typeof fetch {
    return async (input, init) => {
      const response = await fetcher(input, init);
      this.heard(response.headers.get('date'));
      return response;
    };
  }

  /** A Date header's text; one that cannot be read is ignored (the clock keeps what it knew). */
  heard(dateHeader: string | null): void {
    if (!dateHeader) return;
    const at = Date.parse(dateHeader);
    if (Number.isFinite(at)) this.offset = at - this.deskNow();
  }

  /** The service's time now (epoch ms), as far as its last answer tells; null before any answer carried one. */
  now(): number | null {
    return this.offset === null ? null : this.deskNow() + this.offset;
  }

  /** A desk time (epoch ms) on the service's clock; the desk's own when the service has not said. */
  onService(deskMs: number): number {
    return deskMs + (this.offset ?? 0);
  }
}
