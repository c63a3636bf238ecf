// The 2.1 envelope and the error body of docs/api-assumptions.md.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeOf, envelopeSchema, errorEnvelopeSchema } from '../../../shared/wire/index.js';
import { answerWith, envelope } from './answer.js';

describe('the error envelope', () => {
  const refusal = {
    ...envelope,
    request: { status: 'ERROR', resource: 'booking', method: 'post' },
    error: { code: 'missing_fields', message: 'Fill in the name.', fields: ['customer_name'] },
  };

  it('reads the machine code, the sentence for people and the fields at fault', () => {
    const parsed = errorEnvelopeSchema.parse(refusal);
    expect(parsed.request?.status).toBe('ERROR');
    expect(parsed.error).toEqual({ code: 'missing_fields', message: 'Fill in the name.', fields: ['customer_name'] });
  });

  it('reads a 401 answered before the account is known', () => {
    const parsed = errorEnvelopeSchema.parse({
      version: '3.0',
      request: { status: 'ERROR' },
      error: { code: 'token_expired', message: 'Sign in again.' },
    });
    expect(parsed.error.code).toBe('token_expired');
    expect(parsed.error.fields).toBeUndefined();
  });

  it('refuses an error without a code', () => {
    const result = errorEnvelopeSchema.safeParse({ ...refusal, error: { message: 'Something' } });
    expect(result.success).toBe(false);
    expect(result.error).toBeInstanceOf(z.ZodError);
    expect(result.error?.issues[0]?.path).toEqual(['error', 'code']);
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
