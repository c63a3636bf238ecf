// Our pages come from app://frontdesk/, served out of the built renderer folder, never from file://: a file://
// page could read any file its path names, and has no origin to pin navigation, IPC trust and the CSP to.
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './app-origin.js';
import { CONTENT_SECURITY_POLICY } from './security.js';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Must run before app 'ready': Chromium fixes scheme privileges at start-up. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{
    scheme: APP_SCHEME,
    // standard: real origin and relative URLs; secure: a secure context like https. No corsEnabled, no
    // bypassCSP: nothing else may read our pages, and our own CSP applies to them.
    privileges: { standard: true, secure: true, supportFetchAPI: true },
  }]);
}

/** Serves app://frontdesk/ from the built renderer folder. Call once the app is ready. */
export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => answerAppRequest(rendererDir, request));
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a URL names inside the renderer folder, or null when it names anything outside it (`..`, encoded or
 * not, a backslash, a NUL byte, another host). Paths without an extension are app routes: they get index.html.
 */
export function resolveAppFile(rendererDir: string, url: string): string | null {
  let parsed: URL;
  let path: string;
  try {
    parsed = new URL(url);
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  if (path.includes('\0') || path.includes('\\')) return null;
  const root = resolve(rendererDir);
  const wanted = path === '/' || extname(path) === '' ? '/index.html' : path;
  const file = resolve(root, `.${wanted}`);
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return file;
}

export async function answerAppRequest(rendererDir: string, request: Request): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
  const file = resolveAppFile(rendererDir, request.url);
  if (file === null) return plain(404, 'Not found');
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return plain(404, 'Not found');
  }
  const payload = request.method === 'HEAD' ? null : new Uint8Array(body);
  return new Response(payload, { status: 200, headers: pageHeaders(contentTypeOf(file)) });
}

// The CSP travels with every response here, because webRequest's header hooks never fire for custom schemes.
function pageHeaders(contentType: string): Headers {
  return new Headers({
    'Content-Type': contentType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  });
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: pageHeaders('text/plain; charset=utf-8') });
}
