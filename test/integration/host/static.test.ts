// The built renderer, served with a strict policy, never a byte from outside its folder.
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../electron/host/security-headers.js';
import { APP_JS, INDEX_HTML, OUTSIDE_SECRET, send, startTestHost, type TestHost } from './host-fixture.js';

let test: TestHost;
beforeEach(async () => { test = await startTestHost(); });
afterEach(async () => { await test.stop(); });

const EXPECTED_CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
  + "connect-src 'self'; frame-src 'none'; child-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; "
  + "frame-ancestors 'none'";

describe('static files', () => {
  it('serves index.html at / with the strict CSP and the security headers', async () => {
    const answer = await send(test.port, '/', { headers: { Accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(INDEX_HTML);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP);
    expect(answer.headers['content-security-policy']).toBe(EXPECTED_CSP);
    expect(answer.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('serves an asset with its content type', async () => {
    const answer = await send(test.port, '/assets/app.js?v=1');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(APP_JS);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers HEAD without a body', async () => {
    const answer = await send(test.port, '/assets/app.js', { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(APP_JS.length));
    expect(answer.text).toBe('');
  });

  it('refuses traversal in every spelling, even for a page load', async () => {
    const attempts = [
      '/../package.json', '/%2e%2e/package.json', '/%2E%2E/package.json', '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json', '/..%5cpackage.json', '/%2fetc%2fpasswd', '//etc/passwd',
      '/C:%5cWindows', '/index.html%00.js', '/.env', '/%zz',
      `http://127.0.0.1:${test.port}/../package.json`,
    ];
    for (const path of attempts) {
      for (const accept of ['*/*', 'text/html']) {
        const answer = await send(test.port, path, { headers: { Accept: accept } });
        expect(answer.status, path).toBe(400);
        expect(answer.text, path).not.toContain(JSON.parse(OUTSIDE_SECRET).name);
        expect(answer.text, path).not.toContain('<title>Frontdesk</title>');
      }
    }
  });

  it('does not follow a link in the renderer folder that points outside it', async () => {
    await symlink(join(test.staticDir, '..', 'package.json'), join(test.staticDir, 'assets', 'escape.json'));
    const answer = await send(test.port, '/assets/escape.json');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain(JSON.parse(OUTSIDE_SECRET).name);
  });

  it('answers an unknown page address with index.html, so that client-side routes load', async () => {
    for (const path of ['/bookings/today', '/bookings/AB-12/', '/settings?tab=staff']) {
      const answer = await send(test.port, path, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toBe(INDEX_HTML);
      expect(answer.headers['content-security-policy']).toBe(EXPECTED_CSP);
    }
  });

  it('answers 404 for an unknown asset, which is not a page load', async () => {
    const answer = await send(test.port, '/assets/missing.js', { headers: { Accept: '*/*' } });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: false, error: { code: 'host.not-found' } });
  });

  it('serves nothing but GET and HEAD', async () => {
    expect((await send(test.port, '/', { method: 'POST', headers: { Origin: test.origin } })).status).toBe(405);
  });
});
