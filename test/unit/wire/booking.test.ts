// booking/index (2.7), the full record, writes and the invoice (docs/api-assumptions.md, "Bookings").
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bookingIndexResponseSchema,
  bookingResponseSchema,
  invoiceResponseSchema,
  noteAddedResponseSchema,
} from '../../../shared/wire/index.js';
import { answerWith, without } from './answer.js';

const listing = {
  booking_id: 3149,
  code: 'PVCA-050314',
  status_id: 'PAID',
  status_name: 'Paid',
  created_date: 1394079749,
  total: '141.90',
  tax_total: '12.90',
  paid_total: '141.90',
  customer_id: 25,
  customer_name: 'Your Customer',
  summary: 'Islands Snorkeling Tour',
  tid: '',
  token: '57c2ac0a',
};

const index = (records: unknown) => answerWith('booking/index', records);

describe('booking/index', () => {
  it('reads numbers sent as strings and money sent as numbers', () => {
    const record = { ...listing, booking_id: '3149', customer_id: '25', created_date: '1394079749', total: 141.9 };
    const booking = bookingIndexResponseSchema.parse(index({ '3149': record }))['booking/index']['3149'];
    expect(booking?.booking_id).toBe(3149);
    expect(booking?.customer_id).toBe(25);
    expect(booking?.created_date).toEqual({ at: 1394079749 });
    expect(booking?.total).toBe('141.90');
  });

  it('keeps members it does not know', () => {
    const record = { ...listing, partner_note: 'VIP', status_color: '#0a0' };
    const booking = bookingIndexResponseSchema.parse(index({ '3149': record }))['booking/index']['3149'];
    expect(booking?.['partner_note']).toBe('VIP');
    expect(booking?.['status_color']).toBe('#0a0');
  });

  it('reads an empty page sent as []', () => {
    expect(bookingIndexResponseSchema.parse(index([]))['booking/index']).toEqual({});
  });

  it('refuses a booking_id that is no number, naming where', () => {
    const result = bookingIndexResponseSchema.safeParse(index({ '3149': { ...listing, booking_id: 'abc' } }));
    expect(result.success).toBe(false);
    expect(result.error).toBeInstanceOf(z.ZodError);
    expect(result.error?.issues[0]?.path).toEqual(['booking/index', '3149', 'booking_id']);
  });

  it('refuses a record without its code, the one member a booking cannot do without', () => {
    expect(bookingIndexResponseSchema.safeParse(index({ '3149': without(listing, 'code') })).error?.issues[0]?.path)
      .toEqual(['booking/index', '3149', 'code']);
    expect(bookingIndexResponseSchema.safeParse(index({ '3149': { ...listing, code: '  ' } })).success).toBe(false);
  });

  it('reads a record without its status or booking_id (the key stands in for it)', () => {
    const record = without(without(listing, 'status_id'), 'booking_id');
    const read = bookingIndexResponseSchema.parse(index({ '3149': record }))['booking/index']['3149'];
    expect(read?.code).toBe('PVCA-050314');
    expect(read?.status_id).toBeUndefined();
  });

  it('refuses a total that is no amount', () => {
    expect(bookingIndexResponseSchema.safeParse(index({ '3149': { ...listing, total: 'lots' } })).success).toBe(false);
  });
});

const note = {
  note_id: 9, account_id: 2, date: '2026-11-21T09:00:00-08:00', body: 'Checked in', private: true,
  booking_id: 'PVCA-050314',
};

const fullRecord = {
  ...listing,
  start_date: 20261121,
  end_date: '20261123',
  start_time: '',
  end_time: '',
  last_modified: 1790000000,
  due_total: '0.00',
  currency: 'CAD',
  partner_id: 0,
  customer_phone: '250-555-0100',
  lines: [{ item_id: 18, name: 'Bungee Jumping', qty: 1, params: { '1': 2, '2': '1' }, total: '129.00' }],
  notes: [note],
  checked_in: { date: '2026-11-21T09:00:00-08:00', account_id: 2, name: 'Dana' },
  checked_out: null,
  bookmark: false,
  invoice_url: 'https://your-company.example.com/invoice/PVCA-050314',
};

describe('the full booking record', () => {
  it('reads every member of the assumed shape', () => {
    const booking = bookingResponseSchema.parse(answerWith('booking', fullRecord)).booking;
    expect(booking.code).toBe('PVCA-050314');
    expect(booking.end_date).toEqual({ day: 20261123, clock: null });
    expect(booking.lines?.[0]?.params).toEqual({ '1': 2, '2': 1 });
    expect(booking.checked_in?.name).toBe('Dana');
    expect(booking.checked_out).toBeNull();
    expect(booking.notes?.[0]?.body).toBe('Checked in');
    expect(booking.bookmark).toBe(false);
  });

  it('keeps a check-in stamp without its date: the guest is checked in, the time is not known', () => {
    const record = { ...fullRecord, checked_in: { account_id: 2 } };
    expect(bookingResponseSchema.parse(answerWith('booking', record)).booking.checked_in).toEqual({ account_id: 2 });
  });

  it('reads the answer of a note: the record plus the new note', () => {
    const answer = noteAddedResponseSchema.parse(answerWith('booking', fullRecord, { note }));
    expect(answer.note.note_id).toBe(9);
    expect(answer.booking.booking_id).toBe(3149);
  });
});

describe('the invoice', () => {
  it('reads the pre-formatted HTML and the totals', () => {
    const invoice = {
      booking_id: 3149, code: 'PVCA-050314', html: '<h1>Invoice</h1>', total: '141.90', paid_total: '141.90',
      due_total: '0.00', currency: 'CAD',
    };
    const parsed = invoiceResponseSchema.parse(answerWith('invoice', invoice)).invoice;
    expect(parsed.html).toBe('<h1>Invoice</h1>');
    expect(parsed.due_total).toBe('0.00');
  });

  it('refuses an invoice without its HTML', () => {
    const invoice = { booking_id: 3149, code: 'PVCA-050314' };
    expect(invoiceResponseSchema.safeParse(answerWith('invoice', invoice)).success).toBe(false);
  });
});
