// Contract handlers for items, categories, the availability calendar and customers.
import { phoneWritings } from '../../../../shared/domain/phone.js';
import type { WireCustomer } from '../../../../shared/wire/index.js';
import { ApiFailure } from '../../api/api-errors.js';
import type { BookingService } from '../../api/booking-service.js';
import type { CustomerCriteria } from '../../api/customers.js';
import type { DeskHandlers } from '../dispatch.js';
import { calendar, category, customer, item } from '../../mapping/catalogue-mapping.js';
import { LIVE } from '../../../../shared/contract/model/answer-source.js';
import { skippedIn } from '../../api/read-report.js';
import { liveOrLocal, type CopyDesk } from '../offline-reads.js';

type CatalogueHandlers = Pick<DeskHandlers,
  'items.list' | 'items.calendar' | 'categories.list' | 'customers.search' | 'customers.get'>;

/** Items, categories and the calendar are kept beside the bookings and read at open: their copy answers at once. */
const PARTS_ONLY = { readsBookings: false };

/** A name can match many customers: every page is read, up to a bound a person could still look through. */
const CUSTOMER_PAGE = 100;
const MOST_CUSTOMER_PAGES = 5;

async function everyMatch(service: BookingService, criteria: CustomerCriteria, signal: AbortSignal) {
  const found = new Map<number, WireCustomer>();
  let skipped = 0;
  for (let page = 1; page <= MOST_CUSTOMER_PAGES; page += 1) {
    const answer = await service.searchCustomers({ ...criteria, limit: CUSTOMER_PAGE, page }, { signal });
    const before = found.size;
    for (const match of Object.values(answer.customers)) found.set(match.customer_id, match);
    // A service that ignores `page` sends the same records again: nothing new, nothing more to read.
    if (page > 1 && found.size === before) break;
    skipped += skippedIn(answer, 'customers');
    // The records end the list, not the counters: a short page is the last (a service that does not page sends
    // everything at once, fewer than asked); a full one may have more behind it whatever `pages` says.
    if (Object.keys(answer.customers).length < CUSTOMER_PAGE) break;
  }
  return { matches: [...found.values()], skipped };
}

/** The typed number and the account's own writings of it (shared/domain/phone.ts), from the records the desk holds. */
async function phoneWritingsOn(desk: CopyDesk, typed: string): Promise<string[]> {
  const { workingSet } = desk.account.offline();
  await workingSet.whole();
  return phoneWritings(typed, workingSet.knownPhones());
}

export function catalogueHandlers(desk: CopyDesk): CatalogueHandlers {
  return {
    'items.list': (_input, signal) => liveOrLocal(desk, async () => {
      const answer = await desk.service.call((service) => service.listItems({}, { signal }));
      return Object.values(answer.items).map(item).sort((a, b) => a.position - b.position || a.id - b.id);
    }, (ws, items, at) => ws.putItems(items, at), (ws) => (ws.items().fetchedAt === null ? null : ws.items().items), PARTS_ONLY),
    'items.calendar': async ({ itemIds, categoryId, from, to }, signal) => {
      if (to < from) throw new ApiFailure('invalid-input', 'The calendar must end on or after its first day.', { fields: ['to'] });
      const range = { startDate: from, endDate: to, ...(categoryId !== undefined ? { categoryId } : {}) };
      return liveOrLocal(desk, async () => {
        const answer = await desk.service.call((service) => service.itemCalendar(itemIds ?? [], range, { signal }));
        return { ...calendar(answer.cal, from, to), ...LIVE, skipped: skippedIn(answer, 'cal') };
      }, (ws, value, at) => ws.putCalendar(value, at), (ws, asOfReason) => {
        const kept = ws.calendar({ from, to, ...(itemIds ? { itemIds } : {}), ...(categoryId !== undefined ? { categoryId } : {}) });
        return kept.fetchedAt === null ? null : { ...kept.calendar, asOf: kept.fetchedAt, asOfReason, skipped: 0 };
      }, PARTS_ONLY);
    },
    'categories.list': (_input, signal) => liveOrLocal(desk, async () => {
      const answer = await desk.service.call((service) => service.categories({ signal }));
      return Object.values(answer.category).map(category).sort((a, b) => a.position - b.position);
    }, (ws, categories, at) => ws.putCategories(categories, at),
    (ws) => (ws.categories().fetchedAt === null ? null : ws.categories().categories), PARTS_ONLY),
    'customers.search': async ({ email, name, phone }, signal) => {
      const criteria = { ...(email ? { email } : {}), ...(name ? { name } : {}) };
      // The service matches a phone number exactly, spaces and all: each way the account writes it is asked.
      const phones = phone ? await phoneWritingsOn(desk, phone) : [undefined];
      const found = new Map<number, WireCustomer>();
      let skipped = 0;
      for (const writing of phones) {
        const asked = { ...criteria, ...(writing ? { phone: writing } : {}) };
        const answer = await desk.service.call((service) => everyMatch(service, asked, signal));
        for (const match of answer.matches) found.set(match.customer_id, match);
        skipped += answer.skipped;
      }
      return { customers: [...found.values()].map(customer), ...LIVE, skipped };
    },
    'customers.get': async ({ id }, signal) => {
      const answer = await desk.service.call((service) => service.customer(id, { signal }));
      return customer(answer.customer);
    },
  };
}
