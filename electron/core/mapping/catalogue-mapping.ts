// Wire items, categories, the calendar and customers into the contract's domain words.
import type { Calendar, Category, Item } from '../../../shared/contract/model/catalogue.js';
import type { Customer } from '../../../shared/contract/model/customer.js';
import type { WireCalendar, WireCategory, WireCustomer, WireItem } from '../../../shared/wire/index.js';

export function category(wire: WireCategory): Category {
  return {
    id: wire.category_id, name: wire.name ?? `Category ${wire.category_id}`, description: wire.description ?? '', position: wire.pos ?? 0,
    itemCount: wire.qty ?? 0,
  };
}

export function item(wire: WireItem): Item {
  return {
    id: wire.item_id,
    name: wire.name ?? `Item ${wire.item_id}`,
    categoryId: wire.category_id ?? null,
    categoryName: wire.category ?? '',
    unit: wire.unit ?? 'D',
    stock: wire.stock ?? 0,
    unlimited: Boolean(wire.unlimited),
    summaryHtml: wire.summary ?? '',
    position: wire.pos ?? 0,
  };
}

export function calendar(wire: WireCalendar, from: number, to: number): Calendar {
  return {
    from, to,
    items: Object.entries(wire).map(([itemId, days]) => ({ itemId: Number(itemId), days: { ...days } })),
  };
}

/** "0" is how the live service says "unknown" for a country or phone (samples/README.md). */
const known = (value: string | undefined) => (value && value !== '0' ? value : '');

export function customer(wire: WireCustomer): Customer {
  return {
    id: wire.customer_id, code: wire.code ?? '', name: wire.customer_name ?? '', email: wire.customer_email ?? '',
    phone: known(wire.customer_phone), address: wire.customer_address ?? '', city: wire.customer_city ?? '',
    region: wire.customer_region ?? '', country: known(wire.customer_country), postalCode: wire.customer_postal_zip ?? '',
    bookingCodes: Object.keys(wire.bookings ?? {}),
  };
}
