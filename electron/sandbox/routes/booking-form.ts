// GET booking/form (spec 2.11, 4.4) and its Public API twin booking/forms (4.7).
import type { ApiAnswer, RequestContext } from '../http/context.js';
import { READ_METHODS, type Route } from '../http/router.js';
import { audienceOf, bookingFormRecord } from '../booking/form-fields.js';

/** define.required follows the caller (5.3): staff, or a customer (X-On-Behalf: off, or the Public API). */
function form(customerFormOnly: boolean) {
  return (context: RequestContext): ApiAnswer => ({
    member: 'booking_form_ui', data: bookingFormRecord(audienceOf(context.actor), customerFormOnly),
  });
}

export const bookingFormRoutes: Route[] = [
  { methods: READ_METHODS, pattern: 'booking/form', access: 'any', handler: form(false) },
  // 4.7: "Only form fields set to show on the customer booking form".
  { methods: READ_METHODS, pattern: 'booking/forms', access: 'public', handler: form(true) },
];
