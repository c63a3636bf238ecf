// HTTP Basic credentials, as the token pair and the OAuth client use them.
import type { IncomingHttpHeaders } from 'node:http';

export interface BasicCredentials {
  user: string;
  password: string;
}

export function basicCredentials(headers: IncomingHttpHeaders): BasicCredentials | null {
  const match = /^basic\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? '');
  return match ? match[1]! : null;
}
