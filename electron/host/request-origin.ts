// Who is asking. The host listens on loopback, but any web page the person has open can still send requests to
// loopback: the Host header stops DNS rebinding (a foreign name resolving to 127.0.0.1), Origin and Sec-Fetch-Site
// stop cross-site calls riding on the person's browser.
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

export function isOwnHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  return LOOPBACK_NAMES.some((name) => host.toLowerCase() === `${name}:${port}`);
}

export function isOwnOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return false;
  return LOOPBACK_NAMES.some((name) => origin.toLowerCase() === `http://${name}:${port}`);
}

/**
 * A request the browser marks as coming from another site. same-site counts too: another server on this machine
 * (127.0.0.1 on another port) is the same site by the browser's rules, and SameSite cookies would reach us from it.
 */
export function isFromAnotherSite(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
