// How many TLS handshakes a desk's venue port starts, from one address and in all. A handshake costs the answering
// desk a signature, a key exchange and a look at the other's certificate, a millisecond or two of its main thread,
// and it cannot know who dials before the handshake ends: a host on the LAN that opens connection after connection
// would spend that thread for it. Past the budget, a connection is closed before its first byte is read.
// A venue's desks dial each other a few times a minute at most (a new link, a link made again after a restart or a
// move), so the budget leaves them room: a desk dialled past it is dialled again at a later beat.

export interface BudgetRate {
  /** Handshakes that may start at once. */
  burst: number;
  /** Handshakes a second, over time. */
  perSecond: number;
}

export const PER_ADDRESS: BudgetRate = { burst: 16, perSecond: 8 };
export const IN_ALL: BudgetRate = { burst: 64, perSecond: 32 };
/** Addresses remembered at most; those whose budget is whole again are forgotten first. */
const MAX_ADDRESSES = 1_024;

interface Bucket { tokens: number; at: number }

export class HandshakeBudget {
  private readonly addresses = new Map<string, Bucket>();
  private readonly all: Bucket;

  constructor(private readonly now: () => number = () => performance.now(),
    private readonly perAddress = PER_ADDRESS, private readonly inAll = IN_ALL) {
    this.all = { tokens: inAll.burst, at: now() };
  }

  /** Whether a connection from this address may start a handshake now; if so, it is counted. */
  take(address: string): boolean {
    const now = this.now();
    const mine = this.addresses.get(address) ?? { tokens: this.perAddress.burst, at: now };
    refill(mine, this.perAddress, now);
    refill(this.all, this.inAll, now);
    if (mine.tokens < 1 || this.all.tokens < 1) return false;
    mine.tokens -= 1;
    this.all.tokens -= 1;
    if (!this.addresses.has(address)) this.remember(address, mine, now);
    return true;
  }

  private remember(address: string, bucket: Bucket, now: number): void {
    if (this.addresses.size >= MAX_ADDRESSES) {
      for (const [known, other] of this.addresses) {
        refill(other, this.perAddress, now);
        if (other.tokens >= this.perAddress.burst) this.addresses.delete(known);
      }
    }
    // Still full of addresses spending their budget: an address not remembered starts with a whole one, but the
    // budget in all still holds.
    if (this.addresses.size < MAX_ADDRESSES) this.addresses.set(address, bucket);
  }
}

function refill(bucket: Bucket, rate: BudgetRate, now: number): void {
  bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
  bucket.at = now;
}
