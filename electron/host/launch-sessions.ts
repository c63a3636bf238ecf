// The lock between the host and its own page. A launch key is handed to the page in the URL fragment, which browsers
// never send to servers or write to logs; the page trades it for an HttpOnly session cookie that scripts (and so
// injected scripts) cannot read. The key works once and only for a few minutes: an address left in a browser's
// command line or history, where other local users may read it, is dead by then.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'frontdesk_session';

/** Browsers share cookies across the ports of one host, so each host names its cookie after its port. */
export const sessionCookieName = (port: number) => `${SESSION_COOKIE}_${port}`;

// Every launch address traded (a tab, a browser profile, a test context) opens its own session; the oldest go first
// so that the host cannot grow without bound.
const SESSION_LIMIT = 64;

/** Long enough to switch to a browser and paste the address; a later one is asked for where the host runs. */
export const LAUNCH_KEY_LIFE_MS = 5 * 60_000;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export class LaunchSessions {
  /** The digest of the one key that may still be traded, and until when; null once it was. */
  private live: { digest: Buffer; until: number } | null = null;
  /** Digests of the session tokens, oldest first; the tokens themselves are kept nowhere. */
  private readonly sessions = new Set<string>();
  private cookieName = SESSION_COOKIE;

  constructor(
    private readonly now: () => number = Date.now,
    /** Told every key and session token made, so that the desk's log keeps each of them out of its lines. */
    private readonly keepOut: (secret: string) => void = () => undefined,
  ) {}

  /** Called once the host knows its port. */
  bindTo(port: number): void {
    this.cookieName = sessionCookieName(port);
  }

  /** A new single-use key: 32 random bytes, base64url (safe in a URL fragment). An earlier untraded key dies. */
  issueKey(): string {
    const key = randomBytes(32).toString('base64url');
    this.keepOut(key);
    this.live = { digest: digest(key), until: this.now() + LAUNCH_KEY_LIFE_MS };
    return key;
  }

  /**
   * Trades the live key for a new session: the Set-Cookie header value, or null when the candidate is not the live
   * key (wrong, expired, or already traded). Compared in constant time, both sides hashed to one length first.
   */
  trade(candidate: unknown): string | null {
    const live = this.live;
    if (typeof candidate !== 'string' || live === null || this.now() > live.until) return null;
    if (!timingSafeEqual(digest(candidate), live.digest)) return null;
    this.live = null;
    return this.open();
  }

  /** Whether a Cookie header carries a live session. Lookup is by digest, so timing reveals nothing of a token. */
  admits(cookieHeader: string | undefined): boolean {
    if (!cookieHeader) return false;
    return cookieHeader.split(';').some((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0 || pair.slice(0, separator).trim() !== this.cookieName) return false;
      const token = pair.slice(separator + 1).trim();
      return token !== '' && this.sessions.has(digest(token).toString('hex'));
    });
  }

  private open(): string {
    const token = randomBytes(32).toString('base64url');
    this.keepOut(token);
    this.sessions.add(digest(token).toString('hex'));
    if (this.sessions.size > SESSION_LIMIT) {
      const [oldest] = this.sessions;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    // No Secure attribute: the host speaks plain http on loopback, where browsers would drop a Secure cookie.
    return `${this.cookieName}=${token}; HttpOnly; SameSite=Strict; Path=/`;
  }
}
