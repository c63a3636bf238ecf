// Every route of API 3.0 the sandbox serves. Each resource's module adds its own list here.
import type { Route } from '../http/router.js';
import { accountRoutes } from './account.js';
import { bookingCreateRoutes } from './booking-create.js';
import { bookingFormRoutes } from './booking-form.js';
import { bookingWriteRoutes } from './booking-writes.js';
import { bookingReadRoutes } from './bookings.js';
import { calendarRoutes } from './calendar.js';
import { categoryRoutes } from './categories.js';
import { customerRoutes } from './customers.js';
import { eventRoutes } from './events.js';
import { itemRoutes } from './items.js';
import { noteRoutes } from './notes.js';
import { sessionRoutes } from './session.js';
import { utilityRoutes } from './utility.js';

export function allRoutes(): Route[] {
  return [
    ...utilityRoutes,
    ...accountRoutes,
    ...itemRoutes,
    ...calendarRoutes,
    ...categoryRoutes,
    ...eventRoutes,
    ...noteRoutes,
    ...bookingReadRoutes,
    ...bookingWriteRoutes,
    ...customerRoutes,
    ...sessionRoutes,
    ...bookingFormRoutes,
    ...bookingCreateRoutes,
  ];
}
