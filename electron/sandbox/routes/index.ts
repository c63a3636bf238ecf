// Every route of API 3.0 the sandbox serves. Each resource's module adds its own list here.
import type { Route } from '../http/router.js';
import { bookingWriteRoutes } from './booking-writes.js';
import { bookingReadRoutes } from './bookings.js';
import { customerRoutes } from './customers.js';
import { noteRoutes } from './notes.js';
import { utilityRoutes } from './utility.js';

export function allRoutes(): Route[] {
  return [
    ...utilityRoutes,
    ...noteRoutes,
    ...bookingReadRoutes,
    ...bookingWriteRoutes,
    ...customerRoutes,
  ];
}
