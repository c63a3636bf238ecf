// The host is locked to the page that was handed the launch key: the key buys an HttpOnly, SameSite=Strict cookie,
// and nothing under /desk/ answers without it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeLaunchPage } from '../../../electron/host/launch-page.js';
import { call, openSession, pageHeaders, send, startTestHost, type TestHost } from './host-fixture.js';

let test: TestHost;
beforeEach(async () => { test = await startTestHost(); });
afterEach(async () => { await test.stop(); });

const exchange = (key: unknown, target = test) =>
  send(target.port, '/desk/session', { method: 'POST', headers: pageHeaders(target), body: JSON.stringify({ key }) });

const launchKey = (target: TestHost) => new URL(target.host.launchUrl).hash.replace('#key=', '');

describe('launch key and session', () => {
  it('hands out a loopback address and a launch address carrying a fresh 32-byte key in the fragment', async () => {
    expect(test.host.url).toBe(`http://127.0.0.1:${test.port}/`);
    expect(test.host.launchUrl.startsWith(`${test.host.url}#key=`)).toBe(true);
    const key = launchKey(test);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    const other = await startTestHost();
    try {
      expect(launchKey(other)).not.toBe(key);
    } finally {
      await other.stop();
    }
  });

  it('hands the launch address over in an owner-only page whose address holds no key, and that page opens a session', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'frontdesk-launch-page-'));
    try {
      const page = await writeLaunchPage(dataDir, test.host.launchUrl);
      const sent = /url=(\S+)">/.exec(readFileSync(page.path, 'utf8'))![1]!;
      expect(page.fileUrl).not.toContain(launchKey(test));
      expect((await exchange(new URL(sent).hash.replace('#key=', ''))).status).toBe(204);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('trades the launch key for an HttpOnly, SameSite=Strict session cookie', async () => {
    const answer = await exchange(launchKey(test));
    expect(answer.status).toBe(204);
    const cookie = answer.headers['set-cookie'];
    expect(cookie).toHaveLength(1);
    const attributes = cookie![0]!.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^frontdesk_session_\d+=[A-Za-z0-9_-]{43}$/);
    expect(attributes[0]).not.toContain(launchKey(test));
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/']));
    // Plain http on loopback: a Secure cookie would never come back.
    expect(attributes).not.toContain('Secure');
  });

  it('refuses a wrong, missing or another launch\'s key with 403 and no cookie', async () => {
    const other = await startTestHost();
    try {
      for (const key of ['wrong', launchKey(test).slice(0, -1), '', 42, undefined, launchKey(other)]) {
        const answer = await exchange(key);
        expect(answer.status, String(key)).toBe(403);
        expect(answer.headers['set-cookie'], String(key)).toBeUndefined();
        expect(JSON.parse(answer.text)).toMatchObject({ ok: false, error: { code: 'host.wrong-key' } });
      }
    } finally {
      await other.stop();
    }
  });

  it('refuses a second use of the launch address, so one left in a command line or history is worth nothing', async () => {
    const key = launchKey(test);
    expect((await exchange(key)).status).toBe(204);
    const again = await exchange(key);
    expect(again.status).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse(again.text)).toMatchObject({ ok: false, error: { code: 'host.wrong-key', message: expect.stringMatching(/used already/) } });
  });

  it('hands out a new launch address on request, which retires the unused one', async () => {
    const unused = launchKey(test);
    const fresh = new URL(test.host.newLaunchUrl()).hash.replace('#key=', '');
    expect(fresh).not.toBe(unused);
    expect((await exchange(unused)).status).toBe(403);
    expect((await exchange(fresh)).status).toBe(204);
  });

  it('refuses a desk call without a session cookie, or with one it never gave out', async () => {
    for (const cookie of ['', 'frontdesk_session=made-up', 'other=1']) {
      const answer = await call(test, 'desk.ping', {}, cookie);
      expect(answer.status, cookie).toBe(403);
      expect(JSON.parse(answer.text)).toMatchObject({ ok: false, error: { code: 'host.no-session' } });
    }
  });

  it('answers a call once the page holds a session', async () => {
    const cookie = await openSession(test);
    expect((await call(test, 'desk.ping', {}, cookie)).status).toBe(200);
    expect((await call(test, 'desk.ping', {}, `theme=dark; ${cookie}`)).status).toBe(200);
  });

  it('does not accept a session of another host', async () => {
    const other = await startTestHost();
    try {
      const foreignCookie = await openSession(other);
      expect((await call(test, 'desk.ping', {}, foreignCookie)).status).toBe(403);
    } finally {
      await other.stop();
    }
  });
});
