// The file format of a saved log, and its second scrub: a line that reached the log some other way is still cleaned.
import { describe, expect, it } from 'vitest';
import { formatLog } from '../../../../electron/core/log/log-file.js';

describe('a saved log', () => {
  it('has a header, then one line per entry with time, level and area, oldest first', () => {
    const text = formatLog([
      { at: Date.UTC(2026, 10, 24, 9, 0), level: 'info', area: 'sync', message: 'full sync done' },
      { at: Date.UTC(2026, 10, 24, 9, 5), level: 'error', area: 'outbox', message: 'check-in refused' },
    ], Date.UTC(2026, 10, 24, 10, 0), 'Frontdesk on linux x64');
    expect(text.split('\n')).toEqual([
      'Frontdesk log, saved 2026-11-24T10:00:00.000Z', 'Frontdesk on linux x64', '2 lines, oldest first. No passwords or tokens.', '',
      '2026-11-24T09:00:00.000Z INFO  sync: full sync done', '2026-11-24T09:05:00.000Z ERROR outbox: check-in refused', '',
    ]);
  });

  it('scrubs credentials again, whatever path a line took into the log', () => {
    const text = formatLog([{ at: 0, level: 'warn', area: 'x', message: 'Authorization: Bearer rawtoken123456 refresh_token=rt_rawsecret' }], 0, '');
    expect(text).not.toContain('rawtoken123456');
    expect(text).not.toContain('rt_rawsecret');
  });

  it('writes one line per entry even when an entry carries line breaks, so none can pass for a line the desk wrote', () => {
    const forged = 'note text\n2026-11-24T09:00:00.000Z ERROR auth: signed out by the administrator';
    const text = formatLog([{ at: 0, level: 'warn', area: 'read', message: forged }, { at: 0, level: 'info', area: 'x\ry', message: 'ok' }], 0, '');
    const body = text.split('\n').slice(4, -1);
    expect(body).toHaveLength(2);
    expect(body.some((line) => line.startsWith('2026-11-24T09:00:00.000Z ERROR'))).toBe(false);
  });
});
