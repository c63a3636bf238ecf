// Customers (2.6), events (2.9), the calendar and ping/help, read as the service and the sandbox send them.
import { describe, expect, it } from 'vitest';
import {
  calendarResponseSchema,
  customerResponseSchema,
  customersResponseSchema,
  eventResponseSchema,
  eventsResponseSchema,
  helpResponseSchema,
} from '../../../shared/wire/index.js';
import { answerWith, without } from './answer.js';

const customer = {
  customer_id: 25,
  code: 'NQ2-039-421',
  status_id: 'ACTIVE',
  meta_id: null,
  customer_name: 'John Smith',
  customer_email_optin: null,
  customer_postal_zip: 12345,
  meta: { source: 'web', diet: true, diet_allergies: false },
  bookings: { 'PVCA-050314': { created_date: '2014-03-05T20:22:29-08:00' } },
};

describe('customers', () => {
  it('reads one customer with its flags and bookings keyed by code', () => {
    const parsed = customerResponseSchema.parse(answerWith('customer', customer)).customer;
    expect(parsed.customer_postal_zip).toBe('12345');
    expect(parsed.meta?.['diet']).toBe(true);
    expect(parsed.bookings?.['PVCA-050314']?.created_date).toBe('2014-03-05T20:22:29-08:00');
  });

  it('reads a search that found nobody, sent as []', () => {
    expect(customersResponseSchema.parse(answerWith('customers', [])).customers).toEqual({});
  });

  it('refuses a customer without its customer_id', () => {
    const anonymous = without(customer, 'customer_id');
    const result = customersResponseSchema.safeParse(answerWith('customers', { 'NQ2-039-421': anonymous }));
    expect(result.error?.issues[0]?.path).toEqual(['customers', 'NQ2-039-421', 'customer_id']);
  });
});

const event = {
  rate_id: '8',
  name: 'Winter',
  type: 'SE',
  start_date: '2026-12-01',
  end_date: '0',
  span: '0',
  price_src: 'D',
  dynamic_rate: '-10.5',
  dynamic_type: 'P',
  status: 'A',
  repeat_id: '',
  enabled: '1',
  apply_to: { item_id: ['all'], category_id: [] },
};

describe('events', () => {
  it('reads dates and numbers sent as strings, and apply_to all', () => {
    const parsed = eventResponseSchema.parse(answerWith('event', event)).event;
    expect(parsed.rate_id).toBe(8);
    expect(parsed.start_date).toBe(20261201);
    expect(parsed.end_date).toBe(0);
    expect(parsed.dynamic_rate).toBe(-10.5);
    expect(parsed.enabled).toBe(true);
    expect(parsed.apply_to?.item_id).toEqual(['all']);
  });

  it('reads the collection keyed by rate_id and refuses an event without its rate_id', () => {
    expect(eventsResponseSchema.parse(answerWith('events', { '8': event })).events['8']?.name).toBe('Winter');
    const unnamed = without(event, 'rate_id');
    expect(eventsResponseSchema.safeParse(answerWith('events', { '8': unnamed })).success).toBe(false);
  });
});

describe('calendar and help', () => {
  it('reads units per item and day, unlimited ones too', () => {
    const cal = { '18': { '20261121': 7, '20261122': '0' }, '20': { '20261121': 1000000000 } };
    const parsed = calendarResponseSchema.parse(answerWith('cal', cal)).cal;
    expect(parsed['18']).toEqual({ '20261121': 7, '20261122': 0 });
    expect(parsed['20']?.['20261121']).toBe(1000000000);
    expect(calendarResponseSchema.safeParse(answerWith('cal', { '18': { '20261121': -1 } })).success).toBe(false);
  });

  it('reads help resources as an array', () => {
    const help = { resources: ['ping', 'help', 'booking'], see: 'https://example.com/api' };
    expect(helpResponseSchema.parse(answerWith('help', help)).help.resources).toEqual(['ping', 'help', 'booking']);
  });
});
