// Customers (spec 4.3, 2.6): an exact-match search, and one customer by id.
import {
  customerResponseSchema, customersResponseSchema, type WireCustomerResponse, type WireCustomersResponse,
} from '../../../shared/wire/index.js';
import { segment, type CallOptions, type Caller } from './caller.js';

/** Every criterion is an exact match (4.3); a name can match several customers. */
export interface CustomerCriteria {
  customerId?: string | number;
  email?: string;
  name?: string;
  phone?: string;
  /** Paging (not in 4.3; the sandbox pages by 25, docs/api-assumptions.md). */
  limit?: number;
  page?: number;
}

export function searchCustomers(call: Caller, criteria: CustomerCriteria, options?: CallOptions):
  Promise<WireCustomersResponse> {
  return call.read(customersResponseSchema, 'customer', {
    customer_id: criteria.customerId, customer_email: criteria.email, customer_name: criteria.name,
    customer_phone: criteria.phone, limit: criteria.limit, page: criteria.page,
  }, options);
}

export const customer = (call: Caller, customerId: string | number, options?: CallOptions):
  Promise<WireCustomerResponse> => call.read(customerResponseSchema, `customer/${segment(customerId)}`, undefined, options);
