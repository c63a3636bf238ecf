// Reading bookings: the index, the full record and the invoice (spec 4.4).
import { READ_METHODS, type Route } from '../http/router.js';
import { fullRecord } from '../views/booking-view.js';
import { invoiceRecord } from '../views/invoice-view.js';
import { actingStaffId, bookingIndex, findBooking } from './booking-index.js';

export const bookingReadRoutes: Route[] = [
  { methods: READ_METHODS, pattern: 'booking/index', access: 'staff', handler: bookingIndex },
  // Checkfront's docs list bookings at booking as well (ref/booking.rst), with the same answer.
  { methods: READ_METHODS, pattern: 'booking', access: 'staff', handler: bookingIndex },
  {
    methods: READ_METHODS, pattern: 'booking/:id', access: 'staff',
    handler: (context) => {
      const booking = findBooking(context);
      return { member: 'booking', data: fullRecord(context.store, booking, actingStaffId(context)), request: { id: booking.code } };
    },
  },
  {
    methods: READ_METHODS, pattern: 'booking/:id/invoice', access: 'staff',
    handler: (context) => {
      const booking = findBooking(context);
      return { member: 'invoice', data: invoiceRecord(context.store, booking), request: { id: booking.code } };
    },
  },
];
