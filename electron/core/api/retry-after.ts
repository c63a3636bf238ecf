// Reads the Retry-After header of a 429 or 503 (RFC 9110 10.2.3): delay-seconds or an HTTP-date.

/** Whole seconds to wait from `nowMs`, 0 for a date in the past, or null when the header is missing or unreadable. */
export function retryAfterSeconds(header: string | null, nowMs: number): number | null {
  const text = header?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text);
  // HTTP dates are in GMT (RFC 9110 5.6.7); without that, Date.parse would read "1.5" as a day in 2001.
  if (!/ GMT$/i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}
