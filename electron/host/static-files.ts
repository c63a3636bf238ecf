// The built renderer, served from its folder: "/" is index.html, and any other page address a person opens
// (a client-side route) is index.html too, so that a reload or a bookmark lands in the app.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HostRefusal, methodNotAllowed, notFound } from './answers.js';
import { contentTypeOf } from './content-types.js';
import { findStaticFile, staticSegments } from './static-path.js';

export async function serveStatic(
  root: string, path: string, request: IncomingMessage, response: ServerResponse,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed();
  const segments = staticSegments(path);
  if (segments === null) throw new HostRefusal(400, 'host.bad-path', 'This address is not allowed.');
  const found = segments.length === 0 ? join(root, 'index.html') : findStaticFile(root, segments);
  if (found !== null) return sendFile(found, method, response);
  // Only a page load falls back to the app; a missing script or image stays a 404 so that the failure is visible.
  if (!isNavigation(request)) throw notFound();
  return sendFile(join(root, 'index.html'), method, response);
}

function isNavigation(request: IncomingMessage): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendFile(filePath: string, method: string, response: ServerResponse): void {
  let body: Buffer;
  try {
    body = readFileSync(filePath);
  } catch {
    throw notFound();
  }
  response.writeHead(200, { 'Content-Type': contentTypeOf(filePath), 'Content-Length': String(body.length) });
  response.end(method === 'HEAD' ? undefined : body);
}
