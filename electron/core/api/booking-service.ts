// BookingService: every endpoint of spec 4.2–4.6 as a typed call, answering the parsed wire value (shared/wire).
// Failures are thrown as ApiFailure; the desk turns them into DeskErrors at its boundary.
import type {
  WireAccountResponse, WireBookingFormResponse, WireCompanyResponse, WireBookingIndexResponse, WireBookingResponse, WireCalendarResponse,
  WireCategoryResponse, WireCreateBookingResponse, WireCustomerResponse, WireCustomersResponse, WireEventResponse,
  WireEventsResponse, WireHelpResponse, WireInvoiceResponse, WireItemListResponse, WireItemResponse,
  WireNoteAddedResponse, WireNotesResponse, WirePingResponse, WireRatedItemListResponse, WireRatedItemResponse,
  WireSessionResponse,
} from '../../../shared/wire/index.js';
import type { BookingFilters } from './booking-filters.js';
import * as writes from './booking-writes.js';
import type { NoteOptions, StatusChange } from './booking-writes.js';
import * as bookings from './bookings.js';
import type { BookingRef, NotesQuery } from './bookings.js';
import { Caller, type CallOptions } from './caller.js';
import * as catalogue from './catalogue.js';
import * as customers from './customers.js';
import type { CustomerCriteria } from './customers.js';
import * as items from './items.js';
import type { CalendarRange, ItemFilter, RatedItemQuery } from './items.js';
import * as session from './session.js';
import type { CustomerFields, SessionAlteration } from './session.js';
import type { ApiTransport } from './transport.js';
import * as utility from './utility.js';

export class BookingService {
  private readonly call: Caller;
  /** The notes this account's answers held, as read: an unchanged note is not read again. */
  private readonly heldNotes = bookings.heldNotes();

  /** `acting` names the staff member a shared desk acts for (X-On-Behalf, 5.3), read afresh on every call. */
  constructor(transport: ApiTransport, acting: () => string | undefined = () => undefined) {
    this.call = new Caller(transport, acting);
  }

  // Items, 4.2: a query with a period is rated and carries SLIPs.
  listItems(query: RatedItemQuery, options?: CallOptions): Promise<WireRatedItemListResponse>;
  listItems(query?: ItemFilter, options?: CallOptions): Promise<WireItemListResponse>;
  listItems(query: ItemFilter | RatedItemQuery = {}, options?: CallOptions) {
    return items.listItems(this.call, query, options);
  }

  getItem(itemId: number, query: RatedItemQuery, options?: CallOptions): Promise<WireRatedItemResponse>;
  getItem(itemId: number, query?: ItemFilter, options?: CallOptions): Promise<WireItemResponse>;
  getItem(itemId: number, query: ItemFilter | RatedItemQuery = {}, options?: CallOptions) {
    return items.getItem(this.call, itemId, query, options);
  }

  itemCalendar(itemIds: number | readonly number[], range?: CalendarRange, options?: CallOptions):
    Promise<WireCalendarResponse> {
    return items.itemCalendar(this.call, itemIds, range, options);
  }

  // Categories, events, customers, 4.3.
  categories(options?: CallOptions): Promise<WireCategoryResponse> {
    return catalogue.categories(this.call, options);
  }

  events(options?: CallOptions): Promise<WireEventsResponse> {
    return catalogue.events(this.call, options);
  }

  event(eventId: number, options?: CallOptions): Promise<WireEventResponse> {
    return catalogue.event(this.call, eventId, options);
  }

  searchCustomers(criteria: CustomerCriteria, options?: CallOptions): Promise<WireCustomersResponse> {
    return customers.searchCustomers(this.call, criteria, options);
  }

  customer(customerId: string | number, options?: CallOptions): Promise<WireCustomerResponse> {
    return customers.customer(this.call, customerId, options);
  }

  // Bookings, 4.4.
  bookingIndex(filters?: BookingFilters, options?: CallOptions): Promise<WireBookingIndexResponse> {
    return bookings.bookingIndex(this.call, filters, options);
  }

  booking(ref: BookingRef, options?: CallOptions): Promise<WireBookingResponse> {
    return bookings.booking(this.call, ref, options);
  }

  invoice(ref: BookingRef, options?: CallOptions): Promise<WireInvoiceResponse> {
    return bookings.invoice(this.call, ref, options);
  }

  checkIn(ref: BookingRef, options?: CallOptions): Promise<WireBookingResponse> {
    return writes.checkIn(this.call, ref, options);
  }

  checkOut(ref: BookingRef, options?: CallOptions): Promise<WireBookingResponse> {
    return writes.checkOut(this.call, ref, options);
  }

  updateStatus(ref: BookingRef, change: StatusChange, options?: CallOptions): Promise<WireBookingResponse> {
    return writes.updateStatus(this.call, ref, change, options);
  }

  bookmark(ref: BookingRef, mark: boolean, options?: CallOptions): Promise<WireBookingResponse> {
    return writes.bookmark(this.call, ref, mark, options);
  }

  addNote(ref: BookingRef, body: string, options?: NoteOptions): Promise<WireNoteAddedResponse> {
    return writes.addNote(this.call, ref, body, options);
  }

  notes(query?: NotesQuery, options?: CallOptions): Promise<WireNotesResponse> {
    return bookings.notes(this.call, query, options, this.heldNotes);
  }

  bookingForm(options?: CallOptions): Promise<WireBookingFormResponse> {
    return bookings.bookingForm(this.call, options);
  }

  // Booking session, 4.5, and booking/create.
  addToSession(sessionId: string | null, slips: readonly string[], options?: CallOptions): Promise<WireSessionResponse> {
    return session.addToSession(this.call, sessionId, slips, options);
  }

  alterSession(sessionId: string, alter: SessionAlteration, options?: CallOptions): Promise<WireSessionResponse> {
    return session.alterSession(this.call, sessionId, alter, options);
  }

  replaceLine(sessionId: string, lineId: string, slip: string, options?: CallOptions): Promise<WireSessionResponse> {
    return session.replaceLine(this.call, sessionId, lineId, slip, options);
  }

  getSession(sessionId: string, options?: CallOptions): Promise<WireSessionResponse> {
    return session.getSession(this.call, sessionId, options);
  }

  clearSession(sessionId: string, options?: CallOptions): Promise<WireSessionResponse> {
    return session.clearSession(this.call, sessionId, options);
  }

  endSession(sessionId: string, options?: CallOptions): Promise<WireSessionResponse> {
    return session.endSession(this.call, sessionId, options);
  }

  createBooking(sessionId: string, fields: CustomerFields, options?: CallOptions): Promise<WireCreateBookingResponse> {
    return session.createBooking(this.call, sessionId, fields, options);
  }

  // Utility, 4.6.
  ping(options?: CallOptions): Promise<WirePingResponse> {
    return utility.ping(this.call, options);
  }

  help(options?: CallOptions): Promise<WireHelpResponse> {
    return utility.help(this.call, options);
  }

  /** The account's staff accounts (GET account). */
  staffAccounts(options?: CallOptions): Promise<WireAccountResponse> {
    return utility.staffAccounts(this.call, options);
  }

  company(options?: CallOptions): Promise<WireCompanyResponse> {
    return utility.company(this.call, options);
  }
}
