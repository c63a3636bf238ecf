// The launch key buys sessions; only the sessions it bought are admitted.
import { describe, expect, it } from 'vitest';
import { LaunchSessions, SESSION_COOKIE } from '../../../electron/host/launch-sessions.js';

const tokenOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('launch sessions', () => {
  it('makes a fresh 32-byte base64url key at each launch', () => {
    const first = new LaunchSessions();
    expect(Buffer.from(first.key, 'base64url')).toHaveLength(32);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new LaunchSessions().key).not.toBe(first.key);
  });

  it('matches only its own key', () => {
    const sessions = new LaunchSessions();
    expect(sessions.matchesKey(sessions.key)).toBe(true);
    for (const candidate of [`${sessions.key}x`, sessions.key.slice(1), '', null, 1, { key: sessions.key }]) {
      expect(sessions.matchesKey(candidate)).toBe(false);
    }
  });

  it('admits the sessions it opened and nothing else', () => {
    const sessions = new LaunchSessions();
    const cookie = tokenOf(sessions.open());
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(sessions.admits(cookie)).toBe(true);
    expect(sessions.admits(`a=1; ${cookie}; b=2`)).toBe(true);
    expect(sessions.admits(undefined)).toBe(false);
    expect(sessions.admits(`${SESSION_COOKIE}=`)).toBe(false);
    expect(sessions.admits(`${SESSION_COOKIE}=${sessions.key}`)).toBe(false);
    expect(sessions.admits(`x${cookie}`)).toBe(false);
    expect(new LaunchSessions().admits(cookie)).toBe(false);
  });

  it('forgets the oldest sessions past its limit', () => {
    const sessions = new LaunchSessions();
    const oldest = tokenOf(sessions.open());
    const opened = Array.from({ length: 64 }, () => tokenOf(sessions.open()));
    expect(sessions.admits(oldest)).toBe(false);
    expect(opened.every((cookie) => sessions.admits(cookie))).toBe(true);
  });
});
