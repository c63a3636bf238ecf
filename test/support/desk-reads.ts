// Every read a desk screen makes of the service, with inputs taken from the sandbox's own data, so a test or a
// benchmark can ask each of them under any rewrite of the answers.
import type { DeskResult } from '../../shared/contract/desk-error.js';
import { addDays, dayInZone } from '../../shared/domain/dates.js';
import type { DeskHarness } from './desk-harness.js';

export interface DeskRead {
  name: string;
  run(): Promise<DeskResult<unknown>>;
}

export function deskReads(harness: DeskHarness): DeskRead[] {
  const { store, clock } = harness.sandbox.control.services();
  const booking = store.state.bookings.find((b) => b.statusId === 'PAID') ?? store.state.bookings[0]!;
  const customer = store.customer(booking.customerId)!;
  const today = dayInZone(clock.now(), 'America/Vancouver');
  const tomorrow = addDays(today, 1);
  const month = Math.floor(today / 100);
  const read = (name: string, run: () => Promise<DeskResult<unknown>>): DeskRead => ({ name, run });
  const { call } = harness;
  return [
    read('account info', () => call('accounts.info', {})),
    read("today's arrivals", () => call('bookings.list', { start: { on: 'today' } })),
    read("today's departures", () => call('bookings.list', { end: { on: 'today' } })),
    read('bookings, first page', () => call('bookings.list', {})),
    read('bookings, second page', () => call('bookings.list', { page: 2 })),
    read('bookings by status', () => call('bookings.list', { statusId: 'PAID' })),
    read('bookings by guest e-mail', () => call('bookings.list', { customerEmail: customer.email })),
    read('a booking', () => call('bookings.get', { code: booking.code })),
    read('an invoice', () => call('bookings.invoice', { code: booking.code })),
    read('recent notes', () => call('notes.list', {})),
    read('notes of a month', () => call('notes.list', { month })),
    read('notes of a day', () => call('notes.list', { day: today })),
    read('items', () => call('items.list', {})),
    read('categories', () => call('categories.list', {})),
    read('calendar, a week', () => call('items.calendar', { from: today, to: addDays(today, 6) })),
    read('calendar, one category', () => call('items.calendar', { from: today, to: addDays(today, 6), categoryId: 1 })),
    read('customers by e-mail', () => call('customers.search', { email: customer.email })),
    read('customers by name', () => call('customers.search', { name: customer.name })),
    read('a customer', () => call('customers.get', { id: customer.id })),
    read('booking parameters', () => call('rates.parameters', {})),
    read('offers for tomorrow', () => call('rates.find', { startDay: tomorrow, counts: { adults: 2 } })),
    read('offers for a week', () => call('rates.find', { startDay: tomorrow, endDay: addDays(tomorrow, 6), counts: { adults: 1 } })),
    read('offers in a category', () => call('rates.find', { startDay: tomorrow, categoryId: 1, counts: { adults: 1 } })),
    read('the basket', () => call('basket.get', {})),
  ];
}
