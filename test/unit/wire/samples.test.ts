// Every response recorded from the live service (test/fixtures/samples/recorded) must parse: its README.md.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bookingIndexResponseSchema,
  categoryResponseSchema,
  customersResponseSchema,
  eventSchema,
  itemResponseSchema,
  notesResponseSchema,
  pingResponseSchema,
} from '../../../shared/wire/index.js';
import { readSample as readFrom, sampleNames } from '../../support/samples.js';

/** A new sample without an entry here fails the suite, so none can slip through unparsed. */
const schemaOfSample: Record<string, z.ZodType> = {
  'booking-index.json': bookingIndexResponseSchema,
  'booking-notes.json': notesResponseSchema,
  'category.json': categoryResponseSchema,
  'customer-search.json': customersResponseSchema,
  // A bare 2.9 record, not an envelope.
  'event-record.json': eventSchema,
  'item-unrated.json': itemResponseSchema,
  'ping.json': pingResponseSchema,
};

const sampleFiles = sampleNames('recorded');

const readSample = (name: string): unknown => readFrom('recorded', name);

describe('recorded samples of the live service', () => {
  it('finds the recorded samples inside the project', () => {
    expect(sampleFiles.length).toBeGreaterThanOrEqual(7);
  });

  it('has a schema for every sample, and a sample for every mapped name', () => {
    expect(sampleFiles).toEqual(Object.keys(schemaOfSample).sort());
  });

  it.each(sampleFiles)('parses %s', (name) => {
    const schema = schemaOfSample[name];
    if (!schema) throw new Error(`no wire schema is mapped to sample ${name}: add it to schemaOfSample`);
    const result = schema.safeParse(readSample(name));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.success).toBe(true);
  });
});

describe('what the samples carry', () => {
  it('reads the booking listing with its code and totals, though customer_id and tid are missing', () => {
    const answer = bookingIndexResponseSchema.parse(readSample('booking-index.json'));
    const booking = answer['booking/index']['3149'];
    expect(booking?.booking_id).toBe(3149);
    expect(booking?.code).toBe('PVCA-050314');
    expect(booking?.total).toBe('141.90');
    expect(booking?.paid_total).toBe('141.90');
    expect(booking?.customer_id).toBeUndefined();
    expect(answer.request?.total_records).toBe(1);
  });

  it('reads notes as an array with the notes timestamp on the request', () => {
    const answer = notesResponseSchema.parse(readSample('booking-notes.json'));
    expect(answer.notes.map((note) => note.note_id)).toEqual([1, 3]);
    expect(answer.notes[0]?.private).toBe(false);
    expect(answer.notes[1]?.booking_id).toBe('LLXF-230318');
    expect(answer.request?.timestamp).toBe(1524984437.018568);
  });

  it('reads customers keyed by customer code, with the "0" phone kept as sent', () => {
    const answer = customersResponseSchema.parse(readSample('customer-search.json'));
    const customer = answer.customers['NQ2-039-421'];
    expect(customer?.customer_id).toBe(25);
    expect(customer?.customer_phone).toBe('0');
    expect(customer?.token).toBeNull();
    expect(answer.request?.pages).toBe(265);
  });

  it('decodes the JSON-encoded meta and rules of an unrated item', () => {
    const answer = itemResponseSchema.parse(readSample('item-unrated.json'));
    expect(answer.item.item_id).toBe(18);
    expect(answer.item.meta?.display_mode).toBe('dropdown');
    expect(answer.item.rules?.param?.['adults']?.MAX).toBe(0);
    expect(answer.item.image?.['2']?.path).toBe('/media/M18-2--9804.jpg');
    expect(answer.query).toEqual([]);
  });

  it('reads categories keyed by id, the event record and the pong', () => {
    const categories = categoryResponseSchema.parse(readSample('category.json'));
    expect(categories.category['4']?.name).toBe('Accommodations');
    const event = eventSchema.parse(readSample('event-record.json'));
    expect(event.details?.[0]).toEqual({ level: 5, rate: 150.5 });
    expect(event.apply_to?.category_id).toEqual([3, 5]);
    expect(pingResponseSchema.parse(readSample('ping.json')).pong.timezone).toBe('Canada/Pacific');
  });
});
