// Who is asking. The host listens on loopback, but any web page the person has open can still send requests to
// loopback: the Host header stops DNS rebinding (a foreign name resolving to 127.0.0.1), Origin and Sec-Fetch-Site
// stop cross-site calls riding on the person's browser.
import type { IncomingHttpHeaders } from 'node:http';
import { LOOPBACK_HOSTS } from '../../shared/domain/loopback.js';

// The names the host answers under. Not [::1]: the host listens on 127.0.0.1 alone, and another program on this
// computer may listen on [::1] at the same port; a page it serves must not count as ours.
const OWN_NAMES = LOOPBACK_HOSTS.filter((name) => name !== '[::1]');

export function isOwnHost(host: string | undefined, port: number): boolean {
  if (host === undefined) return false;
  return OWN_NAMES.some((name) => host.toLowerCase() === `${name}:${port}`);
}

export function isOwnOrigin(origin: string | undefined, port: number): boolean {
  if (origin === undefined) return false;
  return OWN_NAMES.some((name) => origin.toLowerCase() === `http://${name}:${port}`);
}

/**
 * A request the browser marks as coming from another site. same-site counts too: another server on this machine
 * (127.0.0.1 on another port) is the same site by the browser's rules, and SameSite cookies would reach us from it.
 */
export function isFromAnotherSite(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
