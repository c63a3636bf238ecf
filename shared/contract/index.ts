export * from './calls.js';
export * from './events.js';
export * from './desk-error.js';
export * from './model/account.js';
export * from './model/booking.js';
export * from './model/booking-query.js';
export * from './model/catalogue.js';
export * from './model/customer.js';
