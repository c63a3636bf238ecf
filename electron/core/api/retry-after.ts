// Reads the Retry-After header of a 429 or 503 (RFC 9110 10.2.3): delay-seconds or an HTTP-date.

/**
 * The longest wait taken at the service's word. Everything waits behind a Retry-After (service-gate.ts), so a
 * maintenance page or a proxy asking for a day would silence the desk all day; past this, the desk asks
 * again, once, and waits again if told to.
 */
export const MAX_RETRY_AFTER_SECONDS = 15 * 60;

/**
 * Whole seconds to wait from `nowMs` (at most MAX_RETRY_AFTER_SECONDS), 0 for a date in the past, or null when the
 * header is missing or unreadable.
 */
export function retryAfterSeconds(header: string | null, nowMs: number): number | null {
  const seconds = secondsAsked(header, nowMs);
  return seconds === null ? null : Math.min(seconds, MAX_RETRY_AFTER_SECONDS);
}

function secondsAsked(header: string | null, nowMs: number): number | null {
  const text = header?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text);
  // HTTP dates are in GMT (RFC 9110 5.6.7); without that, Date.parse would read "1.5" as a day in 2001.
  if (!/ GMT$/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}
