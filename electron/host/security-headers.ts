// The headers every answer of the browser host carries. The page is served to a full browser rather than a locked
// Electron window, so the browser has to be told what the desk page may load, embed and be embedded by.
import type { ServerResponse } from 'node:http';

/** Only the page's own scripts run; nothing frames it, nothing is framed, no form or base tag leaves the origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React and the component styles set inline style attributes; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "child-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const EVERY_ANSWER: Readonly<Record<string, string>> = {
  // On every answer, not only HTML: an SVG or JSON opened directly would otherwise run without a policy.
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Set before routing so that refusals and failures carry them too. */
export function applySecurityHeaders(response: ServerResponse, deskRoute: boolean): void {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) response.setHeader(name, value);
  // Desk answers hold bookings and guests' details: never keep them in a cache. Static files may be cached but must
  // be revalidated, so that a rebuilt renderer is picked up at once.
  response.setHeader('Cache-Control', deskRoute ? 'no-store' : 'no-cache');
}
