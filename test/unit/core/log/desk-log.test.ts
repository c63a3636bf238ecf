import { describe, expect, it } from 'vitest';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';

const quietLog = () => new DeskLog(() => 1_700_000_000_000, () => undefined);

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

  it('keeps only the most recent lines', () => {
    const log = quietLog();
    for (let i = 0; i < 2_100; i += 1) log.info('sync', `line ${i}`);
    const lines = log.recent();
    expect(lines).toHaveLength(2_000);
    expect(lines[0]!.message).toBe('line 100');
  });
});
