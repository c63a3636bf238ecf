// The headers every answer of the browser host carries. The page is served to a full browser rather than a locked
// Electron window, so the browser has to be told what the desk page may load, embed and be embedded by.
import type { ServerResponse } from 'node:http';

export { CONTENT_SECURITY_POLICY } from '../core/platform/content-security-policy.js';
import { CONTENT_SECURITY_POLICY } from '../core/platform/content-security-policy.js';

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
