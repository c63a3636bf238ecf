// The booking flow's answers: session (2.10), form (2.11), create, and the OAuth token endpoint (5.2).
import { describe, expect, it } from 'vitest';
import {
  bookingFormResponseSchema,
  createBookingResponseSchema,
  oauthErrorSchema,
  sessionResponseSchema,
  tokenAnswerSchema,
} from '../../../shared/wire/index.js';
import { answerWith, without } from './answer.js';

const session = {
  id: 's-4f2a',
  age: 12,
  start_date: 1795248000,
  end_date: '1795334400',
  currency_id: 'CAD',
  sub_total: '129.00',
  total: 141.9,
  due: '141.90',
  flat_discount: { total: 0, total_pretax: 0 },
  deposit: null,
  tax: [],
  qty: 2,
  item: {
    '1': {
      item_id: 18, sku: 'bungee', name: 'Bungee', rate: { total: '129.00', qty: 1 }, slip: 'abc.def', available: 7,
    },
    '1.1': { item_id: 30, name: 'Helmet', optin: 'O', opt: 'out', available: 1000000000 },
  },
};

describe('booking session', () => {
  it('reads the session id, totals and lines keyed by line_id', () => {
    const parsed = sessionResponseSchema.parse(answerWith('booking', { session })).booking.session;
    expect(parsed.id).toBe('s-4f2a');
    expect(parsed.end_date).toBe(1795334400);
    expect(parsed.total).toBe('141.90');
    expect(parsed.item?.['1.1']?.opt).toBe('out');
  });

  it('reads an empty cart sent as [] and refuses a session without its id', () => {
    const empty = { ...session, item: [] };
    expect(sessionResponseSchema.parse(answerWith('booking', { session: empty })).booking.session.item).toEqual({});
    const anonymous = without(session, 'id');
    expect(sessionResponseSchema.safeParse(answerWith('booking', { session: anonymous })).success).toBe(false);
  });
});

const field = (lbl: string, type: string, required: number) => ({
  value: '',
  define: { required, layout: { staff: { invoice: 1, form: 1, required }, sys: 1, lbl, type } },
});

describe('booking form', () => {
  const form = {
    msg: [],
    errors: '0',
    mode: 'html',
    _cnf: [],
    customer_name: field('Name', 'text', 1),
    customer_country: {
      value: 'CA',
      define: { required: 0, layout: { lbl: 'Country', type: 'select', options: { CA: 'Canada' } } },
    },
    booking_policy: { body: '<p>Be on time.</p>', fields: { customer_tos_agree: field('I agree', 'checkbox', 1) } },
  };

  it('reads each field with its label and whether it is required', () => {
    const parsed = bookingFormResponseSchema.parse(answerWith('booking_form_ui', form)).booking_form_ui;
    expect(parsed.errors).toBe(0);
    expect(parsed['customer_name']?.define?.required).toBe(true);
    expect(parsed['customer_country']?.define?.layout?.options).toEqual({ CA: 'Canada' });
    expect(parsed.booking_policy?.fields?.['customer_tos_agree']?.define?.layout?.type).toBe('checkbox');
  });

  it('refuses a field whose required flag is not a flag', () => {
    const broken = { ...form, customer_name: field('Name', 'text', 7) };
    expect(bookingFormResponseSchema.safeParse(answerWith('booking_form_ui', broken)).success).toBe(false);
  });
});

describe('booking/create', () => {
  it('reads the booking and customer ids and the payment URL', () => {
    const created = {
      booking_id: '3150', code: 'QWER-211126', customer_id: 25, status_id: 'PEND', total: '141.90',
      invoice_url: 'https://pay.example.com/3150',
    };
    const parsed = createBookingResponseSchema.parse(answerWith('booking', created)).booking;
    expect(parsed?.booking_id).toBe('3150');
    expect(parsed?.customer_id).toBe(25);
    expect(parsed?.invoice_url).toBe('https://pay.example.com/3150');
  });

  it('reads the invoice or payment address where Checkfront\'s cart reads it, request.data.url, with no booking member', () => {
    const answer = answerWith('pong', {}, { request: { status: 'OK', data: { url: 'https://pay.example.com/x' } } });
    const parsed = createBookingResponseSchema.parse(answer);
    expect(parsed.request?.data?.url).toBe('https://pay.example.com/x');
    expect(parsed.booking).toBeUndefined();
  });
});

describe('OAuth token endpoint', () => {
  it('reads the token answer', () => {
    const answer = {
      access_token: 'at-1', token_type: 'Bearer', expires_in: 14000, refresh_token: 'rt-1', refresh_expires_in: 1209600,
    };
    expect(tokenAnswerSchema.parse(answer)).toEqual(answer);
    expect(tokenAnswerSchema.parse({ ...answer, expires_in: '14000' }).expires_in).toBe(14000);
  });

  it('refuses an answer without a refresh token, and reads the RFC 6749 error', () => {
    expect(tokenAnswerSchema.safeParse({ access_token: 'at-1', expires_in: 14000 }).success).toBe(false);
    const refusal = oauthErrorSchema.parse({ error: 'invalid_grant', error_description: 'The code has expired.' });
    expect(refusal.error).toBe('invalid_grant');
  });
});
