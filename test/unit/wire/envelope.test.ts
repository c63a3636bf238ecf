// The 2.1 envelope, and what a failed answer says in whichever shape it comes (docs/api-assumptions.md).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf, envelopeSchema, isFailedAnswer, serviceErrorOf } from '../../../shared/wire/index.js';
import { answerWith, envelope } from './answer.js';

describe('what a failed answer says', () => {
  it('reads the reason where Checkfront\'s cart reads it: request.error.details, with request.status not OK', () => {
    const refusal = {
      ...envelope,
      request: { status: 'ERROR', resource: 'booking', method: 'post', error: { details: 'Please enter your name.' } },
    };
    expect(isFailedAnswer(refusal)).toBe(true);
    expect(serviceErrorOf(refusal)).toEqual({ message: 'Please enter your name.' });
  });

  it('reads the sandbox\'s code and fields beside the details', () => {
    const refusal = { ...envelope, request: { status: 'ERROR', error: { details: 'Fill in the name.', code: 'missing_fields', fields: ['customer_name'] } } };
    expect(serviceErrorOf(refusal)).toEqual({ message: 'Fill in the name.', code: 'missing_fields', fields: ['customer_name'] });
  });

  it('reads details given as a list, or keyed by the fields at fault', () => {
    expect(serviceErrorOf({ request: { status: 'ERROR', error: { details: ['Name is required.', 'E-mail is required.'] } } }))
      .toEqual({ message: 'Name is required. E-mail is required.' });
    expect(serviceErrorOf({ request: { status: 'ERROR', error: { details: { customer_name: 'Name is required.' } } } }))
      .toEqual({ message: 'Name is required.', fields: ['customer_name'] });
  });

  it('reads a critical error without the envelope, as an error object or as OAuth 2.0\'s pair', () => {
    expect(serviceErrorOf({ error: { code: 'token_expired', message: 'Sign in again.' } }))
      .toEqual({ code: 'token_expired', message: 'Sign in again.' });
    expect(serviceErrorOf({ error: 'invalid_token', error_description: 'The access token provided is invalid.' }))
      .toEqual({ code: 'invalid_token', message: 'The access token provided is invalid.' });
    expect(serviceErrorOf({ error: 'You do not have access to this resource.' }))
      .toEqual({ message: 'You do not have access to this resource.' });
  });

  it('takes an OK, an empty status or no request as no failure, and a page it cannot read as no error', () => {
    expect(isFailedAnswer({ ...envelope, request: { status: 'OK' } })).toBe(false);
    expect(isFailedAnswer({ ...envelope, request: { status: 'ok' } })).toBe(false);
    expect(isFailedAnswer({ ...envelope, request: { status: '' } })).toBe(false);
    expect(isFailedAnswer({ pong: {} })).toBe(false);
    expect(serviceErrorOf('<html>Bad gateway</html>')).toBeNull();
    expect(serviceErrorOf({ ...envelope })).toBeNull();
  });
});

describe('the success envelope', () => {
  it('keeps members it does not know, at the top and in request', () => {
    const parsed = envelopeSchema.parse({ ...envelope, query: [], request: { ...envelope.request, trace: 'x1' } });
    expect(parsed['query']).toEqual([]);
    expect(parsed.request?.['trace']).toBe('x1');
  });

  it('reads request numbers sent as strings', () => {
    const request = { records: '25', total_records: '6602', time: '0.5' };
    const parsed = envelopeSchema.parse({ ...envelope, request });
    expect(parsed.request?.records).toBe(25);
    expect(parsed.request?.total_records).toBe(6602);
    expect(parsed.request?.time).toBe(0.5);
  });

  it('never refuses an answer for envelope members the desk does not need', () => {
    expect(envelopeSchema.safeParse({ ...envelope, version: undefined }).success).toBe(true);
    expect(envelopeSchema.safeParse({ ...envelope, request: undefined }).success).toBe(true);
    expect(envelopeSchema.safeParse({ ...envelope, version: 3 }).data?.version).toBe('3');
  });

  it('envelopeOf adds the named resource member and requires it', () => {
    const answer = envelopeOf('pong', z.looseObject({ time: z.number() }));
    expect(answer.parse(answerWith('pong', { time: 5 })).pong.time).toBe(5);
    expect(answer.safeParse(envelope).error?.issues[0]?.path).toEqual(['pong']);
  });
});
