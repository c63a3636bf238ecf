// Links from the service that a person may be shown: the service's text is untrusted (DESIGN.md 6).

/** Only a web address a browser may open: https, or http on this computer (the sandbox). */
export function safeLink(text: string | undefined): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : null;
  } catch {
    return null;
  }
}
