import type { Session, WebContents } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTENT_SECURITY_POLICY, hardenSession, hardenWebContents,
} from '../../../electron/main/security.js';
import { FakeWebContents, asElectron, fake, fakeEvent, resetFakeElectron } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).fakeElectronModule);

function hardened() {
  const contents = new FakeWebContents();
  hardenWebContents(asElectron<WebContents>(contents));
  return contents;
}

beforeEach(() => {
  resetFakeElectron();
  // Refused links are logged; the tests check what was opened, not the log.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('navigation', () => {
  it('prevents the page from navigating to another origin', () => {
    const contents = hardened();
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://frontdesk.evil/', 'http://127.0.0.1:9/']) {
      const event = fakeEvent({ url });
      contents.emit('will-navigate', event, url);
      expect(event.defaultPrevented, url).toBe(true);
    }
  });

  it('lets the page move within its own origin', () => {
    const contents = hardened();
    const event = fakeEvent({ url: 'app://frontdesk/index.html#/manifest' });
    contents.emit('will-navigate', event, event.url);
    expect(event.defaultPrevented).toBe(false);
  });

  it('sends a clicked web link to the system browser instead', () => {
    const contents = hardened();
    contents.emit('will-navigate', fakeEvent({ url: 'https://help.example/desk' }));
    contents.emit('will-navigate', fakeEvent({ url: 'javascript:alert(1)' }));
    expect(fake.shell.openExternal.mock.calls).toEqual([['https://help.example/desk']]);
  });

  it('stops redirects away from our origin and opens nothing for them', () => {
    const contents = hardened();
    const event = fakeEvent({ url: 'https://evil.example/' });
    contents.emit('will-redirect', event);
    expect(event.defaultPrevented).toBe(true);
    expect(fake.shell.openExternal).not.toHaveBeenCalled();
  });

  it('prevents every webview from attaching', () => {
    const contents = hardened();
    const event = fakeEvent();
    contents.emit('will-attach-webview', event, {}, { src: 'app://frontdesk/index.html' });
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('new windows', () => {
  it('are always denied', () => {
    const contents = hardened();
    for (const url of ['https://example.com/', 'app://frontdesk/index.html', 'about:blank', 'file:///tmp/x']) {
      expect(contents.windowOpenHandler!({ url }), url).toEqual({ action: 'deny' });
    }
  });

  it('open https links and loopback http links in the system browser, and nothing else', () => {
    const contents = hardened();
    const urls = [
      'https://example.com/receipt', 'http://127.0.0.1:4010/authorize', 'http://localhost:4010/', 'http://[::1]:4010/',
      'javascript:alert(1)', 'file:///etc/passwd', 'http://example.com/', 'ftp://example.com/', 'app://frontdesk/',
      'https://user:secret@example.com/', 'data:text/html,<b>hi</b>', 'not a url',
    ];
    for (const url of urls) contents.windowOpenHandler!({ url });
    expect(fake.shell.openExternal.mock.calls.map(([url]) => url)).toEqual([
      'https://example.com/receipt', 'http://127.0.0.1:4010/authorize', 'http://localhost:4010/', 'http://[::1]:4010/',
    ]);
  });
});

describe('the session', () => {
  it('denies every permission request and every permission check', () => {
    const session = fake.session.defaultSession;
    hardenSession(asElectron<Session>(session));
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn();
      session.permissionRequestHandler!({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(session.permissionCheckHandler!({}, permission, 'app://frontdesk')).toBe(false);
    }
  });
});

describe('the content security policy', () => {
  it('is the strict policy, word for word', () => {
    expect(CONTENT_SECURITY_POLICY).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
      + "img-src 'self' data:; connect-src 'self'; frame-src 'none'; child-src 'none'; object-src 'none'; base-uri 'none'; "
      + "form-action 'none'; frame-ancestors 'none'");
  });
});
