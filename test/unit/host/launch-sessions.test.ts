// A launch key buys one session, once; only the sessions bought are admitted.
import { describe, expect, it } from 'vitest';
import { LAUNCH_KEY_LIFE_MS, LaunchSessions, SESSION_COOKIE } from '../../../electron/host/launch-sessions.js';

const tokenOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('launch sessions', () => {
  it('issues a fresh 32-byte base64url key each time', () => {
    const sessions = new LaunchSessions();
    const first = sessions.issueKey();
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessions.issueKey()).not.toBe(first);
    expect(new LaunchSessions().issueKey()).not.toBe(first);
  });

  it('trades only its own key', () => {
    const sessions = new LaunchSessions();
    const key = sessions.issueKey();
    for (const candidate of [`${key}x`, key.slice(1), '', null, 1, { key }]) {
      expect(sessions.trade(candidate)).toBeNull();
    }
    expect(sessions.trade(key)).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
  });

  it('trades a key once: a second use of the same address is refused', () => {
    const sessions = new LaunchSessions();
    const key = sessions.issueKey();
    expect(sessions.trade(key)).not.toBeNull();
    expect(sessions.trade(key)).toBeNull();
  });

  it('retires an untraded key when a new one is issued', () => {
    const sessions = new LaunchSessions();
    const old = sessions.issueKey();
    const fresh = sessions.issueKey();
    expect(sessions.trade(old)).toBeNull();
    expect(sessions.trade(fresh)).not.toBeNull();
  });

  it('lets a key lapse after a few minutes, so an address found later is worth nothing', () => {
    let now = 1_000_000;
    const sessions = new LaunchSessions(() => now);
    const key = sessions.issueKey();
    now += LAUNCH_KEY_LIFE_MS + 1;
    expect(sessions.trade(key)).toBeNull();
    const fresh = sessions.issueKey();
    now += LAUNCH_KEY_LIFE_MS;
    expect(sessions.trade(fresh)).not.toBeNull();
  });

  it('trades nothing before a key is issued', () => {
    expect(new LaunchSessions().trade('')).toBeNull();
  });

  it('admits the sessions it opened and nothing else', () => {
    const sessions = new LaunchSessions();
    const key = sessions.issueKey();
    const cookie = tokenOf(sessions.trade(key)!);
    expect(sessions.admits(cookie)).toBe(true);
    expect(sessions.admits(`a=1; ${cookie}; b=2`)).toBe(true);
    expect(sessions.admits(undefined)).toBe(false);
    expect(sessions.admits(`${SESSION_COOKIE}=`)).toBe(false);
    expect(sessions.admits(`${SESSION_COOKIE}=${key}`)).toBe(false);
    expect(sessions.admits(`x${cookie}`)).toBe(false);
    expect(new LaunchSessions().admits(cookie)).toBe(false);
  });

  it('forgets the oldest sessions past its limit', () => {
    const sessions = new LaunchSessions();
    const open = () => tokenOf(sessions.trade(sessions.issueKey())!);
    const oldest = open();
    const opened = Array.from({ length: 64 }, open);
    expect(sessions.admits(oldest)).toBe(false);
    expect(opened.every((cookie) => sessions.admits(cookie))).toBe(true);
  });
});
