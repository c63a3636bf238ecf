import { describe, expect, it } from 'vitest';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';

const quietLog = () => new DeskLog({ now: () => 1_700_000_000_000 });

describe('the desk log', () => {
  it('keeps lines in order with their level and area', () => {
    const log = quietLog();
    log.info('sync', 'full sync done');
    log.warn('read', 'booking/index: skipped 1 record', new Error('code is missing'));
    expect(log.recent()).toEqual([
      { at: 1_700_000_000_000, level: 'info', area: 'sync', message: 'full sync done' },
      { at: 1_700_000_000_000, level: 'warn', area: 'read', message: 'booking/index: skipped 1 record: code is missing' },
    ]);
  });

  it('never keeps a credential', () => {
    const log = quietLog();
    log.error('auth', 'refresh failed', 'Authorization: Bearer abcdef123456 refresh_token=rt-secret-1 client_secret: "cs-2"');
    log.warn('auth', 'callback http://127.0.0.1:5000/callback?code=oauthcode9&state=s1');
    log.warn('host', 'launch http://127.0.0.1:4000/#key=launchkey77');
    const text = log.recent().map((line) => line.message).join('\n');
    for (const secret of ['abcdef123456', 'rt-secret-1', 'cs-2', 'oauthcode9', 'launchkey77']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });

  it('keeps a booking code, which is not a secret', () => {
    const log = quietLog();
    log.warn('outbox', 'check-in of code PVCA-050314 refused');
    expect(log.recent()[0]!.message).toContain('PVCA-050314');
  });

  it('takes out every secret value the desk holds, wherever a line repeats it', () => {
    const log = quietLog();
    log.keepOut('at_3f9c2d81e0aa47b1');
    log.keepOut('short');
    log.warn('desk', 'bookings.get: refused: The access token at_3f9c2d81e0aa47b1 may not read this booking');
    expect(log.recent()[0]!.message).toBe('bookings.get: refused: The access token [redacted] may not read this booking');
    // Too short to be a secret; an ordinary word stays readable.
    log.info('desk', 'a short word');
    expect(log.recent()[1]!.message).toBe('a short word');
  });

  it('keeps every entry on one line, whatever line breaks the text it repeats holds', () => {
    const log = quietLog();
    log.warn('read\nforged', 'note: late\n2026-11-24T09:00:00.000Z ERROR auth: signed out by the administrator\u2028x');
    const [line] = log.recent();
    expect(line!.area).toBe('read\\nforged');
    expect(line!.message).toBe('note: late\\n2026-11-24T09:00:00.000Z ERROR auth: signed out by the administrator\\u2028x');
  });

  it('shows problems on the terminal it was handed, and nothing without one', () => {
    const shown: string[] = [];
    const log = new DeskLog({ terminal: { warn: (text: string) => shown.push(`warn ${text}`), error: (text: string) => shown.push(`error ${text}`) } });
    log.info('sync', 'done');
    log.warn('outbox', 'disk full');
    log.error('auth', 'refresh refused');
    expect(shown).toEqual(['warn outbox: disk full', 'error auth: refresh refused']);
  });

  it('keeps only the most recent lines', () => {
    const log = quietLog();
    for (let i = 0; i < 2_100; i += 1) log.info('sync', `line ${i}`);
    const lines = log.recent();
    expect(lines).toHaveLength(2_000);
    expect(lines[0]!.message).toBe('line 100');
  });
});
