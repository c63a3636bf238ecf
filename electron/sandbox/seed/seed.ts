// Builds the whole demo account for a seed: the same seed gives the same business (and, unless told otherwise,
// the same credentials).
import { dayInZone } from '../../../shared/domain/dates.js';
import { DEFAULT_STATUSES } from '../../../shared/domain/statuses.js';
import type { AccountProfile, BookingStatus } from '../state/model.js';
import type { SandboxState } from '../state/state.js';
import { ACCOUNT_CURRENCIES, eventsIn, itemsIn, type AccountCurrencyCode } from './account-currency.js';
import { seedBookings } from './bookings.js';
import { CATEGORIES, PARAMS, catalogItems } from './catalog.js';
import { seedEvents } from './events.js';
import { seedCustomers, seedStaff } from './people.js';
import { Random, type SecretSource } from './random.js';

export interface SeedOptions {
  seed: number;
  bookings: number;
  /** At least this many items: the demo catalogue padded with generated rentals. */
  items?: number;
  /** Unix seconds the business's "today" is taken from. */
  now: number;
  /** Where keys, secrets and staff passwords come from; by default a stream of the seed (the same on every run). */
  secrets?: SecretSource;
  /** The currency the account keeps its books in; CAD by default (account-currency.ts). */
  currency?: AccountCurrencyCode;
}

export const DEFAULT_SEED = 1;
export const DEFAULT_BOOKINGS = 1500;

const ACCOUNT: AccountProfile = {
  id: 4172,
  hostId: 'harbour-lights.sandbox.frontdesk',
  name: 'Harbour Lights Lodge & Tours',
  locale: { id: 'en_CA', lang: 'en', currency: 'CAD' },
  timezone: 'America/Vancouver',
  provider: 'Frontdesk sandbox',
};

/**
 * Spec 3: the default set, plus CANCELLED, which the spec names as blocking check-in; and a status the demo account
 * configured itself, as Checkfront accounts do ("statuses are the account's to configure"): No show, which releases
 * its stock. No seeded booking has it; a desk learns it from a booking that does, or is told its code.
 */
export const NO_SHOW_STATUS: BookingStatus = { id: 'NOSHOW', name: 'No show' };
export const STATUSES: readonly BookingStatus[] = [...DEFAULT_STATUSES, NO_SHOW_STATUS];

export function createSeedState(options: SeedOptions): SandboxState {
  const now = Math.floor(options.now);
  // Credentials come from their own stream so they do not change with --bookings.
  const secrets = options.secrets ?? new Random(options.seed * 7919 + 17);
  const random = new Random(options.seed);
  const staff = seedStaff(secrets, now);
  const credentials = {
    apiKey: `key_${secrets.hex(24)}`,
    apiSecret: `secret_${secrets.hex(40)}`,
    client: { clientId: `client_${secrets.hex(24)}`, clientSecret: `csecret_${secrets.hex(40)}`, name: 'Frontdesk' },
  };
  const today = dayInZone(now, ACCOUNT.timezone);
  const currency = options.currency ?? 'CAD';
  const items = itemsIn(catalogItems(options.items), currency);
  const customers = seedCustomers(random, Math.max(240, Math.ceil(options.bookings / 8)), now);
  const seeded = seedBookings(random, {
    count: options.bookings, today, now, timeZone: ACCOUNT.timezone, items, customers, staff,
    answers: new Random(options.seed * 104_729 + 3),
  });
  return {
    account: { ...ACCOUNT, locale: { ...ACCOUNT.locale, id: ACCOUNT_CURRENCIES[currency].localeId, currency } },
    credentials,
    slipKey: secrets.hex(64),
    staff,
    statuses: STATUSES.map((s) => ({ ...s })),
    params: PARAMS.map((p) => ({ ...p })),
    categories: CATEGORIES.map((c) => ({ ...c })),
    items,
    events: eventsIn(seedEvents(today), currency),
    customers,
    bookings: seeded.bookings,
    notes: seeded.notes,
    bookmarks: seeded.bookmarks,
    sessions: [],
    codes: [],
    tokens: [],
    notifications: [],
    writes: [],
    nextIds: {
      booking: 1000 + options.bookings + 1,
      customer: customers.length + 1,
      note: seeded.notes.length + 1,
    },
  };
}
