// The API client's public face: the transport, the typed service, and the shapes their callers use.
export { ApiFailure, type ApiFailureDetails } from './api-errors.js';
export type { AccountAddress, Authorizer } from './authorizer.js';
export { BookingService } from './booking-service.js';
export type { BookingFilters, DateFilter, DatePoint } from './booking-filters.js';
export type { NoteOptions, StatusChange } from './booking-writes.js';
export type { BookingRef, NotesQuery } from './bookings.js';
export type { CallOptions } from './caller.js';
export type { CustomerCriteria } from './customers.js';
export { encodeForm, Repeated, type FormParams } from './form-encoding.js';
export type { CalendarRange, ItemFilter, RatePeriod, RatedItemQuery } from './items.js';
export type { CustomerFields, LineChange, SessionAlteration } from './session.js';
export { ApiTransport, type ApiRequest, type TransportOptions } from './transport.js';
export type { Sleep } from './pacing.js';
