import { mkdir, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerAppRequest, registerAppScheme, resolveAppFile, serveAppProtocol,
} from '../../../electron/main/app-protocol.js';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/security.js';
import { fake, resetFakeElectron } from './fake-electron.js';
import { useTempFolders } from '../../support/temp-folders.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

const tempFolder = useTempFolders('frontdesk-protocol-');
let root: string;
let rendererDir: string;

beforeAll(async () => {
  root = tempFolder();
  rendererDir = join(root, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Frontdesk</title>');
  await writeFile(join(rendererDir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(rendererDir, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(join(root, 'secret.txt'), 'outside the renderer folder');
});

beforeEach(() => resetFakeElectron());

const get = (url: string, method = 'GET') => answerAppRequest(rendererDir, new Request(url, { method }));

describe('the app:// scheme', () => {
  it('is registered as a privileged standard, secure scheme, without CSP bypass or open CORS', () => {
    registerAppScheme();
    const [schemes] = fake.protocol.registerSchemesAsPrivileged.mock.calls[0] as [{ scheme: string; privileges: Record<string, boolean> }[]];
    expect(schemes).toHaveLength(1);
    expect(schemes[0]!.scheme).toBe('app');
    expect(schemes[0]!.privileges).toMatchObject({ standard: true, secure: true });
    expect(schemes[0]!.privileges.bypassCSP).toBeUndefined();
    expect(schemes[0]!.privileges.corsEnabled).toBeUndefined();
  });

  it('is served by a handler that answers from the renderer folder', async () => {
    serveAppProtocol(rendererDir);
    const [scheme, handler] = fake.protocol.handle.mock.calls[0] as [string, (request: Request) => Promise<Response>];
    expect(scheme).toBe('app');
    const response = await handler(new Request('app://frontdesk/index.html'));
    expect(await response.text()).toContain('<title>Frontdesk</title>');
  });
});

describe('serving the built renderer', () => {
  it('answers the page with its content type and the strict CSP', async () => {
    const response = await get('app://frontdesk/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers scripts and styles with their content types', async () => {
    expect((await get('app://frontdesk/assets/index-abc.js')).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('app://frontdesk/assets/index-abc.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers app routes without an extension with the page', async () => {
    expect(await (await get('app://frontdesk/bookings/today')).text()).toContain('Frontdesk');
  });

  it('adds the CSP to refusals too', async () => {
    const response = await get('app://frontdesk/missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('answers only GET and HEAD', async () => {
    expect((await get('app://frontdesk/index.html', 'POST')).status).toBe(405);
    const head = await get('app://frontdesk/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('path traversal', () => {
  const escapes = [
    'app://frontdesk/%2e%2e/secret.txt',
    'app://frontdesk/%2E%2E%2Fsecret.txt',
    'app://frontdesk/assets/%2e%2e/%2e%2e/secret.txt',
    'app://frontdesk/..%2fsecret.txt',
    'app://frontdesk/..%5csecret.txt',
    'app://frontdesk/index.html%00.js',
    'app://frontdesk/%E0%A4%A',
  ];

  it('never names a file outside the renderer folder', () => {
    for (const url of escapes) {
      const file = resolveAppFile(rendererDir, url);
      if (file !== null) expect(file.startsWith(rendererDir + sep), `${url} → ${file}`).toBe(true);
    }
  });

  it('refuses encoded separators, NUL bytes and broken escapes outright', () => {
    for (const url of escapes.slice(3)) expect(resolveAppFile(rendererDir, url), url).toBeNull();
  });

  it('refuses every escape with a 404 and never sends the file', async () => {
    for (const url of escapes) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toContain('outside the renderer folder');
    }
  });

  it('keeps plain dot segments inside the folder (the URL parser removes them)', () => {
    expect(resolveAppFile(rendererDir, 'app://frontdesk/../../secret.txt')).toBe(join(rendererDir, 'secret.txt'));
  });

  it('serves only our host', () => {
    expect(resolveAppFile(rendererDir, 'app://elsewhere/index.html')).toBeNull();
    expect(resolveAppFile(rendererDir, 'https://frontdesk/index.html')).toBeNull();
  });
});
