// Reading an incoming request: its body (bounded), its parameters and its cookies.
import type { IncomingMessage } from 'node:http';
import { badRequest } from './api-error.js';
import { paramsFromJson, parseParams, type Params } from './params.js';

const MAX_BODY_BYTES = 1_000_000;

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // Past the limit the rest is read and dropped, so the caller gets the 400 rather than a reset connection.
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) throw badRequest('invalid_parameter', 'The request body is larger than 1 MB.');
  return Buffer.concat(chunks).toString('utf8');
}

/** Query parameters, overlaid by the body's: form-encoded (the spec's way) or JSON (one spec example). */
export function requestParams(url: URL, body: string, contentType: string | undefined): Params {
  const params = parseParams(url.searchParams);
  if (body.trim() === '') return params;
  if ((contentType ?? '').toLowerCase().includes('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw badRequest('invalid_parameter', 'The request body is not valid JSON.');
    }
    return Object.assign(params, paramsFromJson(parsed));
  }
  return Object.assign(params, parseParams(new URLSearchParams(body)));
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    try {
      cookies[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie that is not valid percent-encoding is ignored, as browsers do.
    }
  }
  return cookies;
}
