// Browser mode opens the sign-in page and links in the person's browser. An address carries "&", ";", "|" and
// "$(…)"; none of them may reach a shell, on any platform.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { safeLink } from '../../../../electron/core/mapping/safe-link.js';
import { browserOpener, isSafeExternalUrl, openExternal } from '../../../../electron/core/platform/open-external.js';

const HOSTILE = 'https://bookings.example/oauth/authorize?client_id=a&state=b|c;d&redirect_uri=$(touch${IFS}pwned)&x="y"';
const SHELLS = ['cmd', 'cmd.exe', 'powershell', 'powershell.exe', 'sh', 'bash', '/bin/sh'];

describe('opening an address in the browser', () => {
  it.each(['win32', 'darwin', 'linux'] as const)('on %s, hands the whole address to the opener as one argument, no shell', (platform) => {
    const { command, args } = browserOpener(HOSTILE, platform);
    expect(SHELLS).not.toContain(command.toLowerCase());
    expect(args.at(-1)).toBe(HOSTILE);
    expect(args.slice(0, -1).join(' ')).not.toContain('start');
  });

  describe('on this computer', () => {
    let folder = '';
    const path = process.env.PATH;
    afterEach(() => {
      process.env.PATH = path;
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it.runIf(process.platform === 'linux')('(Linux) xdg-open receives the address unchanged and nothing in it runs', async () => {
      folder = mkdtempSync(join(tmpdir(), 'frontdesk-opener-'));
      const received = join(folder, 'received');
      // A stand-in for the desktop's opener that writes down exactly what it was given.
      writeFileSync(join(folder, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$#" "$1" > "${received}.part" && mv "${received}.part" "${received}"\n`, { mode: 0o755 });
      process.env.PATH = `${folder}:${path ?? ''}`;
      await openExternal(HOSTILE, () => undefined);
      await expect.poll(() => existsSync(received)).toBe(true);
      expect(readFileSync(received, 'utf8')).toBe(`1\n${HOSTILE}\n`);
      expect(existsSync(join(process.cwd(), 'pwned'))).toBe(false);
    });
  });

  it('refuses an address that is not https or this computer, or that carries a name and password', async () => {
    for (const url of ['http://bookings.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', 'https://bank.example@evil.example/']) {
      await expect(openExternal(url, () => undefined)).rejects.toThrow(/only https/);
    }
  });
});

// One check for every link that leaves the app: the Electron shell's, browser mode's, and the service's links shown
// to a person (an invoice address) all pass through it.
describe('the external link check', () => {
  it('accepts https anywhere and plain http only on this computer', () => {
    for (const url of ['https://example.com/', 'http://127.0.0.1:8080/callback', 'http://localhost:4010/', 'http://[::1]:4010/', 'HTTP://LOCALHOST:4010/']) {
      expect(isSafeExternalUrl(url), url).toBe(true);
    }
    for (const url of ['http://192.168.1.10/', 'http://127.0.0.1.evil.example/', 'http://example.com/']) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('refuses javascript:, file: and other schemes', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'file:///C:/Windows', 'vbscript:x', 'smb://host/share', 'https://', 'not a url']) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
  });

  it('refuses a link carrying a user name or password, which shows one site and goes to another', () => {
    for (const url of ['https://bank.example@evil.example/', 'https://user:secret@example.com/', 'http://x:y@127.0.0.1:4000/']) {
      expect(isSafeExternalUrl(url), url).toBe(false);
    }
    // An invoice address from the service is shown only when the shells would open it.
    expect(safeLink('https://bank.example@evil.example/pay')).toBeNull();
    expect(safeLink('https://bank.example/pay')).toBe('https://bank.example/pay');
  });
});
