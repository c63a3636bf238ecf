// From HTTP answer to wire value or ApiFailure (docs/api-assumptions.md, "Envelope and errors").
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../electron/core/api/api-errors.js';
import { failureOf, parseAnswer } from '../../../../electron/core/api/answer.js';
import { bookingIndexResponseSchema, pingResponseSchema } from '../../../../shared/wire/index.js';
import { DeskLog } from '../../../../electron/core/log/desk-log.js';

const envelope = { version: '3.0', account_id: 1, request: { status: 'OK' } };
const answer = (status: number, body: unknown) => ({
  status, headers: new Headers(), text: typeof body === 'string' ? body : JSON.stringify(body),
});
const errorAnswer = (status: number, error: Record<string, unknown>) =>
  answer(status, { ...envelope, request: { status: 'ERROR' }, error });

function thrown(run: () => unknown): ApiFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiFailure) return error;
  }
  throw new Error('Expected an ApiFailure.');
}

const quiet = new DeskLog();

describe('parseAnswer', () => {
  it('tolerates extra members and numbers sent as strings', () => {
    const body = { ...envelope, extra: { x: 1 }, 'booking/index': { 7: { booking_id: '7', code: 'A-7', status_id: 'PAID', total: 12.5, new_member: true } } };
    const parsed = parseAnswer(answer(200, body), bookingIndexResponseSchema, quiet);
    expect(parsed['booking/index']['7']).toMatchObject({ booking_id: 7, total: '12.50', new_member: true });
  });

  it('calls a body that is not JSON unreadable, without quoting it', () => {
    const failure = thrown(() => parseAnswer(answer(200, '<html>Secret stack at x.ts:1</html>'), pingResponseSchema, quiet));
    expect(failure.kind).toBe('unreadable');
    expect(failure.message).not.toContain('Secret');
  });

  it('calls JSON of the wrong shape unreadable', () => {
    expect(thrown(() => parseAnswer(answer(200, { pong: 'yes' }), pingResponseSchema, quiet)).kind).toBe('unreadable');
  });
});

describe('failureOf', () => {
  it.each([
    [400, 'invalid-input'], [401, 'signed-out'], [403, 'refused'], [404, 'not-found'], [405, 'internal'],
    [409, 'refused'], [410, 'refused'], [500, 'server'], [502, 'server'], [503, 'server'],
  ])('maps HTTP %i to %s', (status, kind) => {
    expect(failureOf(errorAnswer(status, { code: 'x', message: 'No.' })).kind).toBe(kind);
  });

  it('keeps the service code, message and fields of a 400', () => {
    const failure = failureOf(errorAnswer(400, { code: 'missing_fields', message: 'Name is required.', fields: ['customer_name'] }));
    expect(failure.message).toBe('Name is required.');
    expect(failure.toDeskError()).toEqual({
      kind: 'invalid-input', message: 'Name is required.', fields: ['customer_name'], code: 'missing_fields',
      // The service's own words: the page shows them as sent, in every language.
      said: { id: 'service' },
    });
  });

  it('falls back to a plain sentence when the error body is a proxy page', () => {
    const failure = failureOf(answer(404, '<html>nginx</html>'));
    expect(failure.kind).toBe('not-found');
    expect(failure.message).not.toContain('nginx');
  });

  it('does not let a service message flood the screen', () => {
    const failure = failureOf(errorAnswer(409, { code: 'x', message: `Too\n\nlong ${'word '.repeat(500)}` }));
    expect(failure.message.length).toBeLessThanOrEqual(400);
    expect(failure.message).not.toContain('\n');
  });

  it('does not show the service message of a 5xx, only what happened', () => {
    const failure = failureOf(errorAnswer(500, { code: 'internal_error', message: 'Trace: at foo.php:12' }));
    expect(failure.message).toMatch(/HTTP 500/);
    expect(failure.message).not.toContain('foo.php');
  });
});
