// Checkfront's documented example answers (test/fixtures/samples/checkfront-docs, from Checkfront/API's
// docs/examples/response) through the desk's reader: each is read whole, and nothing the desk shows is left out.
// A PHP empty ("" in tid, {} in slip) may be set aside: it says "nothing" (shared/wire/php-empty.ts).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingDetail } from '../../../electron/core/mapping/booking-mapping.js';
import { bookingParameters, offers } from '../../../electron/core/mapping/rate-mapping.js';
import {
  accountResponseSchema, bookingFormResponseSchema, bookingIndexResponseSchema, bookingSchema, categoryResponseSchema,
  companyResponseSchema, customerResponseSchema, eventsResponseSchema, helpResponseSchema, itemListResponseSchema,
  itemResponseSchema, itemSchema, notesResponseSchema, pingResponseSchema, ratedItemListResponseSchema, ratedItemResponseSchema,
  sessionResponseSchema,
} from '../../../shared/wire/index.js';
import { readTolerantly } from '../../../shared/wire/tolerant-read.js';
import { readSample, sampleNames } from '../../support/samples.js';

/**
 * The webhooks are no API answers: webhook-booking.json's booking is the order form of a booking record, and
 * webhook-item-update.json's item is the API's item, with a grouped parent's children as their item records.
 */
const schemaOfSample: Record<string, z.ZodType> = {
  'account.json': accountResponseSchema,
  'booking-form.json': bookingFormResponseSchema,
  'booking-index-snippet.json': bookingIndexResponseSchema,
  'booking-index.json': bookingIndexResponseSchema,
  'booking-notes.json': notesResponseSchema,
  'booking-session.json': sessionResponseSchema,
  'category.json': categoryResponseSchema,
  'company.json': companyResponseSchema,
  'customer.json': customerResponseSchema,
  'event.json': eventsResponseSchema,
  'help.json': helpResponseSchema,
  'item-rated.json': ratedItemResponseSchema,
  'item.json': itemResponseSchema,
  'ping.json': pingResponseSchema,
  'webhook-booking.json': bookingSchema,
  'webhook-item-update.json': itemSchema,
};

const docs = (name: string) => readSample('checkfront-docs', name);
const WEBHOOK_MEMBER: Record<string, string> = { 'webhook-booking.json': 'booking', 'webhook-item-update.json': 'item' };
const answerOf = (name: string) => (WEBHOOK_MEMBER[name] ? docs(name)[WEBHOOK_MEMBER[name]] : docs(name));

function readWhole<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const read = readTolerantly(schema, value);
  if (!read.ok) throw new Error(`refused at ${read.path.join(' › ')}: ${read.problem}`);
  expect(read.removals.filter((removal) => !removal.empty)).toEqual([]);
  return read.value;
}

/** A list as the live service answers it, under items (Checkfront's PHP SDK, examples/cart/Cart.php): the docs show
 * no list, so it is built from the recorded item, keyed by its id. */
const listOf = (name: string) => {
  const { item, ...envelope } = docs(name);
  return { ...envelope, items: { [String(item.item_id)]: item } };
};

describe('Checkfront\'s documented answers', () => {
  it('has a reader for every example, and an example for every reader named', () => {
    expect(sampleNames('checkfront-docs')).toEqual(Object.keys(schemaOfSample).sort());
  });

  it.each(Object.keys(schemaOfSample))('reads %s whole', (name) => {
    readWhole(schemaOfSample[name]!, answerOf(name));
  });

  it('reads item lists under items, unrated and rated, and rates the recorded item with its word parameters', () => {
    expect(Object.keys(readWhole(itemListResponseSchema, listOf('item.json')).items)).toEqual(['18']);
    const rated = readWhole(ratedItemListResponseSchema, listOf('item-rated.json'));
    const [offer] = offers(Object.values(rated.items), { counts: { adults: 1 }, eventNames: new Map(), eventTypes: new Map() });
    expect(offer).toMatchObject({ itemId: 18, status: 'bookable', slip: '18.20171005X1-adults.1-children.0', total: '130.00' });
    expect(offer!.parameters.map((parameter) => [parameter.id, parameter.unitPrice])).toEqual([['adults', '$130.00'], ['children', '$110.00']]);
    // lock 1 is Checkfront's "Controls inventory": the counts stay the person's to choose.
    expect(bookingParameters(Object.values(rated.items))).toEqual([
      { id: 'adults', label: 'Adults', min: 0, max: 99, initial: 1, hidden: false, locked: false },
      { id: 'children', label: 'Children', min: 0, max: 99, initial: 0, hidden: false, locked: false },
    ]);
  });

  it('reads a grouped parent\'s children from their item records, as the docs\' item-update webhook shows them', () => {
    const parent = readWhole(itemSchema, answerOf('webhook-item-update.json'));
    expect(parent).toMatchObject({ item_id: 40, product_group_type: 'P', product_group_children: [41] });
    expect(readWhole(itemSchema, docs('item.json').item).product_group_children).toEqual([]);
  });

  it('reads the order of the docs\' booking as two lines, each on its own time, with its money and status', () => {
    const record = readWhole(bookingSchema, answerOf('webhook-booking.json'));
    const detail = bookingDetail(record, { currency: 'CAD', timeZone: 'America/Vancouver', names: new Map() });
    expect(detail).toMatchObject({ code: 'KMVQ-060314', status: { id: 'HOLD' }, total: '48.30', tax: '2.30', paid: '0.00' });
    expect(detail.customer.name).toBe('Your Customer');
    expect(detail.lines).toEqual([
      expect.objectContaining({ lineId: '1', itemId: 6, quantity: 2, total: '6.30', tax: '0.30', statusId: 'HOLD',
        startDay: 20140306, startTime: '10:00' }),
      // Midnight in the account's zone: a line booked by the day, with no time.
      expect.objectContaining({ lineId: '2', itemId: 8, quantity: 2, total: '42.00', tax: '2.00', statusId: 'HOLD',
        startDay: 20140306, startTime: '' }),
    ]);
    expect(detail).toMatchObject({ startDay: 20140306, endDay: 20140306 });
    // booking.fields: the customer's own fields are the guest's; the account's own field is the guest's answer.
    expect(detail.customAnswers).toEqual({ request: 'Blue paddleboard if available, please.' });
  });

  it('reads the staff accounts and the company without keeping the feed token', () => {
    const staff = readWhole(accountResponseSchema, docs('account.json')).account;
    expect(staff).toEqual([expect.objectContaining({ account_id: 1, first_name: 'Johnson', login_id: 'johnsmith' })]);
    const company = readWhole(companyResponseSchema, docs('company.json')).company;
    expect(company).toMatchObject({ timezone: 'Canada/Pacific', currency_id: 'CAD', currency: { decimals: 2 } });
  });
});
