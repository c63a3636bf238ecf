// Only loopback redirect URIs are accepted: a desk app listens on 127.0.0.1 for the code.

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLoopbackRedirect(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname) && url.username === '' && url.hash === '';
  } catch {
    return false;
  }
}

export function redirectWith(uri: string, values: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(values)) if (value !== '') url.searchParams.set(key, value);
  return url.toString();
}
