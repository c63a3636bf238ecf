// Only loopback redirect URIs are accepted: a desk app listens on 127.0.0.1 for the code.
import { isLoopbackHost } from '../../../shared/domain/loopback.js';

export function isLoopbackRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' && isLoopbackHost(url.hostname) && url.username === '' && url.hash === '';
  } catch {
    return false;
  }
}

export function redirectWith(uri: string, values: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(values)) if (value !== '') url.searchParams.set(key, value);
  return url.toString();
}
