// customer search (exact match) and customer/{id} (spec 2.6, 4.3).
import { ApiError } from '../http/api-error.js';
import type { RequestContext } from '../http/context.js';
import { optionalInt, optionalText } from '../http/read.js';
import { READ_METHODS, type Route } from '../http/router.js';
import type { Customer } from '../state/model.js';
import { customerRecord } from '../views/customer-view.js';

const DEFAULT_PAGE_SIZE = 25;

function criteria(context: RequestContext): ((c: Customer) => boolean)[] {
  const value = (name: string) => optionalText(context.params, name)?.trim();
  const checks: ((c: Customer) => boolean)[] = [];
  const id = value('customer_id');
  if (id) checks.push((c) => String(c.id) === id || c.code === id);
  const email = value('customer_email')?.toLowerCase();
  // E-mail addresses are matched without regard to case; everything else exactly.
  if (email) checks.push((c) => c.email.toLowerCase() === email);
  const name = value('customer_name');
  if (name) checks.push((c) => c.name === name);
  const phone = value('customer_phone');
  if (phone) checks.push((c) => c.phone === phone);
  return checks;
}

function search(context: RequestContext) {
  const limit = optionalInt(context.params, 'limit', 1, 1000) ?? DEFAULT_PAGE_SIZE;
  const page = optionalInt(context.params, 'page', 1) ?? 1;
  const checks = criteria(context);
  const found = context.store.state.customers.filter((c) => checks.every((matches) => matches(c)));
  const slice = found.slice((page - 1) * limit, page * limit);
  const data: Record<string, unknown> = {};
  for (const customer of slice) data[customer.code] = customerRecord(context.store, customer);
  return {
    member: 'customers', data,
    request: { resource: 'customer', records: slice.length, total_records: found.length, limit, page,
      pages: Math.max(1, Math.ceil(found.length / limit)) },
  };
}

function one(context: RequestContext) {
  const id = context.pathParams.id ?? '';
  const customer = context.store.state.customers.find((c) => String(c.id) === id || c.code === id);
  if (!customer) throw new ApiError(404, 'not_found', `There is no customer "${id}".`);
  return { member: 'customer', data: customerRecord(context.store, customer), request: { id: String(customer.id) } };
}

export const customerRoutes: Route[] = [
  { methods: READ_METHODS, pattern: 'customer', access: 'staff', handler: search },
  { methods: READ_METHODS, pattern: 'customer/:id', access: 'staff', handler: one },
];
