// Where a desk may send an account's credentials: https anywhere, plain http only to this computer.
// One rule for an address a person types when adding an account and for an address the service moves it to (301).
import { isLoopbackHost } from './loopback.js';

/** Longer than any real service address; a bound keeps settings and log lines small. */
export const SERVICE_ADDRESS_MAX_LENGTH = 300;

export type AddressCheck =
  | { ok: true; baseUrl: string }
  | { ok: false; problem: string };

const refuse = (problem: string): AddressCheck => ({ ok: false, problem });

/**
 * The address as the desk keeps it (scheme and host in lower case, no trailing slash), or why it is refused.
 * Never throws: a bad address is the person's mistake (or the service's), not a crash.
 */
export function checkServiceAddress(text: string): AddressCheck {
  const trimmed = text.trim();
  if (trimmed.length > SERVICE_ADDRESS_MAX_LENGTH) {
    return refuse(`The address is longer than ${SERVICE_ADDRESS_MAX_LENGTH} characters.`);
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refuse('Write the whole address, starting with https:// (for example https://your-company.example.com).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refuse('The address must start with https://.');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return refuse('The address must start with https:// (plain http only for this computer).');
  }
  // Credentials in an address end up in logs and browser histories; the form has fields for them.
  if (url.username !== '' || url.password !== '') return refuse('The address must not hold a name or password.');
  if (url.search !== '' || url.hash !== '') return refuse('The address must not hold a query (?…) or a fragment (#…).');
  return { ok: true, baseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The same server: scheme, host and port all alike. Credentials never go to another one unasked. */
export function isSameServer(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}
