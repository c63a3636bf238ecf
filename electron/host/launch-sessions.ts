// The lock between the host and its own page. A launch key is made at each start and handed to the page in the URL
// fragment, which browsers never send to servers or write to logs; the page trades it once for an HttpOnly session
// cookie that scripts (and so injected scripts) cannot read.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'frontdesk_session';

/** Browsers share cookies across the ports of one host, so each host names its cookie after its port. */
export const sessionCookieName = (port: number) => `${SESSION_COOKIE}_${port}`;

// Every tab, browser profile or test context that opens the launch URL gets its own session; the oldest go first
// so that a page reloaded many times cannot make the host grow without bound.
const SESSION_LIMIT = 64;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export class LaunchSessions {
  /** 32 random bytes, base64url: safe in a URL fragment without escaping. */
  readonly key = randomBytes(32).toString('base64url');
  private readonly keyDigest = digest(this.key);
  /** Digests of the session tokens, oldest first; the tokens themselves are kept nowhere. */
  private readonly sessions = new Set<string>();
  private cookieName = SESSION_COOKIE;

  /** Called once the host knows its port. */
  bindTo(port: number): void {
    this.cookieName = sessionCookieName(port);
  }

  /** Compares in constant time: both sides are hashed to the same length before timingSafeEqual. */
  matchesKey(candidate: unknown): boolean {
    if (typeof candidate !== 'string') return false;
    return timingSafeEqual(digest(candidate), this.keyDigest);
  }

  /** A new session; returns the Set-Cookie header value that carries it. */
  open(): string {
    const token = randomBytes(32).toString('base64url');
    this.sessions.add(digest(token).toString('hex'));
    if (this.sessions.size > SESSION_LIMIT) {
      const [oldest] = this.sessions;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
    // No Secure attribute: the host speaks plain http on loopback, where browsers would drop a Secure cookie.
    return `${this.cookieName}=${token}; HttpOnly; SameSite=Strict; Path=/`;
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
}
